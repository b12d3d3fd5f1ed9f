import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { migrateDatabase, openDatabase } from "../db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of a migrated in-memory database, for each test file's database to start from. */
    migratedDump: string;
  }
}

const MIGRATIONS = resolve(process.cwd(), "db/migrations");

/** Every migration file's path and contents, and PGlite's version: a new migration makes a new dump. */
function migrationsHash(): string {
  const hash = createHash("sha256");
  const pglite = JSON.parse(readFileSync(resolve(process.cwd(), "node_modules/@electric-sql/pglite/package.json"), "utf8")) as {
    version: string;
  };
  hash.update(pglite.version);
  for (const file of readdirSync(MIGRATIONS, { recursive: true, encoding: "utf8" }).sort()) {
    const path = join(MIGRATIONS, file);
    if (!file.endsWith(".sql") && !file.endsWith(".json")) continue;
    hash.update(`\0${file}\0`).update(readFileSync(path));
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * The pglite project's global set-up: migrates an in-memory database once per run (or reuses the
 * dump a run before made of the same migrations) and hands the dump's path to every test file,
 * whose database loads it (0.6 s) instead of being created and migrated (2.8 s).
 */
export default async function setup(project: TestProject) {
  const dump = join(tmpdir(), `roadies-migrated-${migrationsHash()}.tar`);
  if (!existsSync(dump)) {
    const handle = await openDatabase({ kind: "memory" });
    try {
      await migrateDatabase(handle);
      const client = (handle.db as unknown as { $client: { dumpDataDir(compression: "none"): Promise<Blob> } }).$client;
      const data = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
      // Written aside and renamed, so a run that starts meanwhile never reads half a file.
      const partial = `${dump}.${process.pid}`;
      writeFileSync(partial, data);
      renameSync(partial, dump);
    } finally {
      await handle.close();
    }
  }
  project.provide("migratedDump", dump);
}

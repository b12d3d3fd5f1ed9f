import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, openDatabase, type DbHandle } from "../db/client";
import { tableChecksums } from "../db/transfer";
import { brandingFromEnv } from "../app/utils/branding.server";
import { seedBench } from "./bench-data";
import { seedDemoContent } from "./demo-seed";

const base = process.env.TEST_DATABASE_URL;

/** `npm run db:move` as a child process: its exit code and everything it printed. */
function move(args: string[], env: Record<string, string> = {}): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/db-move.ts", ...args], {
      env: { ...process.env, NODE_OPTIONS: "", ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (status) => resolve({ status, output }));
  });
}

async function checksumsOf(handle: DbHandle) {
  return Object.fromEntries(await tableChecksums(handle.db));
}

describe.runIf(base)("npm run db:move: from the embedded database to PostgreSQL", () => {
  let dataDir = "";
  const admin = postgres(base ?? "postgres://unused", { max: 1, onnotice: () => {} });
  const name = `roadies_move_${process.pid}_${Date.now()}`;
  const url = new URL(base ?? "postgres://unused/x");
  url.pathname = `/${name}`;
  let sourceSums: Record<string, unknown>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "roadies-move-"));
    const source = await openDatabase({ kind: "pglite", dataDir });
    try {
      await migrateDatabase(source);
      await seedDemoContent(source.db);
      sourceSums = await checksumsOf(source);
    } finally {
      await source.close();
    }
    await admin.unsafe(`create database "${name}"`);
  }, 120_000);

  afterAll(async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("copies every row, checks every table and leaves the source as it was", { timeout: 120_000 }, async () => {
    const moved = await move(["--to", url.toString()], { DATA_DIR: dataDir });
    expect(moved.output).toMatch(
      /Copied \d+ rows in \d+ tables; every table's count and checksum, and every sequence, equal the source's\./,
    );
    expect(moved.output).toContain("Next: set DATABASE_URL");
    // The password never shows.
    expect(moved.output).not.toContain(url.password || "never-empty-password");
    expect(moved.status).toBe(0);

    const target = await openDatabase({ kind: "postgres", url: url.toString(), max: 1 });
    const source = await openDatabase({ kind: "pglite", dataDir });
    try {
      const [targetSums, sourceAfter] = [await checksumsOf(target), await checksumsOf(source)];
      expect(targetSums).toEqual(sourceSums);
      expect(sourceAfter).toEqual(sourceSums);
      expect(Object.keys(targetSums).length).toBeGreaterThan(30);
    } finally {
      await target.close();
      await source.close();
    }
  });

  it("refuses a database that is not empty, and a data directory in use", { timeout: 120_000 }, async () => {
    const again = await move(["--to", url.toString()], { DATA_DIR: dataDir });
    expect(again.status).toBe(1);
    expect(again.output).toMatch(
      /Refusing to move into PostgreSQL database "roadies_move_\d+_\d+" at [^:]+:\d+: it already has \d+ table\(s\)\./,
    );

    const running = await openDatabase({ kind: "pglite", dataDir });
    try {
      const busy = await move(["--to", url.toString()], { DATA_DIR: dataDir });
      expect(busy.status).toBe(1);
      expect(busy.output).toContain(`The data directory ${dataDir} is in use by another process (pid ${process.pid}).`);
    } finally {
      await running.close();
    }
  });
});

/**
 * The move at the bench's size: `DB_MOVE_ROWS=100000 npx vitest run scripts/db-move.test.ts` fills
 * every list table with that many rows (scripts/bench-data.ts) and moves them. Not in the suite (it
 * takes minutes); its figures are in docs/operating.md.
 */
const benchRows = Number(process.env.DB_MOVE_ROWS ?? 0);
describe.runIf(base && benchRows > 0)(`npm run db:move at ${benchRows} rows per list table`, () => {
  let dataDir = "";
  const admin = postgres(base ?? "postgres://unused", { max: 1, onnotice: () => {} });
  const name = `roadies_move_bench_${process.pid}_${Date.now()}`;
  const url = new URL(base ?? "postgres://unused/x");
  url.pathname = `/${name}`;

  afterAll(async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("copies every row, with equal checksums", { timeout: 3_600_000 }, async () => {
    dataDir = mkdtempSync(join(tmpdir(), "roadies-move-bench-"));
    const source = await openDatabase({ kind: "pglite", dataDir });
    let sourceSums: Record<string, unknown>;
    try {
      await migrateDatabase(source);
      await seedBench(source.db, { rows: benchRows, live: 50 }, brandingFromEnv(), () => {});
      sourceSums = await checksumsOf(source);
    } finally {
      await source.close();
    }
    await admin.unsafe(`create database "${name}"`);
    const started = performance.now();
    const moved = await move(["--to", url.toString()], { DATA_DIR: dataDir });
    const seconds = (performance.now() - started) / 1000;
    expect(moved.status, moved.output).toBe(0);
    console.log(`db:move of ${benchRows} rows per list table: ${seconds.toFixed(1)} s\n${moved.output}`);
    const target = await openDatabase({ kind: "postgres", url: url.toString(), max: 1 });
    try {
      expect(await checksumsOf(target)).toEqual(sourceSums);
    } finally {
      await target.close();
    }
  });
});

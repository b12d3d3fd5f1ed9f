import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { migrateDatabase, openDatabase, queryRows } from "../db/client";

/**
 * `npm run db:migrate` (the same step `npm start` runs before serving) against a database it
 * cannot use: one clear line naming host and database and the reason, exit code 1, no stack.
 */
function migrateWith(databaseUrl: string) {
  const result = spawnSync("npx", ["tsx", "scripts/migrate.ts"], {
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_OPTIONS: "" },
    encoding: "utf8",
    timeout: 60_000,
  });
  const lines = result.stderr.split("\n").filter((line) => line.trim() && !line.startsWith("npm warn"));
  return { status: result.status, lines };
}

const base = process.env.TEST_DATABASE_URL;

describe("start-up against a database it cannot use", () => {
  it("says the connection was refused, with host and database", () => {
    const { status, lines } = migrateWith("postgres://roadies:secret-pw@127.0.0.1:1/roadies_db");
    expect(status).toBe(1);
    expect(lines).toEqual([
      'Cannot use the PostgreSQL database "roadies_db" at 127.0.0.1:1: connection refused (is PostgreSQL running and listening there?)',
    ]);
  });

  it("says when DATABASE_URL is not a URL", () => {
    const { status, lines } = migrateWith("localhost:5432/roadies");
    expect(status).toBe(1);
    expect(lines).toEqual(["Cannot use DATABASE_URL: it must start with postgres:// or postgresql://"]);
    expect(migrateWith("not a url at all").lines).toEqual([
      "Cannot use DATABASE_URL: it is not a URL (expected postgres://user:password@host:5432/database)",
    ]);
  });

  it.runIf(base)("says when the database does not exist, or the password is wrong", () => {
    const missing = new URL(base!);
    missing.pathname = "/roadies_no_such_database";
    const gone = migrateWith(missing.toString());
    expect(gone.status).toBe(1);
    expect(gone.lines).toEqual([`Cannot use the PostgreSQL database "roadies_no_such_database" at ${missing.host}: no such database`]);

    const wrong = new URL(base!);
    wrong.password = "definitely-not-the-password";
    const denied = migrateWith(wrong.toString());
    expect(denied.status).toBe(1);
    expect(denied.lines).toHaveLength(1);
    expect(denied.lines[0]).toMatch(/^Cannot use the PostgreSQL database ".+" at .+: wrong password$/);
    expect(denied.lines[0]).not.toContain("definitely-not-the-password");
  });
});

describe.runIf(base)("two instances started at once on one empty PostgreSQL database", () => {
  // Each handle is an instance's own pool, as two servers' start-ups are. Without the migrations'
  // lock, every round failed on a duplicate key of the catalogue (pg_type_typname_nsp_index).
  it("both migrate: one applies the migrations under the lock, the other then finds them applied", { timeout: 120_000 }, async () => {
    const admin = postgres(base!, { max: 1, onnotice: () => {} });
    const files = readdirSync("db/migrations").filter((file) => file.endsWith(".sql"));
    try {
      for (let round = 0; round < 3; round++) {
        const name = `roadies_twostart_${process.pid}_${round}`;
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
        await admin.unsafe(`create database "${name}"`);
        const url = new URL(base!);
        url.pathname = `/${name}`;
        const instances = await Promise.all([
          openDatabase({ kind: "postgres", url: url.toString() }),
          openDatabase({ kind: "postgres", url: url.toString() }),
        ]);
        try {
          const outcomes = await Promise.allSettled(instances.map((handle) => migrateDatabase(handle)));
          expect(outcomes.map((outcome) => (outcome.status === "rejected" ? String(outcome.reason) : "ok"))).toEqual(["ok", "ok"]);
          const applied = await queryRows<{ count: number }>(
            instances[0].db,
            sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
          );
          expect(applied[0].count).toBe(files.length);
        } finally {
          await Promise.all(instances.map((handle) => handle.close()));
          await admin.unsafe(`drop database if exists "${name}" with (force)`);
        }
      }
    } finally {
      await admin.end();
    }
  });
});

import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

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

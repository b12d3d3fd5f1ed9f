import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { like, sql } from "drizzle-orm";
import postgres from "postgres";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { seedDemoContent } from "../scripts/demo-seed";
import { useTestDatabase } from "../test/db";
import { writeMemberAndMail } from "../test/writers";
import { backupName, createBackup, parseBackupName, restoreBackup, RestoreRefusedError } from "./backup";
import { codeSchemaVersion, openDatabase, queryRows, type DbConfig, type DbHandle } from "./client";
import { users } from "./schema";
import { tableChecksums } from "./transfer";

const test = useTestDatabase();
const base = process.env.TEST_DATABASE_URL;
let dir = "";

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "roadies-backup-"));
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

/** An empty PostgreSQL database for a restore; dropped by `done`. */
async function emptyPostgres(): Promise<{ config: DbConfig; done: () => Promise<void> }> {
  const admin = postgres(base!, { max: 1, onnotice: () => {} });
  const name = `roadies_restore_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(base!);
  url.pathname = `/${name}`;
  return {
    config: { kind: "postgres", url: url.toString(), max: 2 },
    done: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * Members and their outbox mail written one transaction each while the backup is taken: a member
 * and their mail are in a backup together or not at all.
 */
function keepWriting(): { stop: () => Promise<number> } {
  let running = true;
  let written = 0;
  const loop = (async () => {
    while (running) {
      await writeMemberAndMail(test.db, written);
      written += 1;
      // Each write is its own turn of the event loop, as requests are: PGlite answers in-process
      // without one, and a loop of awaits alone would starve everything else (the backup too).
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return written;
    },
  };
}

/** The restored database equals the source once the source forgets what was written after the backup's moment. */
async function expectEqualToSource(restored: DbHandle) {
  const [{ writers, mails }] = await queryRows<{ writers: number; mails: number }>(
    restored.db,
    sql`select (select count(*)::int from users where id like 'writer-%') as writers,
               (select count(*)::int from notifications where subject_key like 'backup-test-%') as mails`,
  );
  expect(mails, "every member written before the backup has their mail, and no mail is without its member").toBe(writers);
  const kept = `writer-${String(writers).padStart(6, "0")}`;
  await test.db.delete(users).where(sql`${users.id} like 'writer-%' and ${users.id} >= ${kept}`);
  const [source, copy] = [await tableChecksums(test.db), await tableChecksums(restored.db)];
  const tablesOnly = (sums: typeof source) => Object.fromEntries([...sums].filter(([name]) => !name.startsWith("sequence ")));
  expect(tablesOnly(copy)).toEqual(tablesOnly(source));
  // Each id sequence is past its table's highest id.
  for (const table of ["notifications", "events", "order_lines", "event_attendees", "away_applications"]) {
    const [{ max, next }] = await queryRows<{ max: number | null; next: number }>(
      restored.db,
      sql.raw(`select (select max(id) from "${table}")::int as max, nextval(pg_get_serial_sequence('"${table}"', 'id'))::int as next`),
    );
    expect(next, `${table}'s next id`).toBeGreaterThan(max ?? 0);
  }
  return writers;
}

async function backupWhileWriting() {
  await seedDemoContent(test.db);
  const writer = keepWriting();
  try {
    await vi.waitFor(
      async () => {
        const [{ count }] = await queryRows<{ count: number }>(
          test.db,
          sql`select count(*)::int as count from users where id like 'writer-%'`,
        );
        expect(count).toBeGreaterThan(20);
      },
      { timeout: 30_000, interval: 50 },
    );
    const backup = await createBackup(test.handle, dir);
    return { backup, written: await writer.stop() };
  } finally {
    // Stopped whatever happened: a writer left running would hold locks into the next test.
    await writer.stop();
  }
}

describe("backups taken while the app writes, restored", () => {
  it("names a backup by its time and schema version, and reads that back", () => {
    const at = new Date("2026-11-28T08:37:05.123Z");
    expect(backupName("sql", 25, at)).toBe("roadies-20261128T083705Z-v25.sql.gz");
    expect(backupName("pglite", 3, at)).toBe("roadies-20261128T083705Z-v3.pglite.tar.gz");
    expect(parseBackupName("/x/roadies-20261128T083705Z-v25.pg_dump")).toEqual({
      format: "pg_dump",
      version: 25,
      at: new Date("2026-11-28T08:37:05Z"),
    });
    expect(parseBackupName("notes.txt")).toBeNull();
  });

  it("round-trips every committed row into a fresh database of each kind", { timeout: 120_000 }, async () => {
    const { backup, written } = await backupWhileWriting();
    expect(backup.format).toBe(test.handle.kind === "postgres" ? "pg_dump" : "pglite");
    expect(backup.version).toBe(codeSchemaVersion());
    expect(readdirSync(dir)).toEqual([backup.file.split("/").pop()]);

    const targets: { label: string; config: DbConfig; done: () => Promise<void> }[] = [];
    if (backup.format !== "pg_dump") targets.push({ label: "PGlite", config: { kind: "memory" }, done: async () => {} });
    if (base) targets.push({ label: "PostgreSQL", ...(await emptyPostgres()) });
    for (const target of targets) {
      const into: DbConfig = target.config.kind === "memory" ? { kind: "pglite", dataDir: join(dir, "restored") } : target.config;
      const restored = await restoreBackup(backup.file, into);
      expect(restored.to, target.label).toBe(codeSchemaVersion());
      const handle = await openDatabase(into);
      try {
        const writers = await expectEqualToSource(handle);
        expect(writers).toBeGreaterThan(20);
        expect(writers).toBeLessThanOrEqual(written);
        expect(await handle.db.$count(users, like(users.email, "%@example.org"))).toBeGreaterThan(writers);
      } finally {
        await handle.close();
        await target.done();
      }
    }
  });

  it.runIf(base)(
    "writes the portable SQL dump without pg_dump, and it restores into either kind",
    { timeout: 120_000 },
    async (context) => {
      // A PostgreSQL source without pg_dump: the PostgreSQL project's (PGlite's backup is its own dump).
      if (test.handle.kind !== "postgres") context.skip();
      vi.stubEnv("BACKUP_PG_DUMP", "0");
      const { backup } = await backupWhileWriting();
      expect(backup.format).toBe("sql");
      const postgresTarget = await emptyPostgres();
      for (const into of [{ kind: "pglite", dataDir: join(dir, "restored") } as DbConfig, postgresTarget.config]) {
        await restoreBackup(backup.file, into);
        const handle = await openDatabase(into);
        try {
          await expectEqualToSource(handle);
        } finally {
          await handle.close();
        }
      }
      await postgresTarget.done();
    },
  );

  it("refuses a database that is not empty unless --replace, and keeps the old embedded one aside", { timeout: 120_000 }, async () => {
    await seedDemoContent(test.db);
    const backup = await createBackup(test.handle, dir);
    const into: DbConfig = { kind: "pglite", dataDir: join(dir, "restored") };
    if (backup.format === "pg_dump") {
      await expect(restoreBackup(backup.file, into)).rejects.toThrow("A pg_dump backup restores into PostgreSQL only");
      return;
    }
    await restoreBackup(backup.file, into);
    await expect(restoreBackup(backup.file, into)).rejects.toBeInstanceOf(RestoreRefusedError);
    const replaced = await restoreBackup(backup.file, into, { replace: true });
    expect(replaced.keptAside).toMatch(/pglite\.replaced-\d+$/);
    expect(readdirSync(join(dir, "restored")).sort()).toEqual(["pglite", replaced.keptAside!.split("/").pop()]);
  });
});

import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backupName, parseBackupName } from "../../db/backup";
import { openDatabase, type DbHandle } from "../../db/client";
import { backupRuns, notifications } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createAdmin, createMember } from "../../test/factories";
import type { Mail } from "~/notifications/kind.server";
import { runNotificationSweep } from "~/notifications/sweep.server";
import { backupLine, getIntegrationCard } from "./integration-card.server";
import { backupSlot, latestBackupRun, pruneBackups, takeRecordedBackup } from "./backup-runs.server";
import { startBackupSchedule } from "./backup-schedule.server";

const test = useTestDatabase();
let dir = "";

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "roadies-backup-runs-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The backup files in the directory (not the directory named like one in the retention test). */
const backupFiles = () =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && parseBackupName(entry.name) !== null)
    .map((entry) => entry.name);
const runs = () => test.db.select().from(backupRuns).orderBy(backupRuns.id);

describe("scheduled backups", () => {
  it("a scheduled run claims its slot, writes a file and records it; the same slot again does nothing", async () => {
    const at = new Date("2027-03-14T09:26:53Z");
    const schedule = startBackupSchedule({ enabled: true, everyHours: 6, keep: 14, dir, firstDelayMs: 3_600_000, now: () => at })!;
    try {
      const outcome = await schedule.tick();
      expect(outcome).toMatchObject({ taken: true, ok: true });
      const files = backupFiles();
      expect(files).toHaveLength(1);
      const [row] = await runs();
      expect(row).toMatchObject({ trigger: "schedule", ok: true, file: files[0], error: null });
      expect(row.slot.toISOString()).toBe("2027-03-14T06:00:00.000Z");
      expect(row.bytes).toBe(statSync(join(dir, files[0])).size);
      expect(row.bytes).toBeGreaterThan(0);
      expect(row.finishedAt).not.toBeNull();

      expect(await latestBackupRun()).toEqual({
        startedAt: row.startedAt,
        finishedAt: row.finishedAt,
        ok: true,
        bytes: row.bytes,
        file: files[0],
        error: null,
      });

      // Later in the same six hours (a restart, another tick): the slot is taken.
      expect(await schedule.tick()).toEqual({ taken: false });
      expect(await runs()).toHaveLength(1);
      expect(backupFiles()).toHaveLength(1);
    } finally {
      await schedule.stop();
    }
  });

  it("records the backup npm run backup asks the running app for, with the schedule off too", async () => {
    // BACKUP_EVERY_HOURS=0: no timer, but the running app still answers the command (SIGUSR2, utils/db.server.ts).
    expect(startBackupSchedule({ enabled: true, everyHours: 0, keep: 14, dir })).toBeUndefined();
    const backup = await globalThis.__roadiesBackupCommand!();
    const [row] = await runs();
    expect(row).toMatchObject({ trigger: "command", ok: true, file: backup.file.split("/").pop(), bytes: backup.bytes });
    globalThis.__roadiesBackupCommand = undefined;
  });

  it("backs up soon after start when the current slot has no backup (the app was down at its start)", async () => {
    // Yesterday's backup, and the app starting again at 07:10 UTC: today's slot began at midnight.
    await test.db.insert(backupRuns).values({
      trigger: "schedule",
      slot: new Date("2027-03-13T00:00:00Z"),
      startedAt: new Date("2027-03-13T00:00:31Z"),
      finishedAt: new Date("2027-03-13T00:00:33Z"),
      ok: true,
      file: "roadies-20270313T000032Z-v25.sql.gz",
      bytes: 1000,
    });
    const schedule = startBackupSchedule({
      enabled: true,
      everyHours: 24,
      keep: 14,
      dir,
      firstDelayMs: 20,
      now: () => new Date("2027-03-14T07:10:00Z"),
    })!;
    try {
      await expect.poll(async () => (await runs()).filter((row) => row.ok !== null).length, { timeout: 20_000 }).toBe(2);
      const [, today] = await runs();
      expect(today).toMatchObject({ trigger: "schedule", ok: true });
      expect(today.slot.toISOString()).toBe("2027-03-14T00:00:00.000Z");
      expect(backupFiles()).toEqual([today.file]);
    } finally {
      await schedule.stop();
    }
  });

  it("slots are the same buckets on every instance", () => {
    expect(backupSlot(new Date("2027-03-14T23:59:59.999Z"), 24).toISOString()).toBe("2027-03-14T00:00:00.000Z");
    expect(backupSlot(new Date("2027-03-15T00:00:00Z"), 24).toISOString()).toBe("2027-03-15T00:00:00.000Z");
    expect(backupSlot(new Date("2027-03-15T05:00:00Z"), 1).toISOString()).toBe("2027-03-15T05:00:00.000Z");
  });

  it("two schedulers racing for the same slot make exactly one backup", async () => {
    // On PostgreSQL a second pool, as a second instance has; PGlite serves one process, so two calls at once.
    const second: DbHandle =
      test.handle.kind === "postgres" ? await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL!, max: 2 }) : test.handle;
    try {
      const slot = new Date("2027-03-14T00:00:00Z");
      const outcomes = await Promise.all([
        takeRecordedBackup({ dir, keep: 14, trigger: "schedule", slot }),
        takeRecordedBackup({ dir, keep: 14, trigger: "schedule", slot, handle: second }),
      ]);
      expect(outcomes.filter((outcome) => outcome.taken)).toHaveLength(1);
      expect(await runs()).toHaveLength(1);
      expect(backupFiles()).toHaveLength(1);
    } finally {
      if (second !== test.handle) await second.close();
    }
  });

  it("keeps exactly BACKUP_KEEP backup files, deleting the oldest and never anything else", async () => {
    const old = [1, 2, 3, 4, 5].map((day) => backupName("sql", 3, new Date(`2020-01-0${day}T03:00:00Z`)));
    for (const name of old) writeFileSync(join(dir, name), "old");
    writeFileSync(join(dir, "notes.txt"), "mine");
    writeFileSync(join(dir, "roadies-latest.sql.gz"), "not a backup's name");
    mkdirSync(join(dir, backupName("pglite", 1, new Date("2019-01-01T00:00:00Z"))));

    const outcome = await takeRecordedBackup({ dir, keep: 3, trigger: "schedule", slot: new Date("2027-03-14T00:00:00Z") });
    if (!outcome.taken || !outcome.ok) throw new Error("the backup failed");
    const written = outcome.backup.file.split("/").pop()!;
    expect(outcome.pruned.sort()).toEqual(old.slice(0, 3));
    expect(backupFiles().sort()).toEqual([...old.slice(3), written].sort());
    expect(readdirSync(dir)).toEqual(
      expect.arrayContaining(["notes.txt", "roadies-latest.sql.gz", "roadies-20190101T000000Z-v1.pglite.tar.gz"]),
    );
  });

  it("never deletes the file just written, even beside one named as if from the future", () => {
    const justWritten = backupName("sql", 3, new Date("2027-01-01T00:00:00Z"));
    const future = backupName("sql", 3, new Date("2099-01-01T00:00:00Z"));
    for (const name of [justWritten, future]) writeFileSync(join(dir, name), "x");
    expect(pruneBackups(dir, 1, join(dir, justWritten))).toEqual([future]);
    expect(backupFiles()).toEqual([justWritten]);
  });

  it("a failed backup is recorded, shown on the Integration Status card and mailed once to each admin", async () => {
    const ann = await createAdmin({ email: "ann@example.org" });
    const bob = await createAdmin({ email: "bob@example.org" });
    await createMember({ email: "fan@example.org" });
    // The backup directory is a file: nothing can be written there.
    const blocked = join(dir, "a-file");
    writeFileSync(blocked, "");

    const outcome = await takeRecordedBackup({ dir: blocked, keep: 14, trigger: "schedule", slot: new Date("2027-03-14T00:00:00Z") });
    expect(outcome).toMatchObject({ taken: true, ok: false });
    const [row] = await runs();
    expect(row.ok).toBe(false);
    expect(row.error).toMatch(/EEXIST|ENOTDIR/);
    expect(row.file).toBeNull();
    expect(await latestBackupRun()).toMatchObject({ ok: false, error: row.error, bytes: null, file: null });

    const card = (await getIntegrationCard()).find((line) => line.name === "backups")!;
    expect(card).toMatchObject({ label: "Backups", state: "error", text: `Error: ${row.error}` });
    expect(card.lastAttempt).not.toBeNull();

    const queued = await test.db.select().from(notifications);
    expect(queued.map((mail) => [mail.kind, mail.userId]).sort()).toEqual(
      [
        ["backup-failed", ann],
        ["backup-failed", bob],
      ].sort(),
    );

    const mails: Mail[] = [];
    const send = async (mail: Mail) => void mails.push(mail);
    await runNotificationSweep({ db: test.db, now: new Date(Date.now() + 1000), send });
    expect(mails.map((mail) => mail.to).sort()).toEqual(["ann@example.org", "bob@example.org"]);
    expect(mails[0].subject).toMatch(/a backup of the database failed/);
    expect(mails[0].text).toContain(row.error!);
    expect(mails[0].text).toContain(`Backup directory: ${blocked}`);
    expect(mails[0].text).toContain("There is no good backup yet.");
    expect(mails[0].text).toContain("The next scheduled backup tries again in at most 24 hours");

    // The next sweeps send nothing more; only another failed run mails again.
    await runNotificationSweep({ db: test.db, now: new Date(Date.now() + 120_000), send });
    expect(mails).toHaveLength(2);
    await takeRecordedBackup({ dir: blocked, keep: 14, trigger: "command" });
    await runNotificationSweep({ db: test.db, now: new Date(Date.now() + 240_000), send });
    expect(mails).toHaveLength(4);

    // A good backup clears the card's error.
    await takeRecordedBackup({ dir, keep: 14, trigger: "command" });
    expect((await getIntegrationCard()).find((line) => line.name === "backups")).toMatchObject({ state: "ok" });
  });
});

describe("the Backups line of the Integration Status card", () => {
  const at = new Date("2027-03-14T09:00:00Z");
  it("says whether a backup is scheduled before there is any, then the last one's time or error", () => {
    expect(backupLine(null, 24, "UTC")).toMatchObject({ state: "no-calls", text: "Scheduled — no backup yet" });
    expect(backupLine(null, 0, "UTC")).toMatchObject({ state: "not-configured", text: "Not scheduled" });
    const good = { startedAt: at, finishedAt: at, ok: true, bytes: 10, file: "f", error: null };
    expect(backupLine(good, 24, "UTC")).toMatchObject({ state: "ok", text: "Last backup Sun, Mar 14, 2027 · 9:00 AM UTC" });
    expect(backupLine({ ...good, ok: false, error: "disk full" }, 24, "UTC")).toMatchObject({ state: "error", text: "Error: disk full" });
  });

  it("calls a good backup older than two intervals and an hour an error: the schedule has stopped", () => {
    const good = { startedAt: at, finishedAt: at, ok: true, bytes: 10, file: "f", error: null };
    const later = (hours: number) => new Date(at.getTime() + hours * 3_600_000);
    expect(backupLine(good, 24, "UTC", later(49))).toMatchObject({ state: "ok" });
    expect(backupLine(good, 24, "UTC", later(49.1))).toMatchObject({
      state: "error",
      text: "Error: no backup since Sun, Mar 14, 2027 · 9:00 AM UTC",
    });
    expect(backupLine(good, 0, "UTC", later(1000))).toMatchObject({ state: "ok" });
  });
});

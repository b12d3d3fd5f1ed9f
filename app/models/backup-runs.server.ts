import { readdirSync, rmSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { createBackup, parseBackupName, type Backup } from "../../db/backup";
import type { Database, DbHandle } from "../../db/client";
import { backupRuns, users, type BACKUP_TRIGGERS } from "../../db/schema";
import { enqueueNotifications } from "~/notifications/outbox.server";
import { getDbHandle } from "~/utils/db.server";

/**
 * The record of the backups the running app takes: on its schedule (backup-schedule.server.ts) or
 * when `npm run backup` asks it (the embedded database). Each run is a row in backup_runs, written
 * when it starts and completed when it ends; a failed run mails every admin once, through the
 * outbox, in the transaction that records the failure.
 */

export type BackupTrigger = (typeof BACKUP_TRIGGERS)[number];

/** A finished backup run, as the admin's settings page, the Integration Status card and the metrics read it. */
export interface BackupRun {
  startedAt: Date;
  finishedAt: Date;
  ok: boolean;
  /** The file's size; null for a failed run. */
  bytes: number | null;
  /** The file's name in the backup directory; null for a failed run. */
  file: string | null;
  /** Why it failed; null for a successful run. */
  error: string | null;
}

/** The slot a time falls in: the start of its BACKUP_EVERY_HOURS bucket, counted from the epoch, so every instance computes the same one. */
export function backupSlot(now: Date, everyHours: number): Date {
  const span = everyHours * 3_600_000;
  return new Date(Math.floor(now.getTime() / span) * span);
}

/**
 * The last finished run (a run still going, or cut short by a stop, does not count); with
 * `succeeded`, the last one that wrote its file. Null when there is none.
 */
export async function latestBackupRun(options: { succeeded?: boolean } = {}, db?: Database): Promise<BackupRun | null> {
  const database = db ?? (await getDbHandle()).db;
  const [row] = await database
    .select({
      startedAt: backupRuns.startedAt,
      finishedAt: backupRuns.finishedAt,
      ok: backupRuns.ok,
      bytes: backupRuns.bytes,
      file: backupRuns.file,
      error: backupRuns.error,
    })
    .from(backupRuns)
    .where(and(isNotNull(backupRuns.finishedAt), options.succeeded ? eq(backupRuns.ok, true) : undefined))
    .orderBy(desc(backupRuns.startedAt), desc(backupRuns.id))
    .limit(1);
  if (!row?.finishedAt) return null;
  return { ...row, finishedAt: row.finishedAt, ok: row.ok === true };
}

/** One run's row, for the failure mail. */
export async function getBackupRun(db: Database, id: number) {
  const [row] = await db
    .select({ id: backupRuns.id, trigger: backupRuns.trigger, startedAt: backupRuns.startedAt, ok: backupRuns.ok, error: backupRuns.error })
    .from(backupRuns)
    .where(eq(backupRuns.id, id));
  return row ?? null;
}

/**
 * Deletes the oldest backup files in `dir` beyond `keep`, the one just written always among those
 * kept. Only files whose names are a backup's (parseBackupName) are counted or deleted. Returns
 * the names deleted.
 */
export function pruneBackups(dir: string, keep: number, justWritten: string): string[] {
  const written = basename(justWritten);
  const others = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== written)
    .map((entry) => ({ name: entry.name, parsed: parseBackupName(entry.name) }))
    .filter((entry): entry is { name: string; parsed: NonNullable<ReturnType<typeof parseBackupName>> } => entry.parsed !== null)
    // Newest first; the name breaks a tie of one second.
    .sort((a, b) => b.parsed.at.getTime() - a.parsed.at.getTime() || b.name.localeCompare(a.name));
  const doomed = others.slice(Math.max(keep - 1, 0)).map((entry) => entry.name);
  for (const name of doomed) rmSync(join(dir, name), { force: true });
  return doomed;
}

export type BackupOutcome =
  | { taken: false }
  | { taken: true; runId: number; ok: true; backup: Backup; pruned: string[] }
  | { taken: true; runId: number; ok: false; error: string };

/**
 * Takes one backup into `dir` and records it. A scheduled run claims its slot first (the unique
 * index on backup_runs' scheduled slots): of several instances, or two ticks of one, exactly one
 * gets the row and backs up; the others get `{ taken: false }` and do nothing. After a successful
 * backup the oldest files beyond `keep` are deleted; a failure is recorded with its error and
 * mailed to each admin once.
 */
export async function takeRecordedBackup(options: {
  dir: string;
  keep: number;
  trigger: BackupTrigger;
  /** The scheduled slot (backupSlot); a command's run is not claimed. */
  slot?: Date;
  handle?: DbHandle;
  now?: Date;
}): Promise<BackupOutcome> {
  const handle = options.handle ?? (await getDbHandle());
  const { db } = handle;
  const dir = resolve(options.dir);
  const now = options.now ?? new Date();
  const [claimed] = await db
    .insert(backupRuns)
    .values({ trigger: options.trigger, slot: options.slot ?? now, startedAt: now })
    .onConflictDoNothing()
    .returning({ id: backupRuns.id });
  if (!claimed) return { taken: false };
  const runId = claimed.id;

  let backup: Backup;
  try {
    backup = await createBackup(handle, dir);
  } catch (failure) {
    const error = (failure instanceof Error ? failure.message : String(failure)).slice(0, 2000);
    await recordFailure(db, runId, dir, error);
    return { taken: true, runId, ok: false, error };
  }
  let pruned: string[] = [];
  try {
    pruned = pruneBackups(dir, options.keep, backup.file);
  } catch (failure) {
    // The backup itself is whole: a file that could not be deleted is the next run's to try again.
    console.error("[backups] could not delete old backups", failure);
  }
  await db
    .update(backupRuns)
    .set({ finishedAt: new Date(), ok: true, file: basename(backup.file), bytes: backup.bytes })
    .where(eq(backupRuns.id, runId));
  return { taken: true, runId, ok: true, backup, pruned };
}

async function recordFailure(db: Database, runId: number, dir: string, error: string) {
  await db.transaction(async (tx) => {
    await tx.update(backupRuns).set({ finishedAt: new Date(), ok: false, error }).where(eq(backupRuns.id, runId));
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isAdmin, true), isNotNull(users.email)));
    await enqueueNotifications(
      admins.map((admin) => ({
        kind: "backup-failed" as const,
        subjectKey: `${runId}:${admin.id}`,
        userId: admin.id,
        payload: { runId, dir },
      })),
      tx,
    );
  });
}

import { backupDirFromEnv } from "../../db/backup";
import { answerBackupCommandWith, beforeDatabaseClose } from "~/utils/db.server";
import { branding } from "~/utils/branding.server";
import { formatDateTime } from "~/utils/dates";
import { backupSchedule } from "~/utils/env.server";
import { formatBytes } from "~/utils/format";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { backupSlot, latestBackupRun, takeRecordedBackup, type BackupOutcome } from "./backup-runs.server";

declare global {
  // One schedule per process, kept across dev rebuilds (each rebuild re-runs entry.server).
  var __roadiesBackupSchedule: BackupSchedule | undefined;
}

interface BackupSchedule {
  /** Tries the current slot now (what the timer does); resolves with what happened. */
  tick(): Promise<BackupOutcome | undefined>;
  stop(): Promise<void>;
}

/** The longest single wait: a timer longer than about 24.8 days fires at once in Node, and a clock that jumped is noticed within the hour. */
const MAX_WAIT_MS = 3_600_000;

/**
 * Scheduled backups inside the app: every BACKUP_EVERY_HOURS (default 24; 0 = off) each instance
 * wakes at the start of the next slot (backupSlot: the same buckets on every instance) and tries
 * to claim it in backup_runs; the database gives each slot to one of them, which backs up while
 * the others do nothing. The first try is soon after start, so a slot missed while the app was
 * down is backed up then, not a whole interval later. The newest BACKUP_KEEP files are kept.
 *
 * It also records the backups `npm run backup` asks this process for (the embedded database's
 * SIGUSR2, answered in utils/db.server.ts), with or without a schedule.
 *
 * `enabled` is false under vitest; tests call `tick` or takeRecordedBackup themselves.
 */
export function startBackupSchedule({
  everyHours = backupSchedule.everyHours,
  keep = backupSchedule.keep,
  dir = backupDirFromEnv(),
  enabled = !process.env.VITEST,
  firstDelayMs = 30_000,
  now = () => new Date(),
}: {
  everyHours?: number;
  keep?: number;
  dir?: string;
  enabled?: boolean;
  firstDelayMs?: number;
  now?: () => Date;
} = {}): BackupSchedule | undefined {
  if (!enabled || globalThis.__roadiesBackupSchedule) return undefined;
  answerBackupCommandWith(async () => {
    const outcome = await takeRecordedBackup({ dir, keep, trigger: "command" });
    if (!outcome.taken) throw new Error("The backup was not taken.");
    if (!outcome.ok) throw new Error(outcome.error);
    return outcome.backup;
  });
  if (everyHours <= 0) return undefined;

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<BackupOutcome | undefined> | undefined;

  const runSlot = async (): Promise<BackupOutcome | undefined> => {
    try {
      const at = now();
      const outcome = await takeRecordedBackup({ dir, keep, trigger: "schedule", slot: backupSlot(at, everyHours), now: at });
      if (outcome.taken && outcome.ok) {
        console.log(
          `[backups] written: ${outcome.backup.file} (${outcome.backup.bytes} bytes)${outcome.pruned.length ? `; deleted ${outcome.pruned.length} older` : ""}`,
        );
      } else if (outcome.taken) {
        console.error(`[backups] the scheduled backup failed: ${outcome.error}`);
      }
      return outcome;
    } catch (error) {
      console.error("[backups] the scheduled backup could not run; trying at the next slot", error);
      return undefined;
    }
  };

  // One run at a time: a tick during a long backup waits for it (and then finds its slot taken).
  const tick = () => {
    running ??= runSlot().finally(() => (running = undefined));
    return running;
  };

  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      void tick().finally(() => {
        const span = everyHours * 3_600_000;
        const untilNext = backupSlot(now(), everyHours).getTime() + span - now().getTime();
        // A second past the slot's start, so a clock a little behind the database's is in it.
        schedule(Math.min(untilNext + 1000, MAX_WAIT_MS));
      });
    }, delayMs);
    // Never the reason a process stays up.
    timer.unref();
  };

  const loop: BackupSchedule = {
    tick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      if (globalThis.__roadiesBackupSchedule === loop) globalThis.__roadiesBackupSchedule = undefined;
    },
  };
  globalThis.__roadiesBackupSchedule = loop;
  beforeDatabaseClose(loop.stop);
  // Soon after start, not at once: the app answers its first requests first.
  schedule(firstDelayMs);
  return loop;
}

/** What the admin's settings page shows of the backups: the schedule, where they go, and the last run. */
export async function getBackupSummary(timeZone = branding.timeZone) {
  const { everyHours, keep } = backupSchedule;
  const last = await latestBackupRun();
  return {
    schedule:
      everyHours === 0
        ? m.admin_backup_schedule_off()
        : m.admin_backup_schedule_keep({ every: m.admin_backup_schedule_every({ hours: everyHours }), keep }),
    directory: backupDirFromEnv(),
    last: last
      ? {
          ok: last.ok,
          at: formatDateTime(last.finishedAt, timeZone),
          size: last.bytes === null ? null : formatBytes(last.bytes),
          file: last.file,
          error: last.error,
        }
      : null,
  };
}

export type BackupSummary = Awaited<ReturnType<typeof getBackupSummary>>;

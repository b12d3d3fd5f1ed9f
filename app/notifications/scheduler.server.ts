import { beforeDatabaseClose, getDbHandle } from "~/utils/db.server";
import { notifySweepSeconds } from "~/utils/env.server";
import { runNotificationSweep } from "./sweep.server";

declare global {
  // One sweep loop per process, kept across dev rebuilds (each rebuild re-runs entry.server).
  var __roadiesNotificationSweep: { stop(): Promise<void> } | undefined;
}

/**
 * Runs the notifications sweep every NOTIFY_SWEEP_SECONDS (default 60, 0 = off) in this server
 * process. The next run is scheduled only when the previous one has finished, so runs never
 * overlap; a failed run is logged and the loop goes on. On SIGTERM/SIGINT the loop stops, the run
 * in progress hands back what it has not sent yet, and only then the database closes. Every
 * instance runs its own loop: the claim in sweep.server.ts keeps them from sending a row twice.
 */
export function startNotificationSweep({ seconds = notifySweepSeconds }: { seconds?: number } = {}) {
  if (process.env.VITEST || seconds <= 0 || globalThis.__roadiesNotificationSweep) return;

  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const runOnce = async () => {
    try {
      const { db } = await getDbHandle();
      const result = await runNotificationSweep({ db, now: new Date(), signal: abort.signal });
      if (result.enqueued || result.sent || result.skipped || result.failed) {
        console.log(
          `[notifications] sweep: ${result.enqueued} enqueued, ${result.sent} sent, ${result.skipped} skipped, ${result.failed} failed`,
        );
      }
    } catch (error) {
      console.error("[notifications] sweep failed; trying again next time", error);
    }
  };

  const schedule = (delayMs: number) => {
    if (abort.signal.aborted) return;
    timer = setTimeout(() => {
      running = runOnce().finally(() => {
        running = undefined;
        schedule(seconds * 1000);
      });
    }, delayMs);
    // Never the reason a process stays up.
    timer.unref();
  };

  const stop = async () => {
    abort.abort();
    clearTimeout(timer);
    await running;
  };

  globalThis.__roadiesNotificationSweep = { stop };
  beforeDatabaseClose(stop);
  // The first run soon after start, so a restart catches up on what came due while it was down.
  schedule(Math.min(seconds, 5) * 1000);
}

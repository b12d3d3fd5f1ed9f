import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../db/client";
import { closeMailTransport } from "~/integrations/mailer.server";
import { beforeDatabaseClose, getDbHandle } from "~/utils/db.server";
import { notifySweepSeconds } from "~/utils/env.server";
import type { Mail } from "./kind.server";
import { runNotificationSweep } from "./sweep.server";

declare global {
  // One sweep loop per process, kept across dev rebuilds (each rebuild re-runs entry.server).
  var __roadiesNotificationSweep: SweepLoop | undefined;
}

interface SweepLoop {
  /** Send what is due now, soon and outside the caller's call chain (outbox.server.ts calls it after a commit). */
  kick(): void;
  stop(): Promise<void>;
}

/**
 * The later of this process's clock and the database's. A row queued a moment ago is due from the
 * database's now() (the column's default); with the database host's clock ahead of ours by a few
 * milliseconds, a kicked run timed by our clock alone would not see it as due and it would wait for
 * the next periodic sweep.
 */
async function sweepTime(db: Database): Promise<Date> {
  const [row] = await queryRows<{ now: Date | string }>(db, sql`select now() as now`);
  const dbNow = new Date(row.now);
  return new Date(Math.max(Date.now(), dbNow.getTime()));
}

/**
 * Runs the notifications sweep every NOTIFY_SWEEP_SECONDS (default 60, 0 = off) in this server
 * process, and sends at once when kicked: a page or webhook that queued a mail kicks the loop once
 * its transaction has committed (outbox.server.ts), and the mail goes out within moments instead
 * of at the next periodic run. The periodic run is the safety net (a kick lost to a crash, another
 * instance's rows), retries and the time-based mails (reminders, ticket alerts, renewals).
 *
 * One run at a time per process: a kick or timer during a run asks for one more run after it
 * (kicks coalesce), so runs never overlap and a burst of kicks costs one extra pass. A kicked run
 * only sends; it goes on while it finds work, then stops. A failed run is logged and the loop goes
 * on; a kick never throws into the request that caused it. On SIGTERM/SIGINT the loop stops, the
 * run in progress hands back what it has not sent yet, and only then the database closes. Every
 * instance runs its own loop: the claim in sweep.server.ts keeps them from sending a row twice.
 *
 * `enabled` is false under vitest (tests run sweeps themselves); a test that wants the loop passes
 * true with its own send, and stops it.
 */
export function startNotificationSweep({
  seconds = notifySweepSeconds,
  enabled = !process.env.VITEST,
  send,
  db: givenDb,
}: {
  seconds?: number;
  enabled?: boolean;
  send?: (mail: Mail) => Promise<unknown>;
  db?: Database;
} = {}): SweepLoop | undefined {
  if (!enabled || seconds <= 0 || globalThis.__roadiesNotificationSweep) return undefined;

  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  /** What the next run does: nothing asked, send what is due, or the full periodic sweep. */
  let wanted: "none" | "send" | "full" = "none";

  const runOnce = async (mode: "send" | "full") => {
    try {
      const db = givenDb ?? (await getDbHandle()).db;
      const result = await runNotificationSweep({ db, now: await sweepTime(db), send, enqueue: mode === "full", signal: abort.signal });
      if (result.enqueued || result.sent || result.skipped || result.failed) {
        console.log(
          `[notifications] ${mode === "full" ? "sweep" : "send"}: ${result.enqueued} enqueued, ${result.sent} sent, ${result.skipped} skipped, ${result.failed} failed`,
        );
      }
      // More may have come due meanwhile, or the run stopped at its batch limit: look again until a pass finds nothing.
      if (result.sent + result.skipped + result.failed > 0) request("send");
    } catch (error) {
      console.error("[notifications] sweep failed; trying again next time", error);
    }
  };

  const drain = async () => {
    while (wanted !== "none" && !abort.signal.aborted) {
      const mode = wanted;
      wanted = "none";
      await runOnce(mode);
    }
  };

  function request(mode: "send" | "full") {
    if (abort.signal.aborted) return;
    wanted = mode === "full" || wanted === "full" ? "full" : "send";
    if (running) return;
    // setImmediate: the caller (a request just past its commit) answers first.
    running = new Promise<void>((resolve) => setImmediate(resolve)).then(drain).finally(() => {
      running = undefined;
      // A request that came in after drain's last check.
      if (wanted !== "none" && !abort.signal.aborted) request(wanted);
    });
  }

  const schedule = (delayMs: number) => {
    if (abort.signal.aborted) return;
    timer = setTimeout(() => {
      request("full");
      void running?.finally(() => schedule(seconds * 1000));
    }, delayMs);
    // Never the reason a process stays up.
    timer.unref();
  };

  const loop: SweepLoop = {
    kick: () => request("send"),
    async stop() {
      abort.abort();
      clearTimeout(timer);
      await running;
      closeMailTransport();
      if (globalThis.__roadiesNotificationSweep === loop) globalThis.__roadiesNotificationSweep = undefined;
    },
  };

  globalThis.__roadiesNotificationSweep = loop;
  beforeDatabaseClose(loop.stop);
  // The first run soon after start, so a restart catches up on what came due while it was down.
  schedule(Math.min(seconds, 5) * 1000);
  return loop;
}

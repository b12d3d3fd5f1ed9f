import client from "prom-client";
import { sql } from "drizzle-orm";
import { replacedMetric } from "../../server/metric-registry.mjs";
import { latestBackupRun } from "~/models/backup-runs.server";
import { db, getDbHandle } from "~/utils/db.server";
import { metricsText } from "~/utils/metrics.server";

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (Array.isArray(result) ? result : ((result as { rows?: Row[] }).rows ?? [])) as Row[];

/** The outbox (mail waiting to go), read when /metrics is scraped: one query for its gauges. */
async function outboxFigures() {
  const [row] = rowsOf(
    await db.execute(sql`
      select count(*) filter (where status = 'pending' and send_after <= now())::int as due,
             coalesce(extract(epoch from now() - min(send_after) filter (where status = 'pending' and send_after <= now())), 0)::float8 as oldest,
             count(*) filter (where status = 'failed')::int as failed
        from notifications
       where status in ('pending', 'failed')`),
  );
  return { due: Number(row?.due ?? 0), oldest: Number(row?.oldest ?? 0), failed: Number(row?.failed ?? 0) };
}

/**
 * prom-client reads every metric of a scrape at once: the three outbox gauges share the one query
 * in flight (a later scrape makes a new one).
 */
let outboxQuery: ReturnType<typeof outboxFigures> | null = null;
function outboxFiguresOnce() {
  outboxQuery ??= outboxFigures().finally(() => (outboxQuery = null));
  return outboxQuery;
}

function outboxGauge(name: string, help: string, figure: "due" | "oldest" | "failed") {
  replacedMetric(
    name,
    (metricName) =>
      new client.Gauge({
        name: metricName,
        help,
        async collect() {
          this.set((await outboxFiguresOnce())[figure]);
        },
      }),
  );
}
outboxGauge("roadies_outbox_due", "Mails in the outbox whose time has come and that are not sent yet (the queue's depth)", "due");
outboxGauge("roadies_outbox_oldest_due_seconds", "How long the oldest due, unsent mail in the outbox has waited (0: none waits)", "oldest");
outboxGauge("roadies_outbox_failed", "Mails the outbox gave up on after its last try", "failed");

replacedMetric(
  "roadies_db_pool_max",
  (name) =>
    new client.Gauge({
      name,
      help: "Connections this process's database pool may open (1: the embedded database)",
      async collect() {
        this.set((await getDbHandle()).poolMax);
      },
    }),
);

replacedMetric(
  "roadies_db_connections",
  (name) =>
    new client.Gauge({
      name,
      help: "This process's open database connections by state (PostgreSQL's pg_stat_activity; the one answering this scrape counts as active)",
      labelNames: ["state"],
      async collect() {
        const handle = await getDbHandle();
        this.reset();
        if (!handle.applicationName) {
          // The embedded database is one connection inside this process, always open.
          this.set({ state: "open" }, 1);
          return;
        }
        const rows = rowsOf(
          await db.execute(sql`
            select coalesce(state, 'unknown') as state, count(*)::int as n
              from pg_stat_activity
             where application_name = ${handle.applicationName}
             group by 1`),
        );
        for (const state of ["active", "idle", "idle in transaction"]) this.set({ state }, 0);
        for (const row of rows) this.set({ state: String(row.state) }, Number(row.n));
      },
    }),
);

replacedMetric(
  "roadies_backup_last_success_age_seconds",
  (name) =>
    new client.Gauge({
      name,
      help: "Seconds since the last backup that succeeded finished (+Inf: none has yet, so an age alert fires)",
      async collect() {
        const last = await latestBackupRun({ succeeded: true });
        this.set(last ? (Date.now() - last.finishedAt.getTime()) / 1000 : Number.POSITIVE_INFINITY);
      },
    }),
);

/** What /metrics answers: every metric of this process, the database's gauges read now. */
export function collectMetrics() {
  return metricsText();
}

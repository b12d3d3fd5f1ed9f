/**
 * `npm run bench:mail`: how fast the outbox gets mail out, against a local SMTP sink (a script, not
 * a test; not part of `npm test`). It starts the sink in this process and app instances as child
 * processes, each running the app's own modules as the server does: the database client, the
 * notification loop (scheduler.server.ts, with the pooled SMTP transport) and a small HTTP front
 * that answers
 *   POST /act   an action's transaction that queues one mail (answered at its commit), and
 *   GET /events the /events page's loader (session lookup and its two queries), as the page's data.
 * The loader stands for a page because what a sweep competes with is the database and the event
 * loop, not React's render.
 *
 * Measured, and printed as a Markdown table:
 *   (a) latency: 100 actions one after another; the time from each action's answer to its mail in
 *       the sink (p50, p95, max). Goal: p95 ≤ 5 s.
 *   (b) throughput: 2,000 mails queued at once and two instances sweeping the same PostgreSQL
 *       database; mails per second until the last arrives, and duplicates at the sink (by
 *       recipient and by Message-ID). Goal: ≥ 50/s, no duplicate. On PGlite (one process) one instance.
 *   (c) page p99: GET /events with 4 clients, idle and during the 2,000-mail run. Goal: within 2×.
 *   (d) mail and push alerts: the same 2,000 members each with a device on a loopback push service
 *       (test/push-service.ts, which checks each alert's VAPID signature and decrypts it); an event
 *       called off queues 2,000 notices, each with its alert (4,000 deliveries). Deliveries per
 *       second until the last arrives, duplicates at the sink and at the push service, and the page
 *       p99 meanwhile. Goal: ≥ 50/s.
 *   (e) an announcement to 10,000 members (BENCH_MAIL_ANNOUNCE), each with a device: the time of the
 *       one transaction that writes its recipients, mails and alerts. Goal: ≤ 2 s.
 *
 * Databases: PGlite always (a temporary DATA_DIR), PostgreSQL when BENCH_DATABASE_URL is set: a
 * throw-away database `roadies_bench_mail` is created on that server and dropped afterwards.
 * Ports: the sink on BENCH_MAIL_PORT (default 3525), instances on the next ports.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SMTPServer } from "smtp-server";
import { startPushService, type PushService } from "../test/push-service";

const SINK_PORT = Number(process.env.BENCH_MAIL_PORT ?? 3525);
const ACTIONS = Number(process.env.BENCH_MAIL_ACTIONS ?? 100);
const BATCH = Number(process.env.BENCH_MAIL_BATCH ?? 2000);
const PAGE_CLIENTS = 4;
const ANNOUNCE = Number(process.env.BENCH_MAIL_ANNOUNCE ?? 10_000);
const SESSION_SECRET = "bench-mail-session-secret-0123456789-abcdefghijklmnopqrstuvwxyz";
const log = (message: string) => console.log(`[bench:mail] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// An instance: the app's modules in a child process.

async function instance() {
  const port = Number(process.env.PORT);
  const { sql } = await import("drizzle-orm");
  const { getDbHandle } = await import("../app/utils/db.server");
  const { migrateDatabase } = await import("../db/client");
  const handle = await getDbHandle();
  if (process.env.BENCH_MIGRATE === "1") await migrateDatabase(handle);
  const { enqueueNotification, queuePushAlerts } = await import("../app/notifications/outbox.server");
  const { queryRows } = await import("../db/client");
  const { startNotificationSweep } = await import("../app/notifications/scheduler.server");
  const { loader } = await import("../app/routes/_events+/events._index");
  const loop = startNotificationSweep();
  if (!loop) throw new Error("the notification loop did not start");
  const { db } = handle;

  http
    .createServer((request, response) => {
      const url = new URL(request.url ?? "/", `http://127.0.0.1:${port}`);
      const answer = (status: number, body: string) => {
        response.statusCode = status;
        response.end(body);
      };
      void (async () => {
        if (request.method === "POST" && url.pathname === "/act") {
          // As an action does: its write and the mail it causes in one transaction.
          const userId = url.searchParams.get("user")!;
          await db.transaction(async (tx) => {
            await tx.execute(sql`update users set updated_at = now() where id = ${userId}`);
            await enqueueNotification(
              {
                kind: "slack-invite",
                subjectKey: `act-${url.searchParams.get("n")}`,
                userId,
                payload: { url: "https://slack.example/invite" },
              },
              tx,
            );
          });
          return answer(200, "queued");
        }
        if (request.method === "POST" && url.pathname === "/seed") {
          // Members with an address, one per mail (the slack-invite kind mails the member).
          await db.execute(sql`
            insert into users (id, email, first_name)
            select 'bench-' || g, 'member' || g || '@bench.example', 'Member'
              from generate_series(1, ${Number(url.searchParams.get("n"))}::int) as g
            on conflict do nothing`);
          return answer(200, "seeded");
        }
        if (request.method === "POST" && url.pathname === "/queue") {
          // A batch queued at once (as a reminder run or an exchange alert does), not kicked: /kick starts the instances.
          await db.execute(sql`
            insert into notifications (kind, subject_key, user_id, payload)
            select 'slack-invite', 'batch-' || g, 'bench-' || g, '{"url": "https://slack.example/invite"}'::jsonb
              from generate_series(${Number(url.searchParams.get("from"))}::int, ${Number(url.searchParams.get("to"))}::int) as g`);
          return answer(200, "queued");
        }
        if (request.method === "POST" && url.pathname === "/devices") {
          // One device per member, as the browser's subscription (endpoint and keys) would be stored.
          const chunks: Buffer[] = [];
          for await (const chunk of request) chunks.push(chunk as Buffer);
          const devices = JSON.parse(Buffer.concat(chunks).toString()) as {
            userId: string;
            endpoint: string;
            p256dh: string;
            auth: string;
          }[];
          for (let i = 0; i < devices.length; i += 500) {
            const part = devices.slice(i, i + 500);
            await db.execute(sql`
              insert into push_subscriptions (user_id, endpoint, p256dh, auth, topics)
              values ${sql.join(
                part.map((d) => sql`(${d.userId}, ${d.endpoint}, ${d.p256dh}, ${d.auth}, '{event-changes}'::text[])`),
                sql`, `,
              )}`);
          }
          return answer(200, "devices");
        }
        if (request.method === "POST" && url.pathname === "/call-off") {
          // An event called off: its RSVP'd members' notices, each with the alert to their device, queued at once, not kicked.
          const [event] = await queryRows<{ id: number }>(
            db,
            sql`insert into events (title, date, location, type, cancelled_at)
                values ('Bench match', now() + interval '3 days', 'Bench Park', 'match', now()) returning id`,
          );
          const ids = await queryRows<{ id: number }>(
            db,
            sql`
            insert into notifications (kind, subject_key, user_id, payload)
            select 'event-cancelled', ${event.id} || ':bench-' || g, 'bench-' || g,
                   jsonb_build_object('eventId', ${event.id}::int, 'roles', jsonb_build_array('attendee'))
              from generate_series(${Number(url.searchParams.get("from"))}::int, ${Number(url.searchParams.get("to"))}::int) as g
            returning id`,
          );
          await queuePushAlerts(
            db,
            ids.map((row) => row.id),
          );
          return answer(200, "queued");
        }
        if (request.method === "POST" && url.pathname === "/announce") {
          // N members of a tier of their own, each with a device, then one announcement to them, queued and timed.
          const n = Number(url.searchParams.get("n"));
          await db.execute(sql`
            insert into users (id, email, first_name, membership_status, membership_tier)
            select 'news-' || g, 'news' || g || '@bench.example', 'Member', 'active', 'bench-news'
              from generate_series(1, ${n}::int) as g
            on conflict do nothing`);
          await db.execute(sql`
            insert into push_subscriptions (user_id, endpoint, p256dh, auth, topics)
            select 'news-' || g, 'https://push.bench.example/' || g, 'p', 'a', '{announcements}'::text[]
              from generate_series(1, ${n}::int) as g
            on conflict do nothing`);
          const [admin] = await queryRows<{ id: string }>(db, sql`select id from users limit 1`);
          const [row] = await queryRows<{ id: number }>(
            db,
            sql`insert into announcements (title, body, audience, send_at, created_by)
                values ('Gate B', 'Use gate B.', ${JSON.stringify({ kind: "members", statuses: ["active"], tiers: ["bench-news"] })}::jsonb,
                        now() + interval '1 day', ${admin.id}) returning id`,
          );
          const { queueAnnouncement } = await import("../app/models/announcements.server");
          const started = performance.now();
          const queued = await queueAnnouncement(row.id, new Date(Date.now() + 2 * 86_400_000), db);
          const took = performance.now() - started;
          // Nothing of it is sent: the bench's sink and push service are not waiting for 20,000 more.
          await db.execute(sql`update notifications set status = 'skipped' where status = 'pending'`);
          return answer(200, JSON.stringify({ ms: took, recipients: queued?.recipients ?? 0 }));
        }
        if (request.method === "POST" && url.pathname === "/kick") {
          loop.kick();
          return answer(200, "kicked");
        }
        if (url.pathname === "/events") {
          const page = await loader({ request: new Request(url), params: {}, context: {} });
          return answer(page.status, await page.text());
        }
        answer(404, "");
      })().catch((error: unknown) => answer(500, String(error)));
    })
    .listen(port, "127.0.0.1", () => process.send?.("ready"));
  process.on("message", (message) => {
    if (message === "stop") void loop.stop().then(() => handle.close().then(() => process.exit(0)));
  });
}

// ---------------------------------------------------------------------------------------------
// The sink and the runs.

type Received = { to: string; messageId: string; at: number };
const received: Received[] = [];
const waiting = new Map<string, (at: number) => void>();

function startSink(): Promise<SMTPServer> {
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    maxClients: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const at = performance.now();
        const raw = Buffer.concat(chunks).toString("utf8");
        const messageId = /^message-id:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? "";
        for (const rcpt of session.envelope.rcptTo) {
          const to = rcpt.address.toLowerCase();
          received.push({ to, messageId, at });
          waiting.get(to)?.(at);
        }
        callback();
      });
    },
  });
  return new Promise((resolve) => sink.listen(SINK_PORT, "127.0.0.1", () => resolve(sink)));
}

type Instance = { child: ChildProcess; port: number };

async function startInstance(port: number, dbEnv: Record<string, string>, migrate: boolean): Promise<Instance> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...dbEnv,
    ROLE: "instance",
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET,
    SMTP_URL: `smtp://127.0.0.1:${SINK_PORT}`,
    SMTP_FROM: "Bench <bench@localhost>",
    NOTIFY_SWEEP_SECONDS: "60",
    BACKUP_EVERY_HOURS: "0",
    SLACK_INVITE_URL: "https://slack.example/invite",
    BENCH_MIGRATE: migrate ? "1" : "0",
    // The alerts go to this process's loopback push service.
    PUSH_ALLOW_PRIVATE_ENDPOINTS: "1",
    NODE_ENV: "production",
  };
  if (!dbEnv.DATABASE_URL) delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url)], {
    env,
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`instance on ${port} exited (${code})`)));
  });
  return { child, port };
}

async function stopInstance({ child }: Instance) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.send("stop");
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null) child.kill("SIGKILL");
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

function request(port: number, method: string, path: string, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path, agent }, (response) => {
      response.resume();
      response.on("end", () =>
        response.statusCode === 200 ? resolve(performance.now()) : reject(new Error(`${method} ${path}: ${response.statusCode}`)),
      );
    });
    req.on("error", reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${method} ${path}`)));
    req.end(body);
  });
}

/** A request's answer text (the instance's figures). */
function requestText(port: number, method: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString();
        if (response.statusCode === 200) resolve(text);
        else reject(new Error(`${method} ${path}: ${response.statusCode} ${text}`));
      });
    });
    req.on("error", reject);
    req.setTimeout(120_000, () => req.destroy(new Error(`timeout: ${method} ${path}`)));
    req.end();
  });
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (n: number) => `${Math.round(n).toLocaleString("en-US")} ms`;

/** GET /events from PAGE_CLIENTS clients until `done` resolves (or for `forMs`); the latencies. */
async function pageLoad(port: number, until: Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  let stop = false;
  void until.then(() => (stop = true));
  await Promise.all(
    Array.from({ length: PAGE_CLIENTS }, async () => {
      while (!stop) {
        const started = performance.now();
        latencies.push((await request(port, "GET", "/events")) - started);
      }
    }),
  );
  return latencies;
}

interface DbTarget {
  name: string;
  env: Record<string, string>;
  close(): Promise<void>;
  twoInstances: boolean;
}

async function postgresTarget(serverUrl: string): Promise<DbTarget> {
  const { default: postgres } = await import("postgres");
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe("drop database if exists roadies_bench_mail with (force)");
  await admin.unsafe("create database roadies_bench_mail");
  const url = new URL(serverUrl);
  url.pathname = "/roadies_bench_mail";
  return {
    name: "PostgreSQL",
    env: { DATABASE_URL: url.toString() },
    twoInstances: true,
    async close() {
      await admin.unsafe("drop database if exists roadies_bench_mail with (force)");
      await admin.end();
    },
  };
}

async function main() {
  const sink = await startSink();
  log(`SMTP sink on 127.0.0.1:${SINK_PORT}`);
  const push = await startPushService();
  log(`push service on ${push.origin}`);
  const rows: string[] = [];
  const alertRows: string[] = [];
  const announceRows: string[] = [];
  const databases = (process.env.BENCH_MAIL_DATABASES ?? "pglite,postgres").split(",");
  for (const database of databases) {
    const pglite = database === "pglite";
    if (!pglite && !process.env.BENCH_DATABASE_URL) continue;
    const dataDir = pglite ? mkdtempSync(join(tmpdir(), "roadies-bench-mail-")) : null;
    const target = pglite ? null : await postgresTarget(process.env.BENCH_DATABASE_URL!);
    const name = pglite ? "PGlite" : target!.name;
    const dbEnv = pglite ? { DATA_DIR: dataDir! } : target!.env;
    received.length = 0;
    const first = await startInstance(SINK_PORT + 1, dbEnv, true);
    const instances = [first];
    try {
      await request(first.port, "POST", `/seed?n=${ACTIONS + BATCH}`);

      // (a) latency: one action at a time, each answered, then its mail awaited at the sink.
      const latencies: number[] = [];
      for (let n = 1; n <= ACTIONS; n++) {
        const to = `member${n}@bench.example`;
        const arrived = new Promise<number>((resolve) => waiting.set(to, resolve));
        const answered = await request(first.port, "POST", `/act?n=${n}&user=bench-${n}`);
        const at = await Promise.race([arrived, sleep(60_000).then(() => NaN)]);
        waiting.delete(to);
        latencies.push(at - answered);
        await sleep(20);
      }
      log(
        `${name} (a): action answered → mail in the sink: p50 ${ms(pct(latencies, 50))}, p95 ${ms(pct(latencies, 95))}, max ${ms(Math.max(...latencies))}`,
      );

      // (c) idle pages
      const idle = await pageLoad(first.port, sleep(5000));
      log(`${name} (c) idle: GET /events ${idle.length} requests, p50 ${ms(pct(idle, 50))}, p99 ${ms(pct(idle, 99))}`);

      // (b) a batch queued at once; two instances on PostgreSQL
      if (target?.twoInstances) instances.push(await startInstance(SINK_PORT + 2, dbEnv, false));
      const before = received.length;
      await request(first.port, "POST", `/queue?from=${ACTIONS + 1}&to=${ACTIONS + BATCH}`);
      const started = performance.now();
      await Promise.all(instances.map((i) => request(i.port, "POST", "/kick")));
      let allIn: () => void = () => {};
      const done = new Promise<void>((resolve) => (allIn = resolve));
      const watch = setInterval(() => {
        if (received.length - before >= BATCH || performance.now() - started > 300_000) allIn();
      }, 10);
      const during = await pageLoad(first.port, done);
      clearInterval(watch);
      // Late duplicates would arrive after the last expected mail.
      await sleep(2000);
      const batch = received.slice(before);
      const seconds = (Math.max(...batch.map((m) => m.at)) - started) / 1000;
      const recipients = new Set(batch.map((m) => m.to)).size;
      const ids = new Set(batch.map((m) => m.messageId)).size;
      const rate = batch.length / seconds;
      log(
        `${name} (b): ${batch.length} mails of ${BATCH} in ${seconds.toFixed(1)} s = ${rate.toFixed(0)}/s with ${instances.length} instance(s); ${recipients} recipients, ${ids} Message-IDs, duplicates ${batch.length - recipients}`,
      );
      log(`${name} (c) during: GET /events ${during.length} requests, p50 ${ms(pct(during, 50))}, p99 ${ms(pct(during, 99))}`);
      rows.push(
        `| ${name} | ${ms(pct(latencies, 50))} / ${ms(pct(latencies, 95))} | ${batch.length} in ${seconds.toFixed(1)} s = ${rate.toFixed(0)}/s (${instances.length} instance${instances.length > 1 ? "s" : ""}), ${batch.length - recipients} duplicates | ${ms(pct(idle, 99))} → ${ms(pct(during, 99))} (${(pct(during, 99) / pct(idle, 99)).toFixed(1)}×) |`,
      );
      alertRows.push(await mailAndAlerts(name, instances, push, idle));
      const announced = JSON.parse(await requestText(first.port, "POST", `/announce?n=${ANNOUNCE}`)) as { ms: number; recipients: number };
      log(`${name} (e): an announcement to ${announced.recipients} members queued (recipients, mails, alerts) in ${ms(announced.ms)}`);
      announceRows.push(`| ${name} | ${announced.recipients.toLocaleString("en-US")} | ${ms(announced.ms)} |`);
    } finally {
      for (const i of instances) await stopInstance(i);
      await target?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  }
  sink.close();
  await push.close();
  agent.destroy();
  console.log(
    [
      "",
      "| database | (a) answer → mailbox p50 / p95 | (b) batch of 2,000 | (c) GET /events p99 idle → during |",
      "| --- | --- | --- | --- |",
      ...rows,
      "",
      `| database | (d) ${BATCH.toLocaleString("en-US")} notices + ${BATCH.toLocaleString("en-US")} alerts | duplicates (mail / alerts) | GET /events p99 idle → during |`,
      "| --- | --- | --- | --- |",
      ...alertRows,
      "",
      "| database | (e) announcement to members (each with a device) | queued in one transaction |",
      "| --- | --- | --- |",
      ...announceRows,
    ].join("\n"),
  );
}

/** (d): every batch member gets a device; an event called off queues a notice and an alert each. */
async function mailAndAlerts(name: string, instances: Instance[], push: PushService, idle: number[]): Promise<string> {
  const [first] = instances;
  const members = Array.from({ length: BATCH }, (_, i) => `bench-${ACTIONS + 1 + i}`);
  const devices = members.map((userId) => {
    const { endpoint, keys } = push.subscription();
    return { userId, endpoint, p256dh: keys.p256dh, auth: keys.auth };
  });
  await request(first.port, "POST", "/devices", JSON.stringify(devices));
  const mailsBefore = received.length;
  push.received.length = 0;
  await request(first.port, "POST", `/call-off?from=${ACTIONS + 1}&to=${ACTIONS + BATCH}`);
  const started = performance.now();
  let lastAlert = started;
  const alertCount = () => push.received.length;
  await Promise.all(instances.map((i) => request(i.port, "POST", "/kick")));
  let allIn: () => void = () => {};
  const done = new Promise<void>((resolve) => (allIn = resolve));
  let seenAlerts = 0;
  const watch = setInterval(() => {
    if (alertCount() > seenAlerts) {
      seenAlerts = alertCount();
      lastAlert = performance.now();
    }
    if ((received.length - mailsBefore >= BATCH && alertCount() >= BATCH) || performance.now() - started > 300_000) allIn();
  }, 10);
  const during = await pageLoad(first.port, done);
  clearInterval(watch);
  await sleep(2000);
  const mails = received.slice(mailsBefore);
  const lastMail = Math.max(...mails.map((mail) => mail.at));
  const seconds = (Math.max(lastMail, lastAlert) - started) / 1000;
  const deliveries = mails.length + push.received.length;
  const mailDuplicates = mails.length - new Set(mails.map((mail) => mail.to)).size;
  const alertDuplicates = push.received.length - new Set(push.received.map((alert) => alert.id)).size;
  const rate = deliveries / seconds;
  log(
    `${name} (d): ${mails.length} mails and ${push.received.length} alerts (${push.refused.length} refused) in ${seconds.toFixed(1)} s = ${rate.toFixed(0)}/s; duplicates ${mailDuplicates} / ${alertDuplicates}`,
  );
  log(`${name} (d) during: GET /events ${during.length} requests, p50 ${ms(pct(during, 50))}, p99 ${ms(pct(during, 99))}`);
  return `| ${name} | ${mails.length} + ${push.received.length} in ${seconds.toFixed(1)} s = ${rate.toFixed(0)}/s (${instances.length} instance${instances.length > 1 ? "s" : ""}) | ${mailDuplicates} / ${alertDuplicates} | ${ms(pct(idle, 99))} → ${ms(pct(during, 99))} (${(pct(during, 99) / pct(idle, 99)).toFixed(1)}×) |`;
}

if (process.env.ROLE === "instance") await instance();
else await main();

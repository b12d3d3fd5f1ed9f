/**
 * `npm run bench`: load test of the events pages against the built app (not a test; it asserts
 * nothing). For each database it seeds a large data set, starts `npm run serve` on a free port,
 * measures GET /events and GET /api/events with autocannon, stops the server and cleans up, then
 * prints a Markdown table and writes it to bench-results/latest.md.
 *
 * - PGlite always, in a fresh temporary DATA_DIR.
 * - PostgreSQL too when BENCH_DATABASE_URL is set. That database is EMPTIED (TRUNCATE of every
 *   table) first. DATABASE_URL is never used or touched.
 *
 * Knobs: BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS (default 10), BENCH_PORT (first
 * port tried, default 3300), BENCH_ROUTES (comma-separated paths, default /events,/api/events).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import net from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { describeDb, migrateDatabase, openDatabase, type Database, type DbConfig } from "../db/client";
import { brandingFromEnv } from "../app/utils/branding.server";

// ---------------------------------------------------------------------------------------------
// autocannon ships no type declarations (and @types/autocannon is not installed): the part we use.
interface Histogram {
  mean: number;
  total: number;
  p50: number;
  p99: number;
}
interface AutocannonResult {
  requests: Histogram;
  latency: Histogram;
  throughput: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

// ---------------------------------------------------------------------------------------------
const EVENTS = 10_000;
const USERS = 1_000;
const RSVPS_PER_USER = 100;
const WARMUP_SECONDS = 2;

const ROOT = process.cwd();
const RESULTS_DIR = resolve(ROOT, "bench-results");
const duration = positiveInt("BENCH_DURATION", 10);
const connections = positiveInt("BENCH_CONNECTIONS", 10);
const firstPort = positiveInt("BENCH_PORT", 3300);
const routes = (process.env.BENCH_ROUTES ?? "/events,/api/events")
  .split(",")
  .map((r) => r.trim())
  .filter(Boolean);

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got ${raw}`);
  return value;
}

interface Row {
  database: string;
  route: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  bytes: number;
  errors: number;
  /** e.g. "8 timeouts", for the errors column. */
  errorDetail: string;
  requests: number;
}

const log = (message: string) => console.log(`[bench] ${message}`);

// ---------------------------------------------------------------------------------------------
// Build

function ensureBuild() {
  const entry = join(ROOT, "build/index.js");
  if (!existsSync(entry)) {
    log("build/index.js is missing: running npm run build");
    const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (result.status !== 0) throw new Error("npm run build failed");
  } else {
    log(`using the existing build (build/index.js from ${statSync(entry).mtime.toISOString()}); run npm run build after changes`);
  }
}

// ---------------------------------------------------------------------------------------------
// Data

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  // postgres.js returns the rows as an array, PGlite as { rows }.
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const value = await work();
  log(`  ${label} (${Math.round(performance.now() - started)} ms)`);
  return value;
}

async function emptyDatabase(db: Database) {
  const tables = await rows<{ name: string }>(
    db,
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  if (!tables.length) return;
  console.warn(`[bench] WARNING: emptying ${tables.length} tables of the BENCH_DATABASE_URL database (TRUNCATE … RESTART IDENTITY CASCADE)`);
  await db.execute(sql.raw(`truncate table ${tables.map((t) => t.name).join(", ")} restart identity cascade`));
}

/** 10,000 events over six years, 1,000 members, 100 RSVPs each; counts kept consistent. */
async function seed(db: Database) {
  const { clubName } = brandingFromEnv();
  const now = new Date();
  const start = new Date(now);
  start.setUTCFullYear(start.getUTCFullYear() - 5);
  const end = new Date(now);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  const stepMs = (end.getTime() - start.getTime()) / (EVENTS - 1);

  await timed(`${EVENTS} events`, () =>
    db.execute(sql`
      insert into events (title, description, date, location, type, is_home_match, competition_type)
      select
        case
          when g % 10 < 6 then ${clubName}::text || ' vs Opponent ' || g
          when g % 10 < 8 then 'Watch party: ' || ${clubName}::text || ' vs Opponent ' || g
          else 'Community event ' || g
        end,
        case when g % 4 = 0 then null else 'Benchmark event ' || g || '. ' || repeat('Bring scarves, flags and friends. ', 1 + g % 4) end,
        ${start.toISOString()}::timestamptz + (g - 1) * ${stepMs}::float8 * interval '1 millisecond',
        case when g % 2 = 0 then 'Riverside Community Stadium' else 'Away ground ' || (g % 50) end,
        case when g % 10 < 6 then 'match' when g % 10 < 8 then 'watch-party' else 'community' end,
        case when g % 10 < 6 then g % 2 = 0 end,
        case when g % 10 < 6 then (array['league', 'cup', 'friendly', 'playoff', 'continental', 'preseason'])[1 + g % 6] end
      from generate_series(1, ${EVENTS}::int) as g
    `),
  );
  await timed(`${USERS} users`, () =>
    db.execute(sql`
      insert into users (email, first_name, last_name, membership_status, membership_type)
      select 'bench-' || g || '@example.org', 'Bench', 'Member ' || g,
        case when g % 3 = 0 then 'inactive' else 'active' end,
        case when g % 3 = 0 then null when g % 2 = 0 then 'annual' else 'monthly' end
      from generate_series(1, ${USERS}::int) as g
    `),
  );
  // Member i goes to events (7i + 100j) mod 10,000 for j < 100: distinct for each member.
  await timed(`${USERS * RSVPS_PER_USER} event_attendees`, () =>
    db.execute(sql`
      insert into event_attendees (event_id, user_id)
      select e.id, u.id
      from (select id, row_number() over (order by email) - 1 as i from users) as u
      cross join generate_series(0, ${RSVPS_PER_USER - 1}::int) as j
      join (select id, row_number() over (order by id) - 1 as k from events) as e
        on e.k = (u.i * 7 + j * ${Math.floor(EVENTS / RSVPS_PER_USER)}::int) % ${EVENTS}::int
    `),
  );
  await timed("attendee_count", () =>
    db.execute(sql`
      update events set attendee_count = c.n
      from (select event_id, count(*)::int as n from event_attendees group by event_id) as c
      where events.id = c.event_id
    `),
  );
  const [check] = await rows<{ events: number; attendees: number; wrong: number }>(
    db,
    sql`select
      (select count(*)::int from events) as events,
      (select count(*)::int from event_attendees) as attendees,
      (select count(*)::int from events e
        where e.attendee_count <> (select count(*) from event_attendees a where a.event_id = e.id)) as wrong`,
  );
  if (check.events !== EVENTS || check.attendees !== USERS * RSVPS_PER_USER || check.wrong !== 0) {
    throw new Error(`seed check failed: ${JSON.stringify(check)}`);
  }
  await timed("analyze", () => db.execute(sql`analyze`));
}

async function prepareDatabase(config: DbConfig) {
  log(`preparing ${describeDb(config)}`);
  const handle = await openDatabase(config);
  try {
    await timed("migrations", () => migrateDatabase(handle));
    if (config.kind === "postgres") await emptyDatabase(handle.db);
    await seed(handle.db);
  } finally {
    await handle.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Server

async function isPortFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = net.createServer();
    server.once("error", () => done(false));
    server.listen(port, () => server.close(() => done(true)));
  });
}

async function freePort(): Promise<number> {
  for (let port = firstPort; port < firstPort + 100; port++) {
    if (await isPortFree(port)) return port;
  }
  throw new Error(`no free port in ${firstPort}-${firstPort + 99}`);
}

interface Server {
  child: ChildProcess;
  port: number;
  logFile: string;
  exited: Promise<void>;
}

let running: Server | null = null;

function startServer(port: number, dbEnv: Record<string, string>, logFile: string): Server {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...dbEnv,
    PORT: String(port),
    APP_URL: `http://localhost:${port}`,
    SEED_DEMO: "0",
    NODE_ENV: "production",
    SESSION_SECRET: "bench-session-secret-0123456789-abcdefghijklmnopqrstuvwxyz",
  };
  if (!dbEnv.DATABASE_URL) delete env.DATABASE_URL;
  if (!dbEnv.DATA_DIR) delete env.DATA_DIR;
  const fd = openSync(logFile, "w");
  // Its own process group, so SIGTERM reaches npm, the shell and remix-serve alike.
  const child = spawn("npm", ["run", "serve"], { env, detached: true, stdio: ["ignore", fd, fd] });
  closeSync(fd);
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  running = { child, port, logFile, exited };
  return running;
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stopServer(server: Server) {
  const pgid = server.child.pid;
  if (pgid === undefined) return;
  if (server.child.exitCode === null && server.child.signalCode === null) {
    try {
      process.kill(-pgid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  const deadline = Date.now() + 15_000;
  await Promise.race([server.exited, sleep(15_000)]);
  while (groupAlive(pgid) && Date.now() < deadline) await sleep(100);
  if (groupAlive(pgid)) {
    console.warn("[bench] server did not stop within 15 s: SIGKILL");
    try {
      process.kill(-pgid, "SIGKILL");
    } catch {
      // gone meanwhile
    }
    await sleep(500);
  }
  if (running === server) running = null;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function get(url: string): Promise<{ status: number; bytes: number }> {
  return new Promise((done, fail) => {
    // No Accept-Encoding, like autocannon: the size is what it receives.
    const request = http.get(url, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => done({ status: response.statusCode ?? 0, bytes }));
      response.on("error", fail);
    });
    request.on("error", fail);
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout: GET ${url}`)));
  });
}

/**
 * autocannon stops at the deadline but the server still works through the requests in flight
 * (up to one per connection, seconds each for a large page). Wait until /healthz answers quickly
 * again, so one phase's backlog does not slow down the next.
 */
async function settle(port: number) {
  const url = `http://localhost:${port}/healthz`;
  const deadline = Date.now() + 60_000;
  let quick = 0;
  while (quick < 2 && Date.now() < deadline) {
    const started = performance.now();
    await get(url).catch(() => null);
    quick = performance.now() - started < 50 ? quick + 1 : 0;
    await sleep(100);
  }
}

async function waitForHealth(server: Server) {
  const url = `http://localhost:${server.port}/healthz`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`the server exited early (code ${server.child.exitCode}); see ${server.logFile}`);
    }
    try {
      if ((await get(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`no healthy /healthz within 120 s; see ${server.logFile}`);
}

function tail(file: string, lines = 20): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

// ---------------------------------------------------------------------------------------------
// One database

async function benchDatabase(label: string, config: DbConfig, dbEnv: Record<string, string>): Promise<Row[]> {
  log(`=== ${label} ===`);
  await prepareDatabase(config);
  const port = await freePort();
  const logFile = join(RESULTS_DIR, `server-${label.toLowerCase()}.log`);
  log(`starting npm run serve on port ${port} (log: ${logFile})`);
  const server = startServer(port, dbEnv, logFile);
  const results: Row[] = [];
  try {
    await waitForHealth(server);
    for (const route of routes) {
      const url = `http://localhost:${port}${route}`;
      const started = performance.now();
      const probe = await get(url);
      const single = Math.round(performance.now() - started);
      log(
        `GET ${route}: ${probe.status}, ${probe.bytes} bytes, ${single} ms alone; ` +
          `warm-up ${WARMUP_SECONDS} s, then ${duration} s with ${connections} connections`,
      );
      await autocannon({ url, connections, duration: WARMUP_SECONDS });
      await settle(port);
      const result = await autocannon({ url, connections, duration });
      await settle(port);
      const detail = [
        result.non2xx && `${result.non2xx} non-2xx`,
        result.timeouts && `${result.timeouts} timeout${result.timeouts === 1 ? "" : "s"}`,
        result.errors - result.timeouts > 0 && `${result.errors - result.timeouts} socket errors`,
      ].filter(Boolean);
      const row: Row = {
        database: label,
        route,
        reqPerSec: result.requests.mean,
        p50: result.latency.p50,
        p99: result.latency.p99,
        bytes: probe.bytes,
        // autocannon counts a timeout as an error too.
        errors: result.non2xx + result.errors,
        errorDetail: detail.join(", "),
        requests: result.requests.total,
      };
      log(
        `  ${row.reqPerSec.toFixed(1)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.requests} requests, ${row.errors} errors${row.errorDetail ? ` (${row.errorDetail})` : ""}`,
      );
      results.push(row);
    }
  } catch (error) {
    console.error(`[bench] ${label} failed; last lines of the server log:\n${tail(logFile)}`);
    throw error;
  } finally {
    log("stopping the server (SIGTERM)");
    await stopServer(server);
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// Report

function table(rows: Row[]): string {
  const header = "| database | route | req/s | p50 ms | p99 ms | bytes/response | errors |";
  const rule = "| --- | --- | ---: | ---: | ---: | ---: | ---: |";
  const body = rows.map(
    (r) =>
      `| ${r.database} | GET ${r.route} | ${r.reqPerSec.toFixed(1)} | ${r.p50} | ${r.p99} | ${r.bytes.toLocaleString("en-US")} | ${r.errors}${r.errorDetail ? ` (${r.errorDetail})` : ""} |`,
  );
  return [header, rule, ...body].join("\n");
}

function report(rows: Row[]): string {
  const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout?.trim() || "unknown";
  return [
    `# Benchmark ${new Date().toISOString()}`,
    "",
    `Commit ${commit}, Node ${process.version}. ${EVENTS.toLocaleString("en-US")} events (5 years ago to 1 year ahead), ` +
      `${USERS.toLocaleString("en-US")} members, ${(USERS * RSVPS_PER_USER).toLocaleString("en-US")} RSVPs. ` +
      `autocannon: ${connections} connections, ${duration} s per route after a ${WARMUP_SECONDS} s warm-up; ` +
      "anonymous requests without Accept-Encoding (bytes = uncompressed body); errors = non-2xx + socket errors + timeouts (autocannon's 10 s request timeout).",
    "",
    table(rows),
    "",
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------

let tempDir: string | null = null;

function cleanup() {
  if (tempDir) {
    rmSync(tempDir, { recursive: true, force: true });
    tempDir = null;
  }
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`[bench] ${signal}: stopping`);
    const stop = running ? stopServer(running) : Promise.resolve();
    void stop.finally(() => {
      cleanup();
      process.exit(130);
    });
  });
}

async function main() {
  ensureBuild();
  mkdirSync(RESULTS_DIR, { recursive: true });
  if (process.env.DATABASE_URL) {
    log("DATABASE_URL is set but is never used by the bench (set BENCH_DATABASE_URL for a PostgreSQL run)");
  }
  const benchUrl = process.env.BENCH_DATABASE_URL?.trim();
  if (benchUrl && benchUrl === process.env.DATABASE_URL?.trim()) {
    throw new Error("BENCH_DATABASE_URL is the same as DATABASE_URL; the bench empties its database, so refusing");
  }

  const results: Row[] = [];
  tempDir = mkdtempSync(join(tmpdir(), "roadies-bench-"));
  try {
    results.push(...(await benchDatabase("PGlite", { kind: "pglite", dataDir: tempDir }, { DATA_DIR: tempDir })));
  } finally {
    cleanup();
  }
  if (benchUrl) {
    results.push(...(await benchDatabase("PostgreSQL", { kind: "postgres", url: benchUrl }, { DATABASE_URL: benchUrl })));
  } else {
    log("BENCH_DATABASE_URL is not set: PostgreSQL skipped");
  }

  const markdown = report(results);
  writeFileSync(join(RESULTS_DIR, "latest.md"), markdown);
  console.log(`\n${markdown}`);
  log(`written to ${join(RESULTS_DIR, "latest.md")}`);
}

main().catch((error: unknown) => {
  console.error("[bench] failed:", error);
  const stop = running ? stopServer(running) : Promise.resolve();
  void stop.finally(() => {
    cleanup();
    process.exit(1);
  });
});

/**
 * `npm run bench`: does server cost stay flat as the data grows? A load test of every list page and
 * list API against the built app (a script, not a test: it asserts nothing and is not part of
 * `npm test`).
 *
 * For each database and each data size it fills the tables behind the lists (scripts/bench-data.ts,
 * bulk SQL), starts the built server (`npm run serve`) on a free port, and measures with autocannon
 * the trivial route /healthz and then every route, so each route's throughput can be given as a
 * ratio to /healthz measured in the same run on the same machine. Then it stops the server.
 * It prints one Markdown table per database and writes them to bench-results/latest.md (and the
 * raw figures to bench-results/latest.json):
 *
 *   route | rows | req/s | p99 ms | bytes | ratio to /healthz | ratio at the largest size ÷ ratio at the smallest
 *
 * flagging a route whose ratio falls below 80% of its small-data ratio (the goal: no full scans,
 * no N+1), and every SSR page whose ratio is below /join's (a page without a loader).
 *
 * - PGlite always, in a fresh temporary DATA_DIR per size.
 * - PostgreSQL too when BENCH_DATABASE_URL is set. That database is EMPTIED (TRUNCATE of every
 *   table) before each size. DATABASE_URL is never used or touched.
 *
 * Knobs (environment):
 *   BENCH_SIZES        rows per list table, comma-separated (default 100,10000,100000)
 *   BENCH_ROUTES       paths, comma-separated (default: the list pages and list APIs, and /join);
 *                      /healthz is always measured first. {id} stands for the seed's featured match,
 *                      {ballot} for its featured away ballot
 *                      (its id differs by size); a path ending in " signed in" is requested with
 *                      the bench admin's session, as every /admin path is
 *   BENCH_DATABASES    pglite,postgres (default both; postgres needs BENCH_DATABASE_URL)
 *   BENCH_LIVE         rows per list that the pages show (default 50; "all" = every row, which
 *                      shows what an unpaginated page costs)
 *   BENCH_DURATION     seconds measured per route (default 5), after BENCH_WARMUP seconds (default 1)
 *   BENCH_CONNECTIONS  autocannon connections (default 10)
 *   BENCH_SLOW_MS      a route whose single request takes longer is not load-tested; it is timed
 *                      over 3 requests one at a time instead (default 2000)
 *   BENCH_PORT         first port tried (default 3300)
 *   BENCH_CPU_PROF     a folder: run the server under `node --cpu-prof` and write its profiles there
 *   BENCH_INSIGHTS     1: also the history /admin/insights reads (10 orders, 5 check-ins per row, two
 *                      membership changes and a payment per member), and by default only /join and
 *                      /admin/insights are measured
 *
 * A full run (3 sizes × 2 databases, 11 routes, 8 of them built) takes about 6 minutes on 2 cores.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import net from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describeDb, migrateDatabase, openDatabase, type DbConfig } from "../db/client";
import { brandingFromEnv } from "../app/utils/branding.server";
import { createCookie } from "@remix-run/node";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { BENCH_ADMIN_EMAIL, emptyDatabase, seedBench, seedInsightsHistory, type BenchSize } from "./bench-data";

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
const require = createRequire(import.meta.url);
const autocannon = require("autocannon") as Autocannon;
const REMIX_SERVE = require.resolve("@remix-run/serve/dist/cli.js");

// ---------------------------------------------------------------------------------------------
const BASELINE = "/healthz";
/** A server-rendered page without a loader: every SSR page should reach its ratio. */
const REFERENCE = "/join";
const DEFAULT_ROUTES = [
  REFERENCE,
  "/",
  "/events",
  // One event's page: the featured match (scripts/bench-data.ts), an upcoming full home match with
  // its crew's shifts, 8 open listings, the pickup merch and its watch party, a query each by id;
  // signed in, also the member's waitlist place, shift signup and pickup order. And a past event's
  // page (attendance, no RSVP, no shifts or listings).
  "/events/{id}",
  "/events/{id} signed in",
  "/events/1",
  "/shop",
  "/shop?category=apparel",
  // The newest bench product, synced-looking, with sizes and photos (scripts/bench-data.ts).
  // At 100,000 products on PostgreSQL (2 cores, 10 connections): /shop 143 req/s p50 67 ms p99
  // 132 ms, ?category=apparel 145 req/s, this page 167 req/s, /api/products 611 req/s p50 15 ms
  // p99 25 ms; /healthz 664 req/s. Pages 24 rows by index order, categories by a loose index scan.
  "/shop/printify-bench-tee",
  "/volunteer",
  "/tickets",
  "/api/events",
  "/api/products",
  "/api/ticket-listings",
  "/api/volunteer-opportunities",
  // The admin's member list, signed in as the bench's admin: 25 of n members, newest first.
  "/admin/members",
  "/admin/members?status=active",
  "/admin/members?q=supporter%2012",
  // Away days: the ballots, the featured ballot (101 applications at every size, N / 10 in all):
  // its page (signed in: the admin's own application and points), its published result and the
  // admin's page of it.
  "/away",
  "/away/{ballot}",
  "/away/{ballot} signed in",
  "/away/{ballot}/result",
  "/api/away/{ballot}/result",
  "/admin/away/{ballot}",
];
/** Routes that need the bench admin's session; after them, the member export's memory is measured. */
const isAdminRoute = (route: string) => route.startsWith("/admin") || route.startsWith("/api/admin");
/** A page measured as a signed-in member (the bench's admin) rather than anonymously. */
const SIGNED_IN = " signed in";
const withSession = (route: string) => isAdminRoute(route) || route.endsWith(SIGNED_IN);
/** The featured match's id at the size being measured, for {id} in a route (set once the database is seeded). */
let featuredEventId = 0;
/** The featured away ballot's id, for {ballot}. */
let featuredBallotId = 0;
/** The path a route label stands for. */
const pathOf = (route: string) =>
  (route.endsWith(SIGNED_IN) ? route.slice(0, -SIGNED_IN.length) : route)
    .replaceAll("{id}", String(featuredEventId))
    .replaceAll("{ballot}", String(featuredBallotId));
const EXPORT_ROUTE = "/api/admin/users/export";
const SESSION_SECRET = "bench-session-secret-0123456789-abcdefghijklmnopqrstuvwxyz";
/** The bench admin's Cookie header, set once the database is seeded. */
let adminCookie = "";
const GOAL = 0.8;

const ROOT = process.cwd();
const RESULTS_DIR = resolve(ROOT, "bench-results");
const duration = positiveInt("BENCH_DURATION", 5);
const warmup = positiveInt("BENCH_WARMUP", 1);
const connections = positiveInt("BENCH_CONNECTIONS", 10);
const firstPort = positiveInt("BENCH_PORT", 3300);
const slowMs = positiveInt("BENCH_SLOW_MS", 2000);
const sizes = list("BENCH_SIZES", "100,10000,100000").map((value) => {
  const n = Number(value.replace(/_/g, ""));
  if (!Number.isInteger(n) || n < 10) throw new Error(`BENCH_SIZES: ${value} is not a whole number ≥ 10`);
  return n;
});
const live = process.env.BENCH_LIVE === "all" ? null : positiveInt("BENCH_LIVE", 50);
/** BENCH_INSIGHTS=1: the insights' history too (scripts/bench-data.ts seedInsightsHistory), and by default only /join and /admin/insights. */
const insightsHistory = process.env.BENCH_INSIGHTS === "1";
const routes = [
  BASELINE,
  ...list("BENCH_ROUTES", (insightsHistory ? ["/join", "/admin/insights"] : DEFAULT_ROUTES).join(",")).filter((r) => r !== BASELINE),
];
const databases = list("BENCH_DATABASES", "pglite,postgres");
const cpuProfDir = process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : null;

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got ${raw}`);
  return value;
}

function list(name: string, fallback: string): string[] {
  return (process.env[name] || fallback)
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

interface Row {
  database: string;
  rows: number;
  route: string;
  /** ok: load-tested; slow: timed one request at a time; missing: 404 (the route does not exist). */
  status: "ok" | "slow" | "missing" | "failed";
  reqPerSec: number;
  p50: number;
  p99: number;
  bytes: number;
  errors: number;
  /** e.g. "8 timeouts", for the errors column. */
  errorDetail: string;
}

const log = (message: string) => console.log(`[bench] ${message}`);
const fmt = (n: number) => n.toLocaleString("en-US");

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

async function prepareDatabase(config: DbConfig, size: BenchSize) {
  log(`preparing ${describeDb(config)}: ${fmt(size.rows)} rows per list table, ${size.live === null ? "all" : size.live} live`);
  const handle = await openDatabase(config);
  try {
    await migrateDatabase(handle);
    if (config.kind === "postgres") await emptyDatabase(handle.db, log);
    ({ featuredEventId, featuredBallotId } = await seedBench(handle.db, size, brandingFromEnv(), log));
    if (insightsHistory) await seedInsightsHistory(handle.db, size.rows, log);
    log(`the featured match, {id} in routes: /events/${featuredEventId}; the featured ballot, {ballot}: /away/${featuredBallotId}`);
    // A session for the bench admin, stored as the app stores one (a random id, signed in the cookie).
    const sid = randomBytes(24).toString("base64url");
    await handle.db.execute(sql`
      insert into sessions (sid, sess, expire)
      select ${sid}, json_build_object('userId', id), now() + interval '1 day' from users where email = ${BENCH_ADMIN_EMAIL}`);
    const cookie = await createCookie("__session", { secrets: [SESSION_SECRET] }).serialize(sid);
    adminCookie = cookie.split(";")[0];
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
    // No outbox sweep: at 100,000 rows the first one (ticket alerts for every member about the
    // seed's fresh listings) ran through the routes measured first and cut them to a fifth on
    // PostgreSQL; the mail path has its own bench (bench-mail.ts).
    NOTIFY_SWEEP_SECONDS: "0",
    // Nor a scheduled backup: a dump of 100,000 rows per table 30 s after start would be measured too.
    BACKUP_EVERY_HOURS: "0",
    NODE_ENV: "production",
    SESSION_SECRET,
  };
  if (!dbEnv.DATABASE_URL) delete env.DATABASE_URL;
  if (!dbEnv.DATA_DIR) delete env.DATA_DIR;
  const fd = openSync(logFile, "w");
  // Its own process group, so SIGTERM reaches npm, the shell and remix-serve alike. The database is
  // migrated already, so with BENCH_CPU_PROF remix-serve starts directly, as `npm run serve` would
  // start it but under `node --cpu-prof` (a flag NODE_OPTIONS does not accept).
  const child = cpuProfDir
    ? spawn(process.execPath, ["--cpu-prof", `--cpu-prof-dir=${cpuProfDir}`, REMIX_SERVE, "./build/index.js"], {
        env: { ...env, NODE_OPTIONS: "--import ./scripts/origin-guard.mjs" },
        detached: true,
        stdio: ["ignore", fd, fd],
      })
    : spawn("npm", ["run", "serve"], { env, detached: true, stdio: ["ignore", fd, fd] });
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

function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; bytes: number }> {
  return new Promise((done, fail) => {
    // No Accept-Encoding, like autocannon: the size is what it receives.
    const request = http.get(url, { headers }, (response) => {
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
// One route

async function measure(database: string, rows: number, port: number, route: string): Promise<Row> {
  const url = `http://localhost:${port}${pathOf(route)}`;
  const headers: Record<string, string> = withSession(route) ? { Cookie: adminCookie } : {};
  const base = { database, rows, route, reqPerSec: 0, p50: 0, p99: 0, bytes: 0, errors: 0, errorDetail: "" };
  const started = performance.now();
  const probe = await get(url, headers).catch((error: Error) => ({ status: 0, bytes: 0, error }));
  const single = Math.round(performance.now() - started);
  if (probe.status === 404) {
    log(`GET ${route}: 404, not built`);
    return { ...base, status: "missing" };
  }
  if (probe.status !== 200) {
    log(`GET ${route}: ${"error" in probe ? probe.error.message : probe.status}; not measured`);
    return { ...base, status: "failed", errors: 1, errorDetail: "error" in probe ? probe.error.message : `status ${probe.status}` };
  }
  if (single > slowMs) {
    // Ten connections on a page that takes seconds would only pile up work (and memory).
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      await get(url, headers);
      times.push(performance.now() - t);
    }
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    log(
      `GET ${route}: ${probe.bytes} bytes, ${single} ms alone (> ${slowMs} ms): timed one request at a time, ${Math.round(mean)} ms each`,
    );
    await settle(port);
    return {
      ...base,
      status: "slow",
      reqPerSec: 1000 / mean,
      p50: Math.round(mean),
      p99: Math.round(Math.max(...times)),
      bytes: probe.bytes,
    };
  }
  await autocannon({ url, connections, duration: warmup, headers });
  await settle(port);
  const result = await autocannon({ url, connections, duration, headers });
  await settle(port);
  const detail = [
    result.non2xx && `${result.non2xx} non-2xx`,
    result.timeouts && `${result.timeouts} timeout${result.timeouts === 1 ? "" : "s"}`,
    result.errors - result.timeouts > 0 && `${result.errors - result.timeouts} socket errors`,
  ].filter(Boolean);
  const row: Row = {
    ...base,
    status: "ok",
    reqPerSec: result.requests.mean,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: probe.bytes,
    // autocannon counts a timeout as an error too.
    errors: result.non2xx + result.errors,
    errorDetail: detail.join(", "),
  };
  log(
    `GET ${route}: ${row.reqPerSec.toFixed(1)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${fmt(row.bytes)} bytes (${single} ms alone)` +
      (row.errors ? `, ${row.errors} errors (${row.errorDetail})` : ""),
  );
  return row;
}

/** The resident memory (kB) of the server's node process (remix-serve), the largest in its process group. */
function serverRssKb(server: Server): number {
  const ps = spawnSync("ps", ["-o", "rss=,args=", "-g", String(server.child.pid)], { encoding: "utf8" });
  const sizes = (ps.stdout ?? "")
    .split("\n")
    .filter((line) => /remix-serve|cli\.js/.test(line))
    .map((line) => Number(line.trim().split(/\s+/)[0]))
    .filter(Number.isFinite);
  return sizes.length ? Math.max(...sizes) : 0;
}

/**
 * Streams the member export (every member) once and samples the server's RSS while it runs: the
 * CSV is written a page of 1,000 members at a time, so the growth must stay under 50 MB at 100,000.
 */
async function measureExportMemory(database: string, rows: number, server: Server) {
  await settle(server.port);
  const before = serverRssKb(server);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, serverRssKb(server))), 50);
  const started = performance.now();
  const result = await new Promise<{ status: number; bytes: number; lines: number }>((done, fail) => {
    const request = http.get(`http://localhost:${server.port}${EXPORT_ROUTE}`, { headers: { Cookie: adminCookie } }, (response) => {
      let bytes = 0;
      let lines = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines++;
      });
      response.on("end", () => done({ status: response.statusCode ?? 0, bytes, lines }));
      response.on("error", fail);
    });
    request.on("error", fail);
    request.setTimeout(300_000, () => request.destroy(new Error(`timeout: GET ${EXPORT_ROUTE}`)));
  }).finally(() => clearInterval(sampler));
  const ms = Math.round(performance.now() - started);
  const growthMb = (peak - before) / 1024;
  log(
    `${database} ${fmt(rows)}: GET ${EXPORT_ROUTE}: ${result.status}, ${fmt(result.lines - 1)} members, ${fmt(result.bytes)} bytes in ${ms} ms; ` +
      `server RSS ${Math.round(before / 1024)} MB before, peak ${Math.round(peak / 1024)} MB: growth ${growthMb.toFixed(1)} MB (goal < 50 MB)` +
      (growthMb < 50 ? "" : " OVER THE GOAL"),
  );
}

// ---------------------------------------------------------------------------------------------
// One database at one size

async function benchSize(label: string, config: DbConfig, dbEnv: Record<string, string>, rows: number): Promise<Row[]> {
  await prepareDatabase(config, { rows, live });
  const port = await freePort();
  const logFile = join(RESULTS_DIR, `server-${label.toLowerCase()}-${rows}.log`);
  log(`starting the server on port ${port} (log: ${logFile})`);
  const server = startServer(port, dbEnv, logFile);
  const results: Row[] = [];
  try {
    await waitForHealth(server);
    await settle(port);
    for (const route of routes) results.push(await measure(label, rows, port, route));
    if (routes.some(isAdminRoute)) await measureExportMemory(label, rows, server);
  } catch (error) {
    console.error(`[bench] ${label} failed; last lines of the server log:\n${tail(logFile)}`);
    throw error;
  } finally {
    await stopServer(server);
  }
  return results;
}

async function benchDatabase(label: string, open: () => { config: DbConfig; env: Record<string, string>; done?: () => void }) {
  log(`=== ${label} ===`);
  const results: Row[] = [];
  for (const rows of sizes) {
    const { config, env, done } = open();
    try {
      results.push(...(await benchSize(label, config, env, rows)));
    } finally {
      done?.();
    }
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// Report

function ratioOf(all: Row[], row: Row): number | null {
  const baseline = all.find((r) => r.database === row.database && r.rows === row.rows && r.route === BASELINE);
  if (!baseline?.reqPerSec || row.status === "missing" || row.status === "failed") return null;
  return row.reqPerSec / baseline.reqPerSec;
}

const isPage = (route: string) => !route.startsWith("/api/") && route !== BASELINE;

function table(all: Row[], database: string): string {
  const mine = all.filter((r) => r.database === database);
  const smallest = Math.min(...sizes);
  const largest = Math.max(...sizes);
  const header = `| route | rows | req/s | p99 ms | bytes | ratio to ${BASELINE} | ratio at ${fmt(largest)} ÷ at ${fmt(smallest)} |`;
  const rule = "| --- | ---: | ---: | ---: | ---: | ---: | ---: |";
  const lines: string[] = [];
  const flags: string[] = [];
  for (const route of routes) {
    const rows = mine.filter((r) => r.route === route).sort((a, b) => a.rows - b.rows);
    if (rows.length && rows.every((r) => r.status === "missing")) {
      lines.push(`| GET ${route} | – | not built (404) | | | | |`);
      continue;
    }
    const small = rows.find((r) => r.rows === smallest);
    const large = rows.find((r) => r.rows === largest);
    for (const row of rows) {
      const ratio = ratioOf(all, row);
      let growth = "";
      if (row === large && small && large !== small && route !== BASELINE) {
        const a = ratioOf(all, small);
        const b = ratioOf(all, large);
        if (a && b) {
          growth = `${Math.round((b / a) * 100)}%${b / a < GOAL ? " ⚠ < 80%" : ""}`;
          if (b / a < GOAL) flags.push(`GET ${route} keeps ${Math.round((b / a) * 100)}% of its ratio at ${fmt(largest)} rows`);
        }
      }
      const note =
        row.status === "slow"
          ? " (one at a time: too slow to load)"
          : row.status === "failed"
            ? ` (failed: ${row.errorDetail})`
            : row.errors
              ? ` (${row.errors} errors: ${row.errorDetail})`
              : "";
      lines.push(
        `| GET ${route} | ${fmt(row.rows)} | ${row.reqPerSec.toFixed(1)}${note} | ${row.p99} | ${fmt(row.bytes)} | ${ratio === null ? "" : ratio.toFixed(2)} | ${growth} |`,
      );
    }
  }
  for (const rows of sizes) {
    const reference = mine.find((r) => r.rows === rows && r.route === REFERENCE);
    const referenceRatio = reference && ratioOf(all, reference);
    if (!referenceRatio) continue;
    const behind = mine.filter(
      (r) => r.rows === rows && isPage(r.route) && r.route !== REFERENCE && (ratioOf(all, r) ?? Infinity) < referenceRatio,
    );
    if (behind.length) {
      flags.push(
        `at ${fmt(rows)} rows, below ${REFERENCE}'s ratio (${referenceRatio.toFixed(2)}): ${behind.map((r) => `${r.route} ${ratioOf(all, r)?.toFixed(2)}`).join(", ")}`,
      );
    }
  }
  return [`### ${database}`, "", header, rule, ...lines, "", ...(flags.length ? ["Flags:", ...flags.map((f) => `- ${f}`), ""] : [])].join(
    "\n",
  );
}

function report(all: Row[], seconds: number): string {
  const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout?.trim() || "unknown";
  const databases = [...new Set(all.map((r) => r.database))];
  return [
    `# Benchmark ${new Date().toISOString()}`,
    "",
    `Commit ${commit}, Node ${process.version}. Rows per list table (events, products, ticket listings, volunteer opportunities): ` +
      `${sizes.map(fmt).join(", ")}; members a tenth of that, 10 RSVPs each; ${live === null ? "every row live" : `${live} live rows per list (active products and listings, upcoming shifts)`}. ` +
      `autocannon: ${connections} connections, ${duration} s per route after a ${warmup} s warm-up, anonymous (but /admin and "signed in" routes), no Accept-Encoding ` +
      `(bytes = uncompressed body). Ratio = the route's req/s ÷ ${BASELINE}'s in the same run. ` +
      `{id}: the featured match (an upcoming full home match with its shifts, listings and watch party); {ballot}: the featured away ballot (101 applications); "signed in": as the bench's admin. Run time ${Math.floor(seconds / 60)} min ${Math.floor(seconds % 60)} s.`,
    "",
    ...databases.map((database) => table(all, database)),
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------

const tempDirs = new Set<string>();

function cleanup() {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
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
  const began = performance.now();
  ensureBuild();
  mkdirSync(RESULTS_DIR, { recursive: true });
  if (cpuProfDir) mkdirSync(cpuProfDir, { recursive: true });
  if (process.env.DATABASE_URL) {
    log("DATABASE_URL is set but is never used by the bench (set BENCH_DATABASE_URL for a PostgreSQL run)");
  }
  const benchUrl = process.env.BENCH_DATABASE_URL?.trim();
  if (benchUrl && benchUrl === process.env.DATABASE_URL?.trim()) {
    throw new Error("BENCH_DATABASE_URL is the same as DATABASE_URL; the bench empties its database, so refusing");
  }
  log(`sizes ${sizes.map(fmt).join(", ")}; routes ${routes.join(" ")}; ${duration} s per route after ${warmup} s`);

  const results: Row[] = [];
  if (databases.includes("pglite")) {
    results.push(
      ...(await benchDatabase("PGlite", () => {
        const dir = mkdtempSync(join(tmpdir(), "roadies-bench-"));
        tempDirs.add(dir);
        return {
          config: { kind: "pglite", dataDir: dir },
          env: { DATA_DIR: dir },
          done: () => {
            rmSync(dir, { recursive: true, force: true });
            tempDirs.delete(dir);
          },
        };
      })),
    );
  }
  if (databases.includes("postgres")) {
    if (benchUrl) {
      console.warn("[bench] WARNING: the BENCH_DATABASE_URL database is emptied before each size");
      results.push(
        ...(await benchDatabase("PostgreSQL", () => ({ config: { kind: "postgres", url: benchUrl }, env: { DATABASE_URL: benchUrl } }))),
      );
    } else {
      log("BENCH_DATABASE_URL is not set: PostgreSQL skipped");
    }
  }

  const markdown = report(results, (performance.now() - began) / 1000);
  writeFileSync(join(RESULTS_DIR, "latest.md"), markdown);
  writeFileSync(join(RESULTS_DIR, "latest.json"), JSON.stringify(results, null, 2));
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

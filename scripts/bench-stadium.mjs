// `npm run bench:stadium`: how the app loads on one bar of signal in a full ground. A measurement,
// not a test: it prints the figures beside their goals and exits 0 whatever they are.
//
// 1. Builds the app (BENCH_SKIP_BUILD=1 reuses the current build).
// 2. Starts it as `npm run budgets` does (a fresh data directory with the demo content) and signs
//    in the demo member Priya Patel by storing a session the way the app stores one (no mailbox).
// 3. Puts the stadium's network between Chromium and the app: a loopback relay
//    (scripts/stadium-network.mjs) with a 600 ms round trip, 400 kbit/s down and 150 kbit/s up,
//    shared by all connections. Everything that goes over the network is slowed, a service
//    worker's fetches included; what the browser answers from its caches is not.
// 4. Lighthouse (mobile) on the seven public pages of `npm run budgets`, anonymous, then on the
//    member's own pages, signed in: a first visit (HTTP cache, service worker and its caches
//    cleared; the phone looks the app's name up and connects afresh) and right after it a second
//    visit that keeps the caches and the worker (and the name; it connects afresh too). Each
//    visit's CPU slowdown is calibrated to the host as `npm run budgets` calibrates it: the
//    benchmark index measured just before the visit sets the multiplier that makes this host run
//    like a phone of index 1,000 (Lighthouse's 4x is that calibration on a host of about 4,000).
//    Per visit: first and largest contentful paint, Lighthouse's time to interactive (it counts
//    long tasks only, so it can come before the scripts have arrived), the load event (they have
//    arrived and run), the bytes that came over the air (counted at the relay, so a service
//    worker's fetches count too) and the page's requests (answered by a cache or not).
//
// Prints the table, writes it to bench-results/stadium.md and the figures to
// bench-results/stadium.json (the folder is git-ignored, as for `npm run bench`).
//
// Knobs (environment):
//   BENCH_STADIUM_RUNS   runs of each visit (default 1); with more, the median of each figure
//   BENCH_STADIUM_PAGES  comma-separated pages to measure only those (default all; "/tickets
//                        (signed in)" names the member's one)
//
// One run of the 12 pages (24 visits) takes about 9 minutes on a 2-core machine (538 s with the
// build, beside other test suites): a real-time load on that network lasts 7-11 s, and Lighthouse
// waits 5 s of quiet after it (it does with any throttling it does not simulate).
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { createCookie } from "@remix-run/node";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { GOALS, goalMisses, medianFigures, stadiumTable, visitError, visitFigures, visitSettings } from "./bench-stadium-lib.mjs";
import { cpuSlowdownFor, LIGHTHOUSE_PAGES, PHONE_BENCHMARK_INDEX } from "./budgets-lib.mjs";
import {
  buildApp,
  CHROMIUM,
  describeMachine,
  freePort,
  hasChromium,
  launchChromium,
  ROOT,
  runScript,
  withBuiltApp,
} from "./lighthouse-host.mjs";
import { STADIUM, startStadiumRelay } from "./stadium-network.mjs";

const RESULTS_DIR = resolve(ROOT, "bench-results");
const RUNS = Number(process.env.BENCH_STADIUM_RUNS || 1);
const ONLY = process.env.BENCH_STADIUM_PAGES?.split(",").map((page) => page.trim());
/** The demo member (scripts/demo-seed.ts): active, with shifts, orders and ticket listings of her own. */
const MEMBER_EMAIL = "priya.patel@example.org";
/** The member's own pages: the card, My Volunteer Shifts, Order Tracking, My listings (on /tickets), the profile. */
const MEMBER_PAGES = ["/profile/card", "/volunteer-shifts", "/order-tracking", "/tickets", "/profile"];

const log = (message) => console.log(`[bench:stadium] ${message}`);
const started = Date.now();

/**
 * The demo member's session cookie value. The database is prepared as `npm run serve` prepares it
 * before remix-serve starts (migrated, demo content), then a session row is stored for the member
 * and its id signed, as the app's session storage does at sign-in.
 */
async function signInDemoMember(env) {
  const setup = spawnSync("npx", ["tsx", "scripts/setup-db.ts"], { cwd: ROOT, env, stdio: ["ignore", "ignore", "inherit"] });
  if (setup.status !== 0) throw new Error("preparing the database (scripts/setup-db.ts) failed");
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await PGlite.create({ dataDir: join(env.DATA_DIR, "pglite") });
  const sid = randomBytes(24).toString("base64url");
  try {
    const { affectedRows } = await client.query(
      "insert into sessions (sid, sess, expire) select $1, json_build_object('userId', id), now() + interval '1 day' from users where email = $2",
      [sid, MEMBER_EMAIL],
    );
    if (affectedRows !== 1) throw new Error(`the demo content has no member ${MEMBER_EMAIL}`);
  } finally {
    await client.close();
  }
  const header = await createCookie("__session", { secrets: [env.SESSION_SECRET] }).serialize(sid);
  return header.split(";")[0].slice("__session=".length);
}

/** Works in the browser's default context (the one Lighthouse's tabs share) over a connection of its own. */
async function inBrowser(chromePort, work) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    return await work(browser.contexts()[0]);
  } finally {
    await browser.close();
  }
}

/** Lighthouse's benchmark index of this host now, measured in a blank tab as Lighthouse measures it. */
function benchmarkIndex(chromePort) {
  return inBrowser(chromePort, async (context) => {
    const page = await context.newPage();
    try {
      return await page.evaluate(pageFunctions.computeBenchmarkIndex);
    } finally {
      await page.close();
    }
  });
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Waits until nothing has been on the air for 2 s (a minute at most): a service worker the first
 * visit installed finishes its downloads, as it would before the supporter comes back, instead of
 * losing them to the dropped connections.
 */
async function settle(relay) {
  const deadline = Date.now() + 60_000;
  while (relay.quietFor() < 2000 && Date.now() < deadline) await sleep(250);
}

/**
 * One visit with the CPU calibrated just before it, from a phone with no open connection (the
 * browser's idle ones are dropped: the server closes them after 5 s anyway) that, on a first
 * visit, also has to look the app's name up. A run that measured nothing is retried.
 */
async function visit(lighthouse, { chromePort, relay }, url, repeat) {
  for (let attempt = 1; ; attempt++) {
    if (repeat) await settle(relay);
    const index = await benchmarkIndex(chromePort);
    relay.dropConnections({ forgetName: !repeat });
    const { multiplier } = cpuSlowdownFor(index, PHONE_BENCHMARK_INDEX);
    const result = await lighthouse(url, { port: chromePort, ...visitSettings({ cpuSlowdown: multiplier, repeat, profile: STADIUM }) });
    const error = visitError(result?.lhr);
    if (!error) return { ...visitFigures(result.lhr), ...relay.traffic(), benchmarkIndex: index, cpuSlowdown: multiplier };
    if (attempt >= 3) throw new Error(`Lighthouse on ${url}: ${error}`);
    log(`Lighthouse on ${url}: ${error}; trying again`);
  }
}

const secondsOf = (ms) => (ms / 1000).toFixed(2);

async function measurePage(lighthouse, stage, { label, url, direct, cookie }) {
  // Warm the server (first render of a route, database caches) and check the page is the page.
  const response = await fetch(direct, { redirect: "manual", headers: cookie ? { Cookie: `__session=${cookie}` } : {} });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${label} answered ${response.status}, not 200`);
  const firsts = [];
  const repeats = [];
  for (let run = 1; run <= RUNS; run++) {
    firsts.push(await visit(lighthouse, stage, url, false));
    repeats.push(await visit(lighthouse, stage, url, true));
    const [first, repeat] = [firsts.at(-1), repeats.at(-1)];
    log(
      `${label} run ${run}/${RUNS}: FCP ${secondsOf(first.fcp)} s, LCP ${secondsOf(first.lcp)} s, TTI ${secondsOf(first.tti)} s, load ${secondsOf(first.load)} s, ${first.requests} requests; second visit FCP ${secondsOf(repeat.fcp)} s, load ${secondsOf(repeat.load)} s; benchmark index ${Math.round(first.benchmarkIndex)}, CPU ${first.cpuSlowdown.toFixed(2)}x`,
    );
  }
  return { label, first: medianFigures(firsts), repeat: medianFigures(repeats) };
}

async function main() {
  buildApp("BENCH_SKIP_BUILD", log);
  if (!hasChromium()) throw new Error(`no Chromium at ${CHROMIUM}: install Debian's chromium or set CHROMIUM_PATH`);
  mkdirSync(RESULTS_DIR, { recursive: true });

  const port = await freePort();
  const relay = await startStadiumRelay(port);
  // The browser's origin is the relay's; the app is told so, as it would be told its public address.
  const origin = `http://127.0.0.1:${relay.port}`;
  const pages = [];
  let cookie;
  let chrome;
  let version = "";
  try {
    const prepare = async (env) => {
      cookie = await signInDemoMember(env);
    };
    await withBuiltApp(
      { port, appUrl: origin, logFile: join(RESULTS_DIR, "server-stadium.log"), log, prepare },
      async ({ origin: direct, productPath }) => {
        const wanted = (label) => !ONLY || ONLY.includes(label);
        const targets = [
          ...LIGHTHOUSE_PAGES.map((page) => (page === "PRODUCT" ? productPath : page)).map((path) => ({ label: path, path })),
          ...MEMBER_PAGES.map((path) => ({ label: path === "/tickets" ? "/tickets (signed in)" : path, path, cookie })),
        ].filter(({ label }) => wanted(label));

        const { default: lighthouse } = await import("lighthouse");
        chrome = await launchChromium();
        version = await inBrowser(chrome.port, async (context) => context.browser()?.version() ?? "");
        let signedIn = false;
        for (const target of targets) {
          if (target.cookie && !signedIn) {
            // Public pages first, anonymous; from here on every tab carries the member's session.
            await inBrowser(chrome.port, (context) =>
              context.addCookies([{ name: "__session", value: cookie, url: origin, httpOnly: true, sameSite: "Lax" }]),
            );
            signedIn = true;
          }
          const urls = { url: `${origin}${target.path}`, direct: `${direct}${target.path}` };
          pages.push(await measurePage(lighthouse, { chromePort: chrome.port, relay }, { ...target, ...urls }));
        }
      },
    );
  } finally {
    await chrome?.kill();
    await relay.close();
  }

  const misses = goalMisses(pages);
  const visits = pages.flatMap((page) => [page.first, page.repeat]);
  const range = (values, digits) => `${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)}`;
  const took = Math.round((Date.now() - started) / 1000);
  const machine = describeMachine();
  const report = [
    `# Stadium bench, ${new Date().toISOString().slice(0, 10)}`,
    "",
    `Machine: ${machine}${version ? `; Chromium ${version}` : ""}.`,
    `Network: ${STADIUM.rttMs} ms round trip, ${STADIUM.downKbps} kbit/s down, ${STADIUM.upKbps} kbit/s up (a relay in front of the app; TCP slow start not modelled). Lighthouse mobile, ${RUNS === 1 ? "one run" : `median of ${RUNS} runs`} per visit.`,
    `CPU: slowdown calibrated per visit to a phone of benchmark index ${PHONE_BENCHMARK_INDEX} (the 4x of a host of about 4,000); this run: benchmark index ${range(
      visits.map((v) => v.benchmarkIndex),
      0,
    )}, CPU ${range(
      visits.map((v) => v.cpuSlowdown),
      2,
    )}x.`,
    `Goals: first contentful paint <= ${secondsOf(GOALS.fcpMs)} s, largest contentful paint <= ${secondsOf(GOALS.lcpMs)} s, second visit's first contentful paint <= ${secondsOf(GOALS.repeatFcpMs)} s (✗: missed).`,
    "",
    stadiumTable(pages),
    "",
    misses.length ? `## Goals missed\n\n${misses.map((miss) => `- ${miss}`).join("\n")}` : "All goals met.",
    "",
    `Took ${took} s${process.env.BENCH_SKIP_BUILD === "1" ? "" : " (build included)"}.`,
  ].join("\n");
  writeFileSync(join(RESULTS_DIR, "stadium.md"), `${report}\n`);
  writeFileSync(
    join(RESULTS_DIR, "stadium.json"),
    `${JSON.stringify({ date: new Date().toISOString(), machine, browser: version, network: STADIUM, phoneBenchmarkIndex: PHONE_BENCHMARK_INDEX, runsPerVisit: RUNS, goals: GOALS, pages, misses, tookSeconds: took }, null, 2)}\n`,
  );
  console.log(`\n${report}\n`);
  log(`written to ${join(RESULTS_DIR, "stadium.md")} and stadium.json`);
}

runScript("bench:stadium", main);

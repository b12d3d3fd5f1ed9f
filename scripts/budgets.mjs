// `npm run budgets`: the speed budget for flaky stadium data (docs/decisions/005-javascript-budget.md).
//
// 1. Builds the app (BUDGETS_SKIP_BUILD=1 reuses the current build).
// 2. JS weight: from the Remix manifest, the gzipped JS a first visit to each public page
//    downloads (entry + root + the page's routes with their imports). Budget: <= 120 KB.
// 3. Starts the built server like e2e does, on a fresh DATA_DIR with the demo content, and runs
//    Lighthouse (mobile, its default simulated Slow 4G) in the system Chromium three times per
//    page, each run's CPU slowdown calibrated from the benchmark index it measured so that every
//    host emulates the same phone. The median of each category must reach: performance 95,
//    accessibility 100, best practices 95; the median total blocking time stays <= 200 ms.
//    Without a Chromium this part is skipped with a loud notice, unless
//    E2E_REQUIRED=1 makes that a failure (as in CI).
//
// Prints the tables, writes them with each page's median Lighthouse report (HTML + JSON) to
// budget-reports/ (git-ignored; CI keeps it as an artifact), and exits 1 on any miss.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join, resolve } from "node:path";
import {
  BUDGETS,
  budgetMisses,
  cpuSlowdownFor,
  failedAudits,
  jsWeight,
  jsWeightTable,
  LIGHTHOUSE_PAGES,
  lighthouseTable,
  medianOf,
  medianRun,
  medianScores,
  PHONE_BENCHMARK_INDEX,
  readManifest,
  summarizeLhr,
} from "./budgets-lib.mjs";
import { buildApp, CHROMIUM, describeMachine, hasChromium, launchChromium, ROOT, runScript, withBuiltApp } from "./lighthouse-host.mjs";

const REPORT_DIR = resolve(ROOT, process.env.BUDGETS_REPORT_DIR || "budget-reports");
const RUNS = Number(process.env.BUDGETS_RUNS || 3);
/** The phone every run emulates (budgets-lib.mjs); BUDGETS_PHONE_INDEX=264 tries a low-tier one. */
const PHONE_INDEX = Number(process.env.BUDGETS_PHONE_INDEX || PHONE_BENCHMARK_INDEX);
/** The JS weight is checked on every page an anonymous visitor can land on. */
const PUBLIC_PAGES = [
  "/",
  "/events",
  "/shop",
  "PRODUCT",
  "/shop/cart",
  // The checkout form (an empty cart's page: the same route module and bundle).
  "/shop/checkout",
  "/volunteer",
  "/tickets",
  // The listing form (anonymous visitors get its sign-in notice) and one listing's page (a ticket alert's link).
  "/tickets/new",
  "/tickets/1",
  // One event's page (the demo seed's first event, a past match: the same route module as any event's).
  "/events/1",
  "/join",
  // The gate's check of a member card: a steward's phone lands here from the card's QR code.
  "/verify/unknown-card",
  "/api/login",
  "/privacy",
  "/terms",
  // Away days (the demo seed's ballots): the list, an open ballot's page with its form, a drawn one's result.
  "/away",
  "/away/2",
  "/away/1/result",
  // General meetings (the demo seed's): the AGM's page with its forms (motions, proxies), the EGM's results.
  "/meetings/1",
  "/meetings/2/results",
];
/** The admin pages match day added: the event form with its match-day section, the cancel confirmation, shift templates. */
const ADMIN_PAGES = [
  "/admin/events/new",
  "/admin/events/1/edit",
  "/admin/events/1/cancel",
  "/admin/shift-templates",
  "/admin/shift-templates/new",
  "/admin/shift-templates/1/edit",
  // The merch table of an event (admins and its volunteers): a plain search and a post per order.
  "/events/1/pickup",
  // The door of an event (admins and its volunteers): its camera's QR decoder loads only when the camera opens, not here.
  "/events/1/check-in",
  // The away ballots: the list, the new-ballot form, a drawn ballot with its order and payment buttons.
  "/admin/away",
  "/admin/away/new",
  "/admin/away/1",
  // Announcements (the list, and the form whose audience count is a fetcher) and the committee's insights (charts drawn by the server).
  "/admin/announcements",
  "/admin/announcements/new",
  "/admin/insights",
  // A general meeting's page for the committee: its agenda, papers, motions and notice forms.
  "/admin/meetings/1",
];

const log = (message) => console.log(`[budgets] ${message}`);
const started = Date.now();

// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------

const reportName = (path) => (path === "/" ? "home" : path.slice(1).replace(/[^a-z0-9]+/gi, "-"));

/**
 * One Lighthouse run, calibrated to the host: the page is loaded once unthrottled (Lighthouse's
 * simulated throttling works from that trace), the benchmark index the run measured on this host,
 * at this moment, gives the CPU slowdown, and the audits simulate the load at that slowdown. So a
 * loaded or slower host gets a smaller multiplier and every run emulates the same phone. A run that
 * fails to record its trace (NO_NAVSTART and the like) is retried.
 */
async function measure(lighthouse, port, url) {
  const categories = ["performance", "accessibility", "best-practices"];
  for (let attempt = 1; ; attempt++) {
    const dir = mkdtempSync(join(os.tmpdir(), "roadies-lighthouse-"));
    try {
      await lighthouse(url, { port, gatherMode: dir, logLevel: "error", onlyCategories: categories });
      const file = join(dir, "artifacts.json");
      const artifacts = JSON.parse(readFileSync(file, "utf8"));
      const { multiplier, emulated } = cpuSlowdownFor(artifacts.BenchmarkIndex, PHONE_INDEX);
      // Lighthouse audits only the settings it gathered with; in simulate mode the gathered trace
      // does not depend on the CPU slowdown, which the simulation applies afterwards.
      artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
      writeFileSync(file, JSON.stringify(artifacts));
      const result = await lighthouse(undefined, {
        auditMode: dir,
        output: ["html", "json"],
        logLevel: "error",
        onlyCategories: categories,
        throttling: artifacts.settings.throttling,
      });
      const error = !result?.lhr ? "no result" : result.lhr.runtimeError?.message;
      if (!error) return { result, benchmarkIndex: artifacts.BenchmarkIndex, cpuSlowdown: multiplier, emulated };
      if (attempt >= 3) throw new Error(`Lighthouse on ${url}: ${error}`);
      log(`Lighthouse on ${url}: ${error}; trying again`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

async function runLighthouse(origin, pages) {
  const { default: lighthouse } = await import("lighthouse");
  const chrome = await launchChromium();
  const results = [];
  try {
    for (const path of pages) {
      const url = `${origin}${path}`;
      // Warm the server (first render of a route, database caches) before measuring.
      await fetch(url).then((response) => response.arrayBuffer());
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const { result, benchmarkIndex, cpuSlowdown, emulated } = await measure(lighthouse, chrome.port, url);
        if (process.env.BUDGETS_KEEP_RUNS === "1")
          writeFileSync(join(REPORT_DIR, `${reportName(path)}.run${i + 1}.json`), result.report[1]);
        const summary = summarizeLhr(result.lhr);
        runs.push({ ...summary, benchmarkIndex, cpuSlowdown, lhr: result.lhr, report: result.report });
        log(
          `${path} run ${i + 1}/${RUNS}: performance ${summary.scores.performance}, accessibility ${summary.scores.accessibility}, best practices ${summary.scores["best-practices"]}, LCP ${(summary.lcp / 1000).toFixed(2)} s, TBT ${Math.round(summary.tbt)} ms; benchmark index ${Math.round(benchmarkIndex)}, CPU ${cpuSlowdown.toFixed(2)}x${emulated > PHONE_INDEX + 5 ? ` (this host is slower than the phone: it emulated ${emulated})` : ""}`,
        );
      }
      const median = medianRun(runs);
      const name = reportName(path);
      const [html, jsonReport] = median.report;
      writeFileSync(join(REPORT_DIR, `${name}.report.html`), html);
      writeFileSync(join(REPORT_DIR, `${name}.report.json`), jsonReport);
      results.push({
        url: path,
        scores: medianScores(runs),
        tbt: medianOf(runs.map((run) => run.tbt)),
        runs: runs.map((run) => ({
          ...run.scores,
          tbt: Math.round(run.tbt),
          benchmarkIndex: Math.round(run.benchmarkIndex),
          cpuSlowdown: run.cpuSlowdown,
        })),
        median: {
          fcp: median.fcp,
          lcp: median.lcp,
          tbt: median.tbt,
          cls: median.cls,
          transferBytes: median.transferBytes,
          jsTransferBytes: median.jsTransferBytes,
          benchmarkIndex: median.benchmarkIndex,
          cpuSlowdown: median.cpuSlowdown,
        },
        failed: failedAudits(median.lhr),
        environment: median.lhr.environment,
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  buildApp("BUDGETS_SKIP_BUILD", log);
  rmSync(REPORT_DIR, { recursive: true, force: true });
  mkdirSync(REPORT_DIR, { recursive: true });

  const chromium = hasChromium();
  if (!chromium) {
    const banner = "!".repeat(78);
    console.error(`\n${banner}\n!! budgets: Lighthouse SKIPPED, no Chromium at ${CHROMIUM}.`);
    console.error("!! Install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.");
    console.error(`${banner}\n`);
    if (process.env.E2E_REQUIRED === "1") process.exit(1);
  }

  let pages = [];
  const productPath = await withBuiltApp({ logFile: join(REPORT_DIR, "server.log"), log }, async ({ origin, productPath }) => {
    if (chromium) {
      pages = await runLighthouse(
        origin,
        LIGHTHOUSE_PAGES.map((page) => (page === "PRODUCT" ? productPath : page)),
      );
    }
    return productPath;
  });

  const manifest = readManifest(join(ROOT, "public/build"));
  const weights = jsWeight(
    manifest,
    [...PUBLIC_PAGES.map((page) => (page === "PRODUCT" ? productPath : page)), ...ADMIN_PAGES],
    join(ROOT, "public"),
  );
  const misses = budgetMisses(pages, weights);

  const machine = describeMachine();
  const indexes = pages.flatMap((page) => page.runs.map((run) => run.benchmarkIndex));
  const benchmarkIndex = indexes.length ? `${Math.min(...indexes)}-${Math.max(...indexes)}` : "";
  const browser = pages[0]?.environment?.hostUserAgent?.match(/Chrome\/[\d.]+/)?.[0];
  const lines = [
    `# Speed budgets, ${new Date().toISOString().slice(0, 10)}`,
    "",
    `Machine: ${machine}${browser ? `; ${browser}` : ""}${benchmarkIndex ? `; Lighthouse benchmark index ${benchmarkIndex} (lowest-highest over the runs)` : ""}.`,
    `Budgets: performance >= ${BUDGETS.performance}, accessibility >= ${BUDGETS.accessibility}, best practices >= ${BUDGETS["best-practices"]}, total blocking time <= ${BUDGETS.tbtMs} ms (median of ${RUNS} runs, mobile, simulated Slow 4G, CPU slowdown calibrated per run to a phone of benchmark index ${PHONE_INDEX}); JS <= ${BUDGETS.jsKbGzip} KB gzip per first visit.`,
    "",
    "## JS a first visit downloads (gzip)",
    "",
    jsWeightTable(weights),
    "",
  ];
  if (pages.length) {
    lines.push("## Lighthouse (median run; scores are per-category medians)", "", lighthouseTable(pages), "");
    const failures = pages.flatMap((page) => page.failed.map((failure) => ({ ...failure, url: page.url })));
    if (failures.length) {
      lines.push("## Failed accessibility and best-practices audits", "");
      for (const failure of failures) {
        lines.push(`- ${failure.url}: ${failure.category} / ${failure.id} (${failure.title})`);
        for (const item of failure.items.slice(0, 5)) lines.push(`  - \`${item.replace(/\s+/g, " ").slice(0, 160)}\``);
      }
      lines.push("");
    }
  } else {
    lines.push("Lighthouse: skipped (no Chromium).", "");
  }
  lines.push(misses.length ? `## Budget misses\n\n${misses.map((miss) => `- ${miss}`).join("\n")}` : "All budgets met.", "");
  lines.push(`Took ${Math.round((Date.now() - started) / 1000)} s.`);
  const report = lines.join("\n");
  writeFileSync(join(REPORT_DIR, "summary.md"), `${report}\n`);
  writeFileSync(
    join(REPORT_DIR, "summary.json"),
    `${JSON.stringify({ date: new Date().toISOString(), machine, budgets: BUDGETS, weights: weights.map(({ files: _files, ...rest }) => rest), pages: pages.map(({ environment: _environment, ...rest }) => rest), misses }, null, 2)}\n`,
  );
  console.log(`\n${report}\n`);
  log(`reports in ${REPORT_DIR}`);
  if (misses.length) {
    console.error(`[budgets] FAILED: ${misses.length} budget miss${misses.length === 1 ? "" : "es"}`);
    process.exit(1);
  }
}

runScript("budgets", main);

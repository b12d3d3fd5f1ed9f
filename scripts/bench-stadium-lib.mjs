// The pure parts of `npm run bench:stadium` (scripts/bench-stadium.mjs): the Lighthouse settings of a
// visit, the figures read out of its result, the goals and the table.
import { markdownTable, medianOf } from "./budgets-lib.mjs";

/**
 * What a supporter in the ground should get: content within 2.5 s of a first visit (the HTML alone
 * needs about 2 s at the stadium's round trip), the largest piece within 3 s, and a page visited
 * before back on screen within 1 s.
 */
export const GOALS = { fcpMs: 2500, lcpMs: 3000, repeatFcpMs: 1000 };

/** The Lighthouse audits the bench reads; the rest are left out, so a visit costs less to measure. */
const AUDITS = ["first-contentful-paint", "largest-contentful-paint", "interactive", "total-blocking-time", "metrics", "resource-summary"];

/**
 * Lighthouse's settings for one visit. The network is the relay's (scripts/stadium-network.mjs), so
 * Lighthouse throttles only the CPU, during the load (DevTools throttling), at the calibrated
 * `cpuSlowdown`. `repeat`: keep the HTTP cache, the service worker and its caches from the visit
 * before (Lighthouse otherwise clears them first). `profile`'s round trip and bandwidth are recorded
 * in the settings for the reader; with DevTools throttling Lighthouse does not apply them.
 */
export function visitSettings({ cpuSlowdown, repeat, profile }) {
  return {
    logLevel: "error",
    output: "json",
    onlyAudits: AUDITS,
    throttlingMethod: "devtools",
    throttling: {
      rttMs: profile.rttMs,
      throughputKbps: profile.downKbps,
      requestLatencyMs: 0,
      downloadThroughputKbps: 0,
      uploadThroughputKbps: 0,
      cpuSlowdownMultiplier: cpuSlowdown,
    },
    disableStorageReset: repeat,
  };
}

/**
 * Why a visit's result measures nothing: Lighthouse's runtime error, or the error of an audit the
 * bench reads (a trace in which the page never painted, say). Null for a good result.
 */
export function visitError(lhr) {
  if (!lhr) return "no result";
  if (lhr.runtimeError) return lhr.runtimeError.message;
  const failed = AUDITS.find((id) => !lhr.audits[id] || lhr.audits[id].scoreDisplayMode === "error");
  return failed ? `${failed}: ${lhr.audits[failed]?.errorMessage ?? "missing"}` : null;
}

/** The figures of one visit (ms and bytes) out of its Lighthouse result. */
export function visitFigures(lhr) {
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const total = lhr.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === "total");
  return {
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tti: numeric("interactive"),
    tbt: numeric("total-blocking-time"),
    // The load event: the page's scripts have arrived and run. Lighthouse's time to interactive
    // counts only long tasks, so on a slow network it can come before the scripts do.
    load: lhr.audits.metrics?.details?.items?.[0]?.observedLoad ?? NaN,
    transferBytes: total?.transferSize ?? NaN,
    requests: total?.requestCount ?? NaN,
  };
}

/** The median of each figure over several runs of the same visit. */
export function medianFigures(runs) {
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, medianOf(runs.map((run) => run[key]))]));
}

/**
 * The goals a page misses, one line each. `page`: { label, first, repeat } with visitFigures' figures.
 * A figure Lighthouse could not measure (NaN) is a miss too: a page that never painted is no pass.
 */
export function goalMisses(pages, goals = GOALS) {
  const misses = [];
  const check = (page, name, value, goal) => {
    if (!(value <= goal)) misses.push(`${page.label}: ${name} ${seconds(value)} s > ${seconds(goal)} s`);
  };
  for (const page of pages) {
    check(page, "first contentful paint", page.first.fcp, goals.fcpMs);
    check(page, "largest contentful paint", page.first.lcp, goals.lcpMs);
    check(page, "second visit's first contentful paint", page.repeat.fcp, goals.repeatFcpMs);
  }
  return misses;
}

const seconds = (ms) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : "n/a");
const kb = (bytes) => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : "n/a");
/** A figure beside its goal: a miss is marked, so the table reads without the list below it. */
const against = (ms, goal) => `${seconds(ms)}${ms <= goal ? "" : " ✗"}`;

/**
 * One row per page: the first visit, the second, and the CPU calibration of each (first / second).
 * `pages`: { label, first, repeat }, each visit visitFigures' figures with the relay's `downBytes`
 * (what came over the air, a service worker's fetches included: Lighthouse sees only the page's),
 * `benchmarkIndex` and `cpuSlowdown`.
 */
export function stadiumTable(pages, goals = GOALS) {
  return markdownTable(
    [
      "page",
      `FCP s (≤ ${seconds(goals.fcpMs)}):`,
      `LCP s (≤ ${seconds(goals.lcpMs)}):`,
      "TTI s:",
      "load s:",
      "KB down:",
      "requests:",
      `2nd FCP s (≤ ${seconds(goals.repeatFcpMs)}):`,
      "2nd LCP s:",
      "2nd load s:",
      "2nd KB down:",
      "2nd requests:",
      "index:",
      "CPU ×:",
    ],
    pages.map(({ label, first, repeat }) => [
      label,
      against(first.fcp, goals.fcpMs),
      against(first.lcp, goals.lcpMs),
      seconds(first.tti),
      seconds(first.load),
      kb(first.downBytes),
      String(first.requests),
      against(repeat.fcp, goals.repeatFcpMs),
      seconds(repeat.lcp),
      seconds(repeat.load),
      kb(repeat.downBytes),
      String(repeat.requests),
      `${Math.round(first.benchmarkIndex)} / ${Math.round(repeat.benchmarkIndex)}`,
      `${first.cpuSlowdown.toFixed(2)} / ${repeat.cpuSlowdown.toFixed(2)}`,
    ]),
  );
}

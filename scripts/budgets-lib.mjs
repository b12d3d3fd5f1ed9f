// The pure parts of `npm run budgets` (scripts/budgets.mjs): the JS a first visit downloads, read
// from the Remix manifest; the median of Lighthouse runs; the verdict against the budgets; tables.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { matchRoutes } from "@remix-run/router";

/** Lowest acceptable Lighthouse category scores (0–100) and the JS a first visit may download. */
export const BUDGETS = {
  performance: 95,
  accessibility: 100,
  "best-practices": 95,
  /** Total blocking time, median of the runs, in ms at the calibrated CPU slowdown. */
  tbtMs: 200,
  jsKbGzip: 120,
  /**
   * Known excesses, held where they are until cut (a ratchet: the page may not grow). Each needs
   * a reason; lower or remove the line once the page is lighter.
   *
   * The admin area's form pages validate in the browser with the same zod schema the server uses
   * (conform), so an admin sees a field's message before the round trip: zod's chunk is 26.4 KB gzip
   * and conform's 9.9 KB of what they load. Admins are a handful of volunteers who come back often (the chunks stay cached).
   * Measured 155.2-157.0 KB on 2026-11-26.
   *
   * @type {Record<string, number>}
   */
  jsKbGzipExceptions: {
    "/admin/events/new": 158,
    "/admin/events/1/edit": 158,
    "/admin/shift-templates/new": 158,
    "/admin/shift-templates/1/edit": 158,
  },
};

/** The public pages Lighthouse measures; `PRODUCT` stands for the first product linked from /shop. */
export const LIGHTHOUSE_PAGES = ["/", "/events", "/shop", "/volunteer", "/tickets", "/join", "PRODUCT"];

/**
 * The phone every run emulates, as a Lighthouse benchmark index: Chrome DevTools' CPU calibration
 * takes 1,000 for a mid-tier phone (Pixel 5 class) and 264 for a low-tier one. Lighthouse's fixed 4x
 * slowdown emulates that phone only on a host of about 4,000; on this project's 2-core machines
 * (1,000-2,900, moving with the load) it emulated anything from a phone of 250 to one of 725, so
 * the same build passed or failed with the host.
 */
export const PHONE_BENCHMARK_INDEX = 1000;

/**
 * The CPU slowdown that makes a host with `benchmarkIndex` run like the phone (Lighthouse documents
 * this calibration: the multiplier scales the host's measured CPU work). A host slower than the
 * phone cannot be slowed below 1x: `emulated` then says what it did emulate.
 */
export function cpuSlowdownFor(benchmarkIndex, phoneIndex = PHONE_BENCHMARK_INDEX) {
  if (!(benchmarkIndex > 0)) throw new Error(`no benchmark index (${benchmarkIndex})`);
  const multiplier = Math.max(1, Math.round((benchmarkIndex / phoneIndex) * 100) / 100);
  return { multiplier, emulated: Math.round(benchmarkIndex / multiplier) };
}

/** The JS budget of one page in KB gzip. */
export function jsBudgetFor(pathname, budgets = BUDGETS) {
  return budgets.jsKbGzipExceptions?.[pathname] ?? budgets.jsKbGzip;
}

/** Reads `window.__remixManifest = {...}` from public/build/manifest-*.js. */
export function readManifest(buildDir) {
  const file = readdirSync(buildDir).find((name) => /^manifest-[A-Z0-9]+\.js$/.test(name));
  if (!file) throw new Error(`no manifest-*.js in ${buildDir}: run npm run build`);
  const source = readFileSync(join(buildDir, file), "utf8");
  const start = source.indexOf("{");
  const end = source.lastIndexOf("}");
  if (start < 0 || end < start) throw new Error(`${file} does not hold window.__remixManifest = {...}`);
  return JSON.parse(source.slice(start, end + 1));
}

/** The manifest's flat route table as the nested route objects react-router matches against. */
function routeTree(manifest) {
  const byParent = new Map();
  for (const route of Object.values(manifest.routes)) {
    const key = route.parentId ?? "";
    if (!byParent.has(key)) byParent.set(key, []);
    byParent.get(key).push(route);
  }
  const build = (parentId) =>
    (byParent.get(parentId) ?? []).map((route) => {
      const children = build(route.id);
      return {
        id: route.id,
        path: route.path,
        index: route.index,
        ...(children.length ? { children } : {}),
      };
    });
  return build("");
}

/** The route ids a URL path renders, root first (root, layouts, the leaf). */
export function routesForPath(manifest, pathname) {
  const matches = matchRoutes(routeTree(manifest), pathname);
  if (!matches) throw new Error(`no route matches ${pathname}`);
  return matches.map((match) => match.route.id);
}

/** Every JS file a first visit to `pathname` downloads: entry + its imports, each matched route + its imports. */
export function jsFilesForPath(manifest, pathname) {
  const files = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const id of routesForPath(manifest, pathname)) {
    const route = manifest.routes[id];
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}

/**
 * Gzipped bytes of the JS a first visit to each path downloads (unique files summed; each file is
 * gzipped once). `publicDir` holds /build/…; `sizeOf` is injectable for tests.
 */
export function jsWeight(manifest, pathnames, publicDir, sizeOf = gzipSizeOf(publicDir)) {
  return pathnames.map((pathname) => {
    const files = jsFilesForPath(manifest, pathname);
    const bytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
    return { pathname, routes: routesForPath(manifest, pathname), files, bytes };
  });
}

function gzipSizeOf(publicDir) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(join(publicDir, file))).length);
    return cache.get(file);
  };
}

/** The middle run by performance score (the lower middle for an even count). */
export function medianRun(runs) {
  if (runs.length === 0) throw new Error("no runs");
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The median of each category's score over the runs: one noisy run neither fails nor passes a page. */
export function medianScores(runs) {
  const categories = Object.keys(runs[0].scores);
  return Object.fromEntries(
    categories.map((category) => {
      const sorted = runs.map((run) => run.scores[category]).sort((a, b) => a - b);
      return [category, sorted[Math.floor((sorted.length - 1) / 2)]];
    }),
  );
}

/** The median of one figure over the runs (the lower middle for an even count). */
export function medianOf(values) {
  if (values.length === 0) throw new Error("no values");
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Picks the figures the table shows out of one Lighthouse result (lhr). */
export function summarizeLhr(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const resources = lhr.audits["resource-summary"]?.details?.items ?? [];
  const resource = (type) => resources.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    scores: { performance: score("performance"), accessibility: score("accessibility"), "best-practices": score("best-practices") },
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    transferBytes: resource("total"),
    jsTransferBytes: resource("script"),
  };
}

/** The failed audits of the accessibility and best-practices categories, to say what to fix. */
export function failedAudits(lhr, categories = ["accessibility", "best-practices"]) {
  const failures = [];
  for (const category of categories) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score === 1) continue;
      const items = (audit.details?.items ?? [])
        .map((item) => item.node?.snippet ?? item.node?.selector ?? item.description ?? item.source?.url ?? item.url ?? "")
        .filter(Boolean);
      failures.push({ category, id: ref.id, title: audit.title, items });
    }
  }
  return failures;
}

/**
 * Budget misses, one line each. `pages`: { url, scores (medians), tbt (median ms, optional) };
 * `weights`: jsWeight()'s answer.
 */
export function budgetMisses(pages, weights, budgets = BUDGETS) {
  const misses = [];
  for (const page of pages) {
    // Best practices tolerate one failed audit, but a page that throws in the browser is broken.
    const consoleErrors = page.failed?.find((failure) => failure.id === "errors-in-console");
    if (consoleErrors) misses.push(`${page.url}: errors in the browser console (${consoleErrors.items.join("; ").slice(0, 200)})`);
    for (const category of ["performance", "accessibility", "best-practices"]) {
      if (page.scores[category] < budgets[category]) {
        misses.push(`${page.url}: ${category} ${page.scores[category]} < ${budgets[category]}`);
      }
    }
    if (page.tbt !== undefined && page.tbt > budgets.tbtMs)
      misses.push(`${page.url}: total blocking time ${Math.round(page.tbt)} ms > ${budgets.tbtMs} ms`);
  }
  for (const weight of weights) {
    const kb = weight.bytes / 1024;
    const budget = jsBudgetFor(weight.pathname, budgets);
    if (kb > budget) misses.push(`${weight.pathname}: JS ${kb.toFixed(1)} KB gzip > ${budget} KB`);
  }
  return misses;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const seconds = (ms) => (ms / 1000).toFixed(2);

export function markdownTable(header, rows) {
  const align = header.map((cell) => (cell.endsWith(":") ? "---:" : "---"));
  const clean = header.map((cell) => cell.replace(/:$/, ""));
  return [`| ${clean.join(" | ")} |`, `| ${align.join(" | ")} |`, ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n");
}

export function lighthouseTable(pages) {
  return markdownTable(
    [
      "page",
      "perf:",
      "a11y:",
      "best pr.:",
      "FCP s:",
      "LCP s:",
      "TBT ms:",
      "TBT median ms:",
      "CLS:",
      "transfer KB:",
      "JS KB:",
      "index:",
      "CPU ×:",
    ],
    pages.map((page) => [
      page.url,
      String(page.scores.performance),
      String(page.scores.accessibility),
      String(page.scores["best-practices"]),
      seconds(page.median.fcp),
      seconds(page.median.lcp),
      String(Math.round(page.median.tbt)),
      page.tbt === undefined ? "" : String(Math.round(page.tbt)),
      page.median.cls.toFixed(3),
      kb(page.median.transferBytes),
      kb(page.median.jsTransferBytes),
      page.median.benchmarkIndex === undefined ? "" : String(Math.round(page.median.benchmarkIndex)),
      page.median.cpuSlowdown === undefined ? "" : page.median.cpuSlowdown.toFixed(2),
    ]),
  );
}

export function jsWeightTable(weights) {
  return markdownTable(
    ["page", "routes", "files:", "JS KB gzip:", "budget KB:"],
    weights.map((weight) => {
      const budget = jsBudgetFor(weight.pathname);
      const mark = budget === BUDGETS.jsKbGzip ? "" : " (known excess, may not grow)";
      return [weight.pathname, weight.routes.join(" > "), String(weight.files.length), kb(weight.bytes), `${budget}${mark}`];
    }),
  );
}

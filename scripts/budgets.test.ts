import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  BUDGETS,
  budgetMisses,
  cpuSlowdownFor,
  jsFilesForPath,
  jsWeight,
  medianOf,
  medianRun,
  medianScores,
  readManifest,
  routesForPath,
} from "./budgets-lib.mjs";

const manifest = {
  entry: { module: "/build/entry.client-A.js", imports: ["/build/_shared/react-B.js"] },
  routes: {
    root: { id: "root", path: "", module: "/build/root-C.js", imports: ["/build/_shared/react-B.js", "/build/_shared/nav-D.js"] },
    "routes/_index": { id: "routes/_index", parentId: "root", index: true, module: "/build/routes/_index-E.js" },
    "routes/shop": {
      id: "routes/shop",
      parentId: "root",
      path: "shop",
      module: "/build/routes/shop-F.js",
      imports: ["/build/_shared/card-G.js"],
    },
    "routes/shop._index": { id: "routes/shop._index", parentId: "routes/shop", index: true, module: "/build/routes/shop._index-H.js" },
    "routes/shop.$productId": {
      id: "routes/shop.$productId",
      parentId: "routes/shop",
      path: ":productId",
      module: "/build/routes/shop.$productId-I.js",
      imports: ["/build/_shared/card-G.js", "/build/_shared/zod-J.js"],
    },
    "routes/$": { id: "routes/$", parentId: "root", path: "*", module: "/build/routes/$-K.js" },
  },
};

describe("JS a first visit downloads", () => {
  it("matches the URL to root, its layouts and the leaf route", () => {
    expect(routesForPath(manifest, "/")).toEqual(["root", "routes/_index"]);
    expect(routesForPath(manifest, "/shop")).toEqual(["root", "routes/shop", "routes/shop._index"]);
    expect(routesForPath(manifest, "/shop/7")).toEqual(["root", "routes/shop", "routes/shop.$productId"]);
    expect(routesForPath(manifest, "/nowhere")).toEqual(["root", "routes/$"]);
  });

  it("counts entry, root and the routes with their imports, each file once", () => {
    expect(jsFilesForPath(manifest, "/shop/7").sort()).toEqual(
      [
        "/build/entry.client-A.js",
        "/build/_shared/react-B.js",
        "/build/root-C.js",
        "/build/_shared/nav-D.js",
        "/build/routes/shop-F.js",
        "/build/_shared/card-G.js",
        "/build/routes/shop.$productId-I.js",
        "/build/_shared/zod-J.js",
      ].sort(),
    );
    const sizes: Record<string, number> = { "/build/_shared/react-B.js": 1000, "/build/_shared/zod-J.js": 500 };
    const [home, product] = jsWeight(manifest, ["/", "/shop/7"], "/unused", (file: string) => sizes[file] ?? 10);
    expect(home.bytes).toBe(1000 + 4 * 10);
    expect(product.bytes).toBe(1000 + 500 + 6 * 10);
  });

  describe("on disk", () => {
    let dir = "";
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it("reads window.__remixManifest and gzips the real files", () => {
      dir = mkdtempSync(join(tmpdir(), "budgets-test-"));
      mkdirSync(join(dir, "build/_shared"), { recursive: true });
      mkdirSync(join(dir, "build/routes"), { recursive: true });
      writeFileSync(join(dir, "build/manifest-ABC123.js"), `window.__remixManifest=${JSON.stringify(manifest)};`);
      for (const file of jsFilesForPath(manifest, "/")) writeFileSync(join(dir, file), "x".repeat(10_000));
      const read = readManifest(join(dir, "build"));
      expect(read.entry.module).toBe("/build/entry.client-A.js");
      const [home] = jsWeight(read, ["/"], dir);
      // entry, the shared react chunk (imported twice, counted once), root, nav, the index route;
      // 10,000 repeated bytes gzip to a few dozen each.
      expect(home.files).toHaveLength(5);
      expect(home.bytes).toBeGreaterThan(5 * 20);
      expect(home.bytes).toBeLessThan(5 * 200);
    });
  });
});

describe("median of Lighthouse runs", () => {
  const run = (performance: number, accessibility = 100, bestPractices = 100) => ({
    scores: { performance, accessibility, "best-practices": bestPractices },
  });

  it("takes the middle run by performance, so one noisy run neither fails nor passes a page", () => {
    expect(medianRun([run(99), run(80), run(96)]).scores.performance).toBe(96);
    expect(medianRun([run(100), run(100), run(60)]).scores.performance).toBe(100);
    expect(medianScores([run(99, 96), run(80, 100), run(96, 100)])).toEqual({ performance: 96, accessibility: 100, "best-practices": 100 });
  });
});

describe("CPU slowdown calibrated to the host", () => {
  it("slows each host down to the same phone, whatever its benchmark index", () => {
    // The CI host of a failed run measured 1,947, this machine 2,561: at a fixed 4x they emulated
    // phones of 487 and 640, so the same build passed here and failed there.
    expect(cpuSlowdownFor(1947)).toEqual({ multiplier: 1.95, emulated: 998 });
    expect(cpuSlowdownFor(2561)).toEqual({ multiplier: 2.56, emulated: 1000 });
    expect(cpuSlowdownFor(4000, 264)).toEqual({ multiplier: 15.15, emulated: 264 });
  });

  it("never speeds a slow host up: below the phone it runs at 1x and says what it emulated", () => {
    expect(cpuSlowdownFor(800)).toEqual({ multiplier: 1, emulated: 800 });
  });

  it("refuses a run without a benchmark index rather than guess one", () => {
    expect(() => cpuSlowdownFor(undefined as unknown as number)).toThrow(/no benchmark index/);
    expect(() => cpuSlowdownFor(0)).toThrow(/no benchmark index/);
  });
});

describe("budget misses", () => {
  it("names each page and category under its floor, and each page over the JS budget", () => {
    const pages = [
      { url: "/", scores: { performance: 95, accessibility: 100, "best-practices": 95 } },
      { url: "/events", scores: { performance: 94, accessibility: 96, "best-practices": 100 } },
    ];
    const weights = [
      { pathname: "/", routes: [], files: [], bytes: 120 * 1024 },
      { pathname: "/events", routes: [], files: [], bytes: 120 * 1024 + 1 },
    ];
    expect(budgetMisses(pages, weights)).toEqual([
      "/events: performance 94 < 95",
      "/events: accessibility 96 < 100",
      "/events: JS 120.0 KB gzip > 120 KB",
    ]);
  });

  it("fails a page whose median total blocking time is over the budget, whatever its score", () => {
    const page = (tbt: number) => ({ url: "/join", scores: { performance: 97, accessibility: 100, "best-practices": 100 }, tbt });
    expect(medianOf([250, 120, 190])).toBe(190);
    expect(budgetMisses([page(200)], [])).toEqual([]);
    expect(budgetMisses([page(201)], [])).toEqual(["/join: total blocking time 201 ms > 200 ms"]);
  });

  it("fails a page that throws in the browser, whatever its scores", () => {
    const page = {
      url: "/shop",
      scores: { performance: 100, accessibility: 100, "best-practices": 96 },
      failed: [{ category: "best-practices", id: "errors-in-console", title: "", items: ["TypeError: text is not a function"] }],
    };
    expect(budgetMisses([page], [])).toEqual(["/shop: errors in the browser console (TypeError: text is not a function)"]);
  });

  it("holds a known excess where it is: the page may not grow", () => {
    const budgets = { ...BUDGETS, jsKbGzipExceptions: { "/api/login": 150 } };
    const at = (bytes: number) => [{ pathname: "/api/login", routes: [], files: [], bytes }];
    expect(budgetMisses([], at(150 * 1024), budgets)).toEqual([]);
    expect(budgetMisses([], at(151 * 1024), budgets)).toEqual(["/api/login: JS 151.0 KB gzip > 150 KB"]);
  });
});

import { describe, expect, it } from "vitest";
import { goalMisses, medianFigures, stadiumTable, visitError, visitFigures, visitSettings } from "./bench-stadium-lib.mjs";
import { STADIUM } from "./stadium-network.mjs";

/** The parts of a Lighthouse result the bench reads. */
function lhr({ fcp = 1500, lcp = 1600, tti = 7000, tbt = 10, load = 7100, bytes = 150_000, requests = 29 } = {}) {
  return {
    audits: {
      "first-contentful-paint": { numericValue: fcp },
      "largest-contentful-paint": { numericValue: lcp },
      interactive: { numericValue: tti },
      "total-blocking-time": { numericValue: tbt },
      metrics: { details: { items: [{ observedLoad: load }] } },
      "resource-summary": {
        details: {
          items: [
            { resourceType: "total", transferSize: bytes, requestCount: requests },
            { resourceType: "script", transferSize: 120_000, requestCount: 24 },
          ],
        },
      },
    },
  };
}

const visit = (figures: Parameters<typeof lhr>[0] = {}, cpu = { benchmarkIndex: 1500, cpuSlowdown: 1.5 }) => ({
  ...visitFigures(lhr(figures)),
  downBytes: figures.bytes ?? 150_000,
  ...cpu,
});

describe("a visit's Lighthouse settings", () => {
  it("throttles only the CPU, at the calibrated slowdown: the network is the relay's", () => {
    const settings = visitSettings({ cpuSlowdown: 1.73, repeat: false, profile: STADIUM });
    expect(settings.throttlingMethod).toBe("devtools");
    expect(settings.throttling).toMatchObject({
      cpuSlowdownMultiplier: 1.73,
      requestLatencyMs: 0,
      downloadThroughputKbps: 0,
      uploadThroughputKbps: 0,
    });
    expect(settings.disableStorageReset).toBe(false);
  });

  it("keeps the caches and the service worker for the second visit", () => {
    expect(visitSettings({ cpuSlowdown: 1, repeat: true, profile: STADIUM }).disableStorageReset).toBe(true);
  });
});

describe("a visit's figures", () => {
  it("reads the paints, interactive, the load event, and the total bytes and requests", () => {
    expect(visitFigures(lhr())).toEqual({ fcp: 1500, lcp: 1600, tti: 7000, tbt: 10, load: 7100, transferBytes: 150_000, requests: 29 });
  });

  it("calls a result that measured nothing an error, to be run again", () => {
    expect(visitError(lhr())).toBeNull();
    expect(visitError(undefined)).toBe("no result");
    expect(visitError({ ...lhr(), runtimeError: { message: "NO_FCP" } })).toBe("NO_FCP");
    const unpainted = lhr();
    Object.assign(unpainted.audits["first-contentful-paint"], { scoreDisplayMode: "error", errorMessage: "NO_FCP" });
    expect(visitError(unpainted)).toBe("first-contentful-paint: NO_FCP");
  });

  it("takes the median of each figure over runs", () => {
    const runs = [visitFigures(lhr({ fcp: 1500 })), visitFigures(lhr({ fcp: 1700 })), visitFigures(lhr({ fcp: 1600 }))];
    expect(medianFigures(runs).fcp).toBe(1600);
  });
});

describe("goals", () => {
  it("lists each missed goal with the page and the figure", () => {
    const pages = [
      { label: "/", first: visit({ fcp: 2400, lcp: 2900 }), repeat: visit({ fcp: 900 }) },
      { label: "/profile", first: visit({ fcp: 2600, lcp: 3100 }), repeat: visit({ fcp: 1500 }) },
    ];
    expect(goalMisses(pages)).toEqual([
      "/profile: first contentful paint 2.60 s > 2.50 s",
      "/profile: largest contentful paint 3.10 s > 3.00 s",
      "/profile: second visit's first contentful paint 1.50 s > 1.00 s",
    ]);
  });

  it("counts a figure Lighthouse could not measure as missed", () => {
    const pages = [{ label: "/", first: visit({ lcp: NaN }), repeat: visit({ fcp: 900 }) }];
    expect(goalMisses(pages)).toEqual(["/: largest contentful paint n/a s > 3.00 s"]);
  });
});

describe("the table", () => {
  it("shows each figure beside its goal, marks a miss, and gives both visits' calibration", () => {
    const table = stadiumTable([
      {
        label: "/events",
        first: visit({ fcp: 2612, lcp: 2800, tti: 7140, load: 7150, bytes: 154_141, requests: 29 }),
        repeat: visit({ fcp: 1496, lcp: 1550, load: 1810, bytes: 14_272, requests: 27 }, { benchmarkIndex: 2383.4, cpuSlowdown: 2.38 }),
      },
    ]).split("\n");
    expect(table[0]).toBe(
      "| page | FCP s (≤ 2.50) | LCP s (≤ 3.00) | TTI s | load s | KB down | requests | 2nd FCP s (≤ 1.00) | 2nd LCP s | 2nd load s | 2nd KB down | 2nd requests | index | CPU × |",
    );
    expect(table[2]).toBe(
      "| /events | 2.61 ✗ | 2.80 | 7.14 | 7.15 | 150.5 | 29 | 1.50 ✗ | 1.55 | 1.81 | 13.9 | 27 | 1500 / 2383 | 1.50 / 2.38 |",
    );
  });
});

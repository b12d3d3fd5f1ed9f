import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type axe from "axe-core";
import type { Result, RunOptions } from "axe-core";

/**
 * axe-core's minified build (580 KB). The package's `axe.source` is its unminified one (1.3 MB),
 * which each page load parsed again: about 20 ms more per load, at some 1,400 loads a run.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The WCAG 2.2 AA rule set: every rule axe tags with one of these. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * `axe.run` in the page, as @axe-core/playwright's legacy mode runs it (axe in every frame, the
 * top frame collecting the others'); `resultTypes: ["violations"]` keeps every violation whole and
 * cuts passes and the rest to one node each.
 */
const OPTIONS: RunOptions = { runOnly: { type: "tag", values: WCAG_TAGS }, resultTypes: ["violations"] };

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * Every rule of `WCAG_TAGS` run on the page as it is now; its violations, each with all its nodes.
 * axe's script goes into each frame once per page load: AxeBuilder sent it twice per scan,
 * four times for a page scanned at two widths.
 */
export async function axeViolations(page: Page): Promise<Result[]> {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => window.axe === undefined)) await frame.evaluate(AXE_SOURCE);
  }
  return page.evaluate(async (options) => (await window.axe!.run(document, options)).violations, OPTIONS);
}

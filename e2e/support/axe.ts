import AxeBuilder from "@axe-core/playwright";
import axe from "axe-core";
import type { Page } from "@playwright/test";

/** The WCAG 2.2 AA rule set: every rule axe tags with one of these. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Every rule of `WCAG_TAGS` run on the page as it is now, its violations returned (each with all its
 * nodes). `resultTypes: ["violations"]` keeps every violation whole and cuts passes and the rest to
 * one node each, which is most of axe's work and of what travels back. axe-core goes into the page
 * once per document and runs there with `axe.run` (scanning the same page at another width reuses
 * it); AxeBuilder's default would inject it again for each scan and finish the run in a second,
 * blank page. A page with frames goes through AxeBuilder, which runs axe in each frame too.
 */
export async function axeViolations(page: Page): Promise<axe.Result[]> {
  const options: axe.RunOptions = { runOnly: { type: "tag", values: WCAG_TAGS }, resultTypes: ["violations"] };
  if (page.frames().length > 1) return (await new AxeBuilder({ page }).options(options).analyze()).violations;
  const injected = () => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === "function";
  if (!(await page.evaluate(injected))) await page.evaluate(axe.source);
  return page.evaluate(
    (runOptions) => (window as unknown as { axe: typeof axe }).axe.run(document, runOptions).then((results) => results.violations),
    options,
  );
}

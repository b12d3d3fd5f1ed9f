import { expect, type Locator } from "@playwright/test";

/**
 * Waits until React has hydrated this element: its props (the handlers) are attached to the DOM
 * node. A click before then is the browser's own (a link followed, a form posted), which is what a
 * visitor without JavaScript gets, not what a spec about the enhanced control means to test.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$"))), {
      message: "the element was never hydrated",
      intervals: [50, 100, 250],
    })
    .toBe(true);
}

import { expect, test } from "@playwright/test";
import { APP_URL } from "../playwright.config";
import { adminEmail, signIn } from "./support/auth";
import { createFarEvent } from "./support/events";
import { startFlakyNetwork } from "./support/flaky-proxy";

/**
 * A second visit on one bar of signal: a page the phone has opened before is on screen at once from
 * the site's worker, marked 'Saved at HH:MM — updating', and brought up to date when the network's
 * answer comes (the notice then goes). The browser reaches the app through the loopback proxy of the
 * flaky-stadium spec, here only slow: every answer waits 2 s.
 */
test.use({ serviceWorkers: "allow" });

test("a page opened before shows at once on a slow network, marked as updating, then the news", async ({ page, playwright }, testInfo) => {
  test.skip(testInfo.project.name === "no-js", "a service worker needs JavaScript");
  test.setTimeout(90_000);
  const admin = await playwright.request.newContext({ baseURL: APP_URL });
  await signIn(admin, adminEmail(testInfo));
  const title = `Slow night ${Date.now()}`;
  const event = await createFarEvent(admin, title, 253);
  const network = await startFlakyNetwork(APP_URL, { seed: 1, loseAnswers: 0, maxDelayMs: 0, cutChance: 0, cutMs: 0 });
  const at = (path: string) => `${network.url}${path}`;
  const notice = page.getByTestId("offline-notice");
  try {
    network.calm();
    await page.goto(at(`/events/${event.id}`));
    await expect(page.locator("#event-title")).toHaveText(title);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "none"), { timeout: 15_000 })
      .toMatch(/\/sw\.js$/);
    await expect
      .poll(() => page.evaluate(async (path) => Boolean(await (await caches.open("site-pages-v1")).match(path)), `/events/${event.id}`))
      .toBe(true);

    // The organisers move it; the phone's copy still has the old title.
    const stored = (await (await admin.get(`/api/events/${event.id}`)).json()) as { date: string };
    const moved = await admin.put(`/api/events/${event.id}`, {
      data: { title: `${title} (moved)`, date: stored.date, location: "Riverside Stadium", type: "community" },
    });
    expect(moved.status()).toBe(200);

    network.slow(2_000);
    await page.goto(at(`/events/${event.id}`), { waitUntil: "commit" });
    // The copy, before the network's answer: the old title, marked.
    await expect(page.locator("#event-title")).toHaveText(title);
    await expect(page.getByText(/^Saved at \d\d:\d\d — updating$/)).toBeVisible();
    // Then the news, and the notice goes.
    await expect(page.locator("#event-title")).toHaveText(`${title} (moved)`, { timeout: 20_000 });
    await expect(notice.getByText(/Saved at/)).toHaveCount(0);
    await expect(page.getByText(/^Saved at/)).toHaveCount(0);
  } finally {
    await network.close();
    await admin.delete(`/api/events/${event.id}`);
    await admin.dispose();
  }
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, expect, test, type Page } from "@playwright/test";
import { APP_URL, CHROMIUM_PATH } from "../playwright.config";
import { CHROMIUM_FLAGS } from "../scripts/chromium-flags.mjs";

// The installed app's check is Chromium's own (DevTools protocol): the manifest it parsed and the
// reasons it would not offer "Install". Only in the js project: installability needs the service
// worker, which the page registers with JavaScript; without it there is nothing to install. In a
// browser profile of its own, since Chromium never offers to install from an incognito window
// (Playwright's usual contexts), which would be its one objection.
test("the site is installable as an app, and carries the home-screen tags iOS reads", async ({ browserName: _ }, testInfo) => {
  test.skip(testInfo.project.name === "no-js", "installing needs the service worker, which JavaScript registers");
  const profile = mkdtempSync(path.join(tmpdir(), "install-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    baseURL: APP_URL,
    serviceWorkers: "allow",
  });
  try {
    await installable(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function installable(page: Page) {
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker controls the page once it has claimed it; Chromium checks installability against a controlled page.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  const cdp = await page.context().newCDPSession(page);
  const manifest = (await cdp.send("Page.getAppManifest")) as { url: string; errors: unknown[]; parsed?: { name?: string } };
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  await expect.poll(async () => (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors, { timeout: 15_000 }).toEqual([]);

  // The icons the manifest names are served, PNG.
  const json = (await (await page.request.get("/manifest.webmanifest")).json()) as { name: string; icons: { src: string }[] };
  expect(json.name).toBe("The Roadies");
  for (const icon of json.icons) {
    const answer = await page.request.get(icon.src);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("image/png");
  }

  // iOS: its own tags, and an icon that is served.
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute("content", "yes");
  await expect(page.locator('meta[name="mobile-web-app-capable"]')).toHaveAttribute("content", "yes");
  await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute("content", "The Roadies");
  await expect(page.locator('meta[name="apple-mobile-web-app-status-bar-style"]')).toHaveAttribute("content", "default");
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect((await page.request.get(touchIcon!)).headers()["content-type"]).toBe("image/png");
}

import { expect, test, type Page } from "@playwright/test";
import { signIn, uniqueEmail } from "./support/auth";

const htmlClass = (page: Page) => page.locator("html").getAttribute("class");

/**
 * Clicks a theme button and waits until the server has saved the choice: with JavaScript the
 * background fetch; without, the form post and the page it redirects back to.
 */
async function choose(page: Page, name: "Light theme" | "Dark theme" | "Use system theme") {
  const saved = page.waitForResponse((response) => response.url().includes("/action/set-theme"));
  const reloaded = test.info().project.use.javaScriptEnabled === false ? page.waitForEvent("load") : Promise.resolve();
  await page.getByRole("button", { name, exact: true }).first().click();
  await Promise.all([saved, reloaded]);
}

test("the theme choice persists across reloads", async ({ page }) => {
  await page.goto("/events");
  await expect(page.getByRole("button", { name: "Light theme" }).first()).toHaveAttribute("aria-pressed", "true");

  await choose(page, "Dark theme");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(page).toHaveURL(/\/events$/);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(page.getByRole("button", { name: "Dark theme" }).first()).toHaveAttribute("aria-pressed", "true");

  await choose(page, "Light theme");
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await page.reload();
  expect(await htmlClass(page)).toMatch(/\blight\b/);
});

test("System follows the operating system setting", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await choose(page, "Use system theme");
  await expect(page.getByRole("button", { name: "Use system theme" }).first()).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  // Dark through the media query (no JS) or the class remix-themes sets (JS): the page is dark.
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await expect.poll(background).toBe("rgb(17, 24, 39)");
  await page.emulateMedia({ colorScheme: "light" });
  await expect.poll(background).toBe("rgba(0, 0, 0, 0)");
});

test("the three choices are reachable on a phone-sized screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await page.getByText("Menu").click();
  for (const name of ["Light theme", "Dark theme", "Use system theme"]) {
    await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
  }
  await choose(page, "Dark theme");
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
});

test("a member's saved theme follows them to another browser", async ({ page, browser }, testInfo) => {
  const email = uniqueEmail(testInfo, "theme");
  await signIn(page, email);
  await page.goto("/");
  await choose(page, "Dark theme");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect.poll(async () => (await (await page.request.get("/api/auth/user")).json()).themePreference).toBe("dark");

  const other = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
  });
  const otherPage = await other.newPage();
  await signIn(otherPage, email);
  await otherPage.goto("/");
  await expect(otherPage.locator("html")).toHaveClass(/\bdark\b/);
  await other.close();
});

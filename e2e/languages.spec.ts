import { expect, test } from "@playwright/test";
import { signIn, uniqueEmail } from "./support/auth";

/**
 * Who chooses a page's language (README, Languages): the browser's Accept-Language among the
 * group's languages, then the footer's switch (a plain form post, the same with and without
 * JavaScript), which a member's account keeps for every device. The URL never changes.
 */

test.describe("a visitor whose browser asks for German", () => {
  test.use({ locale: "de-DE" });

  test("gets the pages in German, says so, and can switch to English in the footer", async ({ page }) => {
    const response = await page.goto("/events");
    expect(response?.headers()["content-language"]).toBe("de");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("navigation", { name: "Hauptmenü" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Zum Inhalt springen" })).toBeAttached();
    const switcher = page.getByRole("form", { name: "Sprache" });
    await expect(switcher.getByRole("button", { name: "Deutsch" })).toHaveAttribute("aria-pressed", "true");

    await switcher.getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("form", { name: "Language" }).getByRole("button", { name: "English" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    // The choice is kept: the next page stays English although the browser still asks for German.
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("the shared cache is told the page depends on the language", async ({ request }) => {
    const response = await request.get("/events", { headers: { "Accept-Language": "de" } });
    expect(response.headers()["vary"]).toMatch(/Accept-Language/);
    expect(response.headers()["vary"]).toMatch(/Cookie/);
  });
});

test("a member's language follows them to another browser", async ({ browser, baseURL }, testInfo) => {
  const email = uniqueEmail(testInfo, "language");
  const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
  const first = await browser.newContext({ baseURL, javaScriptEnabled, locale: "en-US" });
  await signIn(first.request, email);
  const page = await first.newPage();
  await page.goto("/events");
  await page.getByRole("form", { name: "Language" }).getByRole("button", { name: "Deutsch" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("link", { name: "Profil verwalten" })).toBeVisible();

  // Another browser asking for English: once signed in, the member's German wins.
  const second = await browser.newContext({ baseURL, javaScriptEnabled, locale: "en-US" });
  await signIn(second.request, email);
  const other = await second.newPage();
  await other.goto("/events");
  await expect(other.locator("html")).toHaveAttribute("lang", "de");
  await expect(other).toHaveURL(/\/events$/);
  await first.close();
  await second.close();
});

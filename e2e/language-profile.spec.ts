import { expect, test } from "@playwright/test";
import { signIn, uniqueEmail } from "./support/auth";

// A plain form post in both projects (JavaScript on and off): the page after it is a new document
// in the chosen language, the nav included, and the member keeps it (users.locale, the lang cookie).
test("a member switches their language to Deutsch on /profile and back to English", async ({ page }, testInfo) => {
  await signIn(page, uniqueEmail(testInfo, "language"), { firstName: "Lena", lastName: "Sprache" });
  await page.goto("/profile");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const setting = page.getByRole("region", { name: "Language" });
  await expect(setting.getByLabel("Your language")).toHaveValue("en");
  // Each language is named in itself.
  await expect(setting.getByRole("option")).toHaveText(["English", "Deutsch"]);

  await setting.getByLabel("Your language").selectOption("de");
  await setting.getByRole("button", { name: "Save Language" }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("status").filter({ hasText: "Seiten und E-Mails sind jetzt auf Deutsch." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Profil" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Profil bearbeiten" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Hauptmenü" });
  await expect(nav.getByRole("link", { name: "Termine" })).toBeVisible();
  const german = page.getByRole("region", { name: "Sprache" });
  await expect(german.getByLabel("Deine Sprache")).toHaveValue("de");

  // It stays German on the next page, with no Accept-Language asking for it.
  await page.goto("/events");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");

  await page.goto("/profile");
  await german.getByLabel("Deine Sprache").selectOption("en");
  await german.getByRole("button", { name: "Sprache speichern" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("status").filter({ hasText: "Pages and emails are now in English." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events" })).toBeVisible();
});

test("the profile's language form refuses a language the group does not offer", async ({ page }, testInfo) => {
  await signIn(page, uniqueEmail(testInfo, "language-bad"));
  await page.goto("/profile");
  const response = await page.request.post("/profile", {
    form: { intent: "save-language", locale: "pl" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(400);
  expect(response.headers()["set-cookie"] ?? "").not.toContain("lang=");
});

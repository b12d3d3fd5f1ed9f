import { expect, test, type Page } from "@playwright/test";
import { adminEmail, latestCode, signIn, uniqueEmail } from "./support/auth";

/**
 * WCAG 2.1.1 Keyboard and 2.4.7 Focus Visible: every flow works with the keyboard alone.
 * Only Tab, Enter, Space and typing; no clicks. Each focus stop the flow uses must be visible.
 */

type Focused = { name: string; visible: boolean };

/** The focused element's name (aria-label, its label, or its text) and whether focus shows. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: "", visible: false };
    const input = el as HTMLInputElement;
    const label = input.labels?.[0]?.textContent ?? "";
    const name = (el.getAttribute("aria-label") || label || el.innerText || input.value || "").trim();
    const shows = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      return outline || (style.boxShadow !== "none" && style.boxShadow !== "");
    };
    // A visually hidden control (the switches) shows its focus on the drawn track next to it.
    return { name, visible: shows(el) || shows(el.nextElementSibling) || shows(el.parentElement) };
  });
}

/** Presses Tab until the focused element's name matches, then checks the focus is visible. */
async function tabTo(page: Page, name: RegExp, limit = 200) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const now = await focused(page);
    if (name.test(now.name)) {
      expect(now.visible, `focus on "${now.name}" is visible`).toBe(true);
      return;
    }
  }
  throw new Error(`Tab never reached ${name}`);
}

const noJs = () => test.info().project.use.javaScriptEnabled === false;

test("sign in with an email code, by keyboard", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "kbd-signin");
  await page.goto("/api/login");
  await tabTo(page, /^Email$/);
  const started = Date.now();
  await page.keyboard.type(email);
  await tabTo(page, /Email me a code/);
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Sign-in code")).toBeVisible();
  const code = await latestCode(email, started);
  await page.locator("body").focus();
  await tabTo(page, /Sign-in code/);
  await page.keyboard.type(code);
  await tabTo(page, /^Sign in$/);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("link", { name: "Login" })).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/api\/login/);
});

test("RSVP and cancel, by keyboard", async ({ page }, testInfo) => {
  await signIn(page, uniqueEmail(testInfo, "kbd-rsvp"));
  await page.goto("/events");
  const upcoming = page.getByRole("region", { name: "Upcoming Events" });
  const first = upcoming.getByTestId("event-card").first();
  await tabTo(page, /^RSVP$/);
  await page.keyboard.press("Enter");
  await expect(first.getByText("You're going")).toBeVisible();
  await page.locator("body").focus();
  await tabTo(page, /^Cancel RSVP$/);
  await page.keyboard.press("Enter");
  await expect(first.getByRole("button", { name: "RSVP" })).toBeVisible();
});

test("switch the theme, by keyboard", async ({ page }) => {
  await page.goto("/");
  await tabTo(page, /^Dark theme$/);
  const saved = page.waitForResponse((response) => response.url().includes("/action/set-theme"));
  await page.keyboard.press(noJs() ? "Enter" : "Space");
  await saved;
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
});

test("edit the profile, by keyboard", async ({ page }, testInfo) => {
  await signIn(page, uniqueEmail(testInfo, "kbd-profile"), { firstName: "Kay", lastName: "Board" });
  await page.goto("/profile");
  await tabTo(page, /^Edit Profile$/);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/profile\?edit$/);
  await expect(page.getByLabel("First name")).toBeVisible();
  await tabTo(page, /^First name$/);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Keys");
  await tabTo(page, /^Save Changes$/);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Keys Board").first()).toBeVisible();
});

test("save email preferences, by keyboard", async ({ page }, testInfo) => {
  await signIn(page, uniqueEmail(testInfo, "kbd-email"));
  await page.goto("/email-settings");
  const promotions = page.getByRole("switch", { name: /Shop promotions/ });
  await expect(promotions).not.toBeChecked();
  await tabTo(page, /Shop promotions/);
  await page.keyboard.press("Space");
  await tabTo(page, /^Save Preferences$/);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Settings Saved").first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: /Shop promotions/ })).toBeChecked();
});

test("save privacy settings, by keyboard", async ({ page }, testInfo) => {
  await signIn(page, uniqueEmail(testInfo, "kbd-privacy"));
  await page.goto("/privacy-settings");
  const showEmail = page.getByRole("switch", { name: /Show email/i });
  await expect(showEmail).not.toBeChecked();
  await tabTo(page, /Show email/i);
  await page.keyboard.press("Space");
  await tabTo(page, /^Save Privacy Settings$/);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Settings Saved").first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: /Show email/i })).toBeChecked();
});

test("an admin adds an event, by keyboard", async ({ page }, testInfo) => {
  await signIn(page, adminEmail(testInfo));
  await page.goto("/admin");
  await tabTo(page, /^Add New Event$/);
  await page.keyboard.press("Enter");
  // With JavaScript a dialog opens; without, the link leads to the form's own page.
  if (noJs()) await expect(page).toHaveURL(/\/admin\/events\/new$/);
  await expect(page.getByLabel("Title")).toBeVisible();
  const title = `Keyboard night ${testInfo.project.name} ${Date.now()}`;
  await tabTo(page, /^Title$/);
  await page.keyboard.type(title);
  await tabTo(page, /^Date and time/);
  // Chromium's datetime-local: month, day, year, then Tab to the time segments.
  await page.keyboard.type("12312030");
  await page.keyboard.press("Tab");
  await page.keyboard.type("0700P");
  await tabTo(page, /^Location$/);
  await page.keyboard.type("The Crown, Riverside");
  await tabTo(page, /^Create Event$/);
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Title")).toHaveCount(0);
  await page.goto("/events");
  // Upcoming events come 24 to a page, soonest first: 31 Dec 2030 is on a later page once other
  // tests have filled the calendar.
  const article = page.getByRole("article", { name: title });
  const more = page.getByRole("link", { name: "Show more upcoming events" });
  while (!(await article.isVisible()) && (await more.count()) > 0) {
    const shown = await page.getByRole("article").count();
    await more.click();
    await expect(page.getByRole("article")).not.toHaveCount(shown);
  }
  await expect(article).toBeVisible();
});

import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { adminEmail, signIn, uniqueEmail } from "./support/auth";

/**
 * Issue 8 (WCAG 2.2 AA): axe on every page of SPEC §2, as anonymous, member and admin where the
 * page differs, in light and dark theme, at a phone and a desktop width. Each test loops over its
 * pages and collects every violation, so one run reports them all (rule, page, theme, width, target).
 */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const WIDTHS = [390, 1280] as const;
const THEMES = ["light", "dark"] as const;
type Theme = (typeof THEMES)[number];

const PUBLIC_PAGES = [
  "/",
  "/join",
  "/events",
  "/shop",
  "PRODUCT",
  "/shop/cart",
  "/volunteer",
  "/tickets",
  "/ticket-exchange",
  "/terms",
  "/privacy",
  "/no-such-page",
];
/** Pages that differ for a member: sign-in notices (anonymous) or the member's own content. */
const SIGNED_IN_PAGES = ["/dashboard", "/profile", "/email-settings", "/privacy-settings", "/order-tracking", "/volunteer-shifts", "/admin"];

const ROLES = {
  anonymous: [...PUBLIC_PAGES, ...SIGNED_IN_PAGES, "/api/login"],
  member: [...PUBLIC_PAGES, ...SIGNED_IN_PAGES],
  // The admin differs on the admin area and in the navigation (the Admin link).
  admin: ["/", "/events", "/admin", "/admin/events", "/admin/events/new"],
} as const;

/**
 * axe needs script execution in the page, which the no-js project turns off. There the scan runs
 * in a context with scripts allowed but the app's JavaScript never loaded (every /build/*.js
 * request is refused): the page stays the server's HTML, exactly what a visitor without
 * JavaScript gets, meta tags and all.
 */
async function scanPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: true });
  if (testInfo.project.use.javaScriptEnabled === false) {
    await context.route(/\/build\/.*\.js(\?.*)?$/, (route) => route.abort());
  }
  return context.newPage();
}

/** Saves the theme choice (cookie, and on the member when signed in) as the switcher would. */
async function setTheme(page: Page, theme: Theme) {
  const response = await page.request.post("/action/set-theme", { form: { theme } });
  expect(response.ok()).toBe(true);
}

async function productPath(page: Page): Promise<string> {
  await page.goto("/shop");
  const href = await page
    .locator('main a[href^="/shop/"]:not([href="/shop/cart"])')
    .first()
    .getAttribute("href");
  expect(href).toBeTruthy();
  return href!;
}

async function scan(page: Page, pages: readonly string[], theme: Theme): Promise<string[]> {
  const found: string[] = [];
  const product = pages.includes("PRODUCT") ? await productPath(page) : "";
  for (const listed of pages) {
    const path = listed === "PRODUCT" ? product : listed;
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(path);
    await page.waitForLoadState("load");
    expect(await page.locator("html").getAttribute("class"), `${path} in ${theme}`).toMatch(new RegExp(`\\b${theme}\\b`));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      for (const violation of results.violations) {
        for (const node of violation.nodes) {
          found.push(`${violation.id} on ${path} (${new URL(page.url()).pathname}) [${theme}, ${width}px]: ${node.target.join(" ")}`);
        }
      }
    }
  }
  return found;
}

for (const theme of THEMES) {
  test.describe(`axe, ${theme} theme`, () => {
    test.describe.configure({ timeout: 240_000 });

    test(`anonymous pages have no WCAG 2.2 AA violations (${theme})`, async ({ browser }, testInfo) => {
      const page = await scanPage(browser, testInfo);
      await setTheme(page, theme);
      expect(await scan(page, ROLES.anonymous, theme)).toEqual([]);
    });

    test(`member pages have no WCAG 2.2 AA violations (${theme})`, async ({ browser }, testInfo) => {
      const page = await scanPage(browser, testInfo);
      await signIn(page, uniqueEmail(testInfo, "a11y"), { firstName: "Ada", lastName: "Access" });
      await setTheme(page, theme);
      expect(await scan(page, ROLES.member, theme)).toEqual([]);
    });

    test(`admin pages have no WCAG 2.2 AA violations (${theme})`, async ({ browser }, testInfo) => {
      const page = await scanPage(browser, testInfo);
      await signIn(page, adminEmail(testInfo));
      await setTheme(page, theme);
      const found = await scan(page, ROLES.admin, theme);
      await setTheme(page, "light"); // this worker's admin is shared with other specs
      expect(found).toEqual([]);
    });
  });
}

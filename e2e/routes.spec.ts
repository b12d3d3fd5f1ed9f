import { expect, test, type Locator } from "@playwright/test";
import { signIn, uniqueEmail } from "./support/auth";

const PUBLIC_ROUTES: [string, RegExp, string][] = [
  ["/", /^Home \| The Roadies$/, "The Roadies"],
  ["/join", /^Join \| The Roadies$/, "Join The Roadies"],
  ["/events", /^Events \| The Roadies$/, "Events"],
  ["/shop", /^Shop \| The Roadies$/, "Shop"],
  ["/shop/cart", /^Cart \| The Roadies$/, "Cart"],
  ["/volunteer", /^Volunteer \| The Roadies$/, "Volunteer with The Roadies"],
  ["/tickets", /^Ticket Exchange \| The Roadies$/, "Ticket Exchange"],
  ["/ticket-exchange", /^Ticket Exchange \| The Roadies$/, "Ticket Exchange"],
  ["/terms", /^Terms of Use \| The Roadies$/, "Terms of Use"],
  ["/terms-conditions", /^Terms of Use \| The Roadies$/, "Terms of Use"],
  ["/privacy", /^Privacy Policy \| The Roadies$/, "Privacy Policy"],
  ["/privacy-policy", /^Privacy Policy \| The Roadies$/, "Privacy Policy"],
];

for (const [path, title, heading] of PUBLIC_ROUTES) {
  test(`${path} answers with its screen`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });
}

test("a product page answers, an unknown product is a 404", async ({ page }) => {
  await page.goto("/shop");
  const first = page.locator("article h3 a").first();
  const name = await first.innerText();
  await first.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const missing = await page.goto("/shop/999999");
  expect(missing?.status()).toBe(404);
  await expect(page.getByText("Product not found.")).toBeVisible();
});

test("aliases show the same screen", async ({ page }) => {
  for (const [a, b] of [
    ["/terms", "/terms-conditions"],
    ["/privacy", "/privacy-policy"],
    ["/tickets", "/ticket-exchange"],
  ]) {
    await page.goto(a);
    const first = await page.locator("main").innerText();
    await page.goto(b);
    expect(await page.locator("main").innerText()).toBe(first);
  }
});

test("unknown paths render the not-found screen with a 404", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("404 Page Not Found");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go home" })).toBeVisible();
});

// A control character other than tab, LF and CR (U+0000 included) is a parse error the HTML checker reports.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

test("every public page's HTML is free of NUL and other control characters", async ({ page }) => {
  await page.goto("/shop");
  const product = await page.locator("article h3 a").first().getAttribute("href");
  const paths = [...PUBLIC_ROUTES.map(([path]) => path), product!, "/api/login", "/api/login?returnTo=%2Fprofile", "/no/such/page"];
  for (const path of paths) {
    const response = await page.request.get(path);
    expect(response.headers()["content-type"], path).toContain("text/html");
    const html = (await response.body()).toString("utf8");
    const at = html.search(CONTROL);
    expect(at === -1 ? "" : JSON.stringify(html.slice(Math.max(0, at - 80), at + 10)), `control character on ${path}`).toBe("");
  }
});

test("unknown API paths answer JSON 404", async ({ request }) => {
  const response = await request.get("/api/no-such-thing");
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ message: "Not Found" });
});

const SIGNED_IN_ROUTES = ["/profile", "/dashboard", "/email-settings", "/privacy-settings", "/order-tracking", "/volunteer-shifts"];

for (const path of SIGNED_IN_ROUTES) {
  test(`${path} sends an anonymous visitor to sign-in and back`, async ({ page }) => {
    // A document request is redirected at once (no meta refresh, WCAG 2.2.1) and the notice
    // travels along as a toast, so it is read on the sign-in page.
    const notice = path === "/profile" ? "Please log in to view your profile." : "You are logged out. Logging in again...";
    const returnTo = path === "/dashboard" ? "/profile" : path;
    const first = await page.request.get(path, { maxRedirects: 0 });
    expect(first.status()).toBe(302);
    expect(first.headers().location).toBe(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
    await page.goto(path);
    await expect(page).toHaveURL(/\/api\/login\?returnTo=/);
    expect(new URL(page.url()).searchParams.get("returnTo")).toBe(returnTo);
    await expect(page.getByText(notice).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  });
}

test("with JavaScript, a client-side navigation shows the notice, then redirects after the delay", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "no-js", "client-side navigation needs JavaScript");
  await page.goto("/");
  await page.evaluate(() =>
    (window as unknown as { __remixRouter: { navigate: (to: string) => void } }).__remixRouter.navigate("/email-settings"),
  );
  await expect(page.getByRole("status").getByText("You are logged out. Logging in again...")).toBeVisible();
  await page.waitForURL(/\/api\/login\?returnTo=%2Femail-settings$/, { timeout: 5_000 });
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});

test("/admin sends an anonymous visitor to sign-in with returnTo=/admin", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/api\/login\?returnTo=%2Fadmin$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});

test("the home page shows demo content and links onwards", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Become a member" })).toHaveAttribute("href", "/join");
  await expect(page.getByTestId("event-card")).toHaveCount(3);
  await expect(page.getByRole("link", { name: "All events →" })).toHaveAttribute("href", "/events");
  await expect(page.getByRole("link", { name: "Visit the shop →" })).toHaveAttribute("href", "/shop");
  await expect(page.getByTestId("cart-count").first()).toHaveText("0");
});

test("security headers are set on documents", async ({ page }) => {
  const response = await page.goto("/");
  const headers = response!.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["permissions-policy"]).toBeTruthy();
});

const MEMBER_PAGES: [string, string, string][] = [
  ["Order Tracking", "/order-tracking", "Order Tracking"],
  ["My Volunteer Shifts", "/volunteer-shifts", "My Volunteer Shifts"],
  ["Email Preferences", "/email-settings", "Email Preferences"],
  ["Privacy Settings", "/privacy-settings", "Privacy Settings"],
];

test("a signed-in member finds their own pages in the footer; a visitor does not see them", async ({ page }, testInfo) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Your account" })).toHaveCount(0);
  await signIn(page, uniqueEmail(testInfo, "footer"));
  for (const [label, path, heading] of MEMBER_PAGES) {
    await page.goto("/events");
    const account = page.getByRole("contentinfo").getByRole("navigation", { name: "Your account" });
    await expect(account.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", path);
    await account.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
});

test("volunteer badges count spots in the singular for one", async ({ page }) => {
  await page.goto("/volunteer");
  const badges = page.getByText(/\d+ spots? available|^Full$/);
  expect(await badges.count()).toBeGreaterThan(0);
  // The demo "New Member Welcome Desk" has one of its two spots left.
  await expect(page.getByText("1 spot available", { exact: true }).first()).toBeVisible();
  for (const text of await badges.allInnerTexts()) {
    expect(text).toMatch(/^(1 spot available|([02-9]|\d{2,}) spots available|Full)$/);
  }
});

/** Height of one line of the element's text plus its vertical padding. */
async function oneLineHeight(element: Locator) {
  return element.evaluate((el) => {
    const style = getComputedStyle(el);
    return parseFloat(style.lineHeight) + parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
  });
}

test("ticket type badges stay on one line on a 320 px wide screen", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/tickets");
  for (const label of ["For Sale", "For Trade", "Free"]) {
    const badge = page.getByRole("article").getByText(label, { exact: true }).first();
    await expect(badge).toBeVisible();
    const box = (await badge.boundingBox())!;
    expect(Math.abs(box.height - (await oneLineHeight(badge)))).toBeLessThanOrEqual(1);
  }
});

test("product card badges are as wide as their text, not the card", async ({ page }) => {
  await page.goto("/shop");
  const article = page.getByRole("article").first();
  const badge = article.getByText(/^(Print-on-Demand|Event Pickup)$/);
  const [badgeBox, cardBox] = [(await badge.boundingBox())!, (await article.boundingBox())!];
  expect(badgeBox.width).toBeLessThan(cardBox.width / 2);
});

test("a request the app cannot take is a 400 that says why, in the page's layout", async ({ page }) => {
  const response = await page.goto("/shop?category=hats%00");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("Category must not contain NUL characters");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});

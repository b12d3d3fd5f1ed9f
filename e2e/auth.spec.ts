import { expect, request as playwrightRequest, test } from "@playwright/test";
import { EMAIL_LIMIT, APP_URL } from "../playwright.config";
import { adminEmail, latestCode, signIn, signInThroughForm, uniqueEmail } from "./support/auth";
import { createFarEvent } from "./support/events";

test("email-code sign-in, the member in the nav, sign out", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "codes");
  await page.goto("/");
  await page.getByRole("link", { name: "Login" }).first().click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await signInThroughForm(page, email, { firstName: "Casey", lastName: "Jones" });
  await expect(page).toHaveURL(/\/$/);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByText("Casey Jones").first()).toBeVisible();
  await expect(nav.getByRole("link", { name: /Profile/ }).first()).toBeVisible();
  await expect(nav.getByRole("link", { name: "Admin" })).toHaveCount(0);

  const footer = page.getByTestId("footer-member");
  await expect(footer).toContainText("Member since");
  await footer.getByRole("link", { name: "Sign Out" }).click();
  await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});

test("a sign-out link on another site asks first; the page's button signs out", async ({ page }, testInfo) => {
  await signIn(page, uniqueEmail(testInfo, "logout-xsite"));
  const forged = await page.request.get("/api/logout", { headers: { "Sec-Fetch-Site": "cross-site" }, maxRedirects: 0 });
  expect(forged.status()).toBe(200);
  expect((await page.request.get("/api/auth/user")).status()).toBe(200);

  // A real link on another origin (a data: page is opaque, so the browser says cross-site).
  await page.goto(`data:text/html,<a href="${APP_URL}/api/logout">leave</a>`);
  await page.getByRole("link", { name: "leave" }).click();
  await expect(page.getByRole("heading", { name: "Sign out?" })).toBeVisible();
  await expect(page).toHaveURL(`${APP_URL}/api/logout`);
  expect((await page.request.get("/api/auth/user")).status()).toBe(200);

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(`${APP_URL}/`);
  await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});

test("a sign-out link on another site with an RSVP waiting on the phone: shown as not sent and kept, sent once back online, and the button then signs out", async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name === "no-js", "what waits for signal is kept by the site's service worker, which needs JavaScript");
  test.setTimeout(90_000);
  const admin = await playwrightRequest.newContext({ baseURL: APP_URL });
  await signIn(admin, adminEmail(testInfo));
  const event = await createFarEvent(admin, `Logout queue ${Date.now()}`, 66);
  const context = await browser.newContext({ baseURL: APP_URL, serviceWorkers: "allow" });
  const page = await context.newPage();
  const going = async () => ((await (await admin.get(`/api/events/${event.id}`)).json()) as { attendeeCount: number }).attendeeCount;
  try {
    await signIn(page, uniqueEmail(testInfo, "logout-queue"));
    await page.goto("/events");
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "none"), { timeout: 15_000 })
      .toBe(`${APP_URL}/sw.js`);
    await page.goto(`/events/${event.id}`);
    await expect(page.getByTestId("event-rsvp").getByRole("button", { name: "RSVP" })).toBeVisible();
    // No signal: the RSVP waits on the phone.
    await context.setOffline(true);
    await page.getByTestId("event-rsvp").getByRole("button", { name: "RSVP" }).click();
    await expect(page.getByTestId("offline-notice").getByText("1 waiting to send")).toBeVisible();
    const leave = `data:text/html,<a href="${APP_URL}/api/logout">leave</a>`;
    await page.goto(leave);
    // Still no signal, a sign-out link on another site: what waits is shown as not sent, with what it was, and kept.
    await page.getByRole("link", { name: "leave" }).click();
    await expect(page.getByRole("heading", { name: "Not sent" })).toBeVisible();
    await expect(page.getByText(`Your RSVP on /events/${event.id}`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign out anyway" })).toBeVisible();
    expect(await going()).toBe(0);

    // Back online, the member stays: the RSVP is sent, once.
    await context.setOffline(false);
    await page.getByRole("link", { name: "Stay signed in" }).click();
    await expect.poll(going, { timeout: 15_000 }).toBe(1);
    expect((await page.request.get("/api/auth/user")).status()).toBe(200);

    // The link again, with signal: the confirm page; the member is still signed in, the button signs out.
    await page.goto(leave);
    await page.getByRole("link", { name: "leave" }).click();
    await expect(page.getByRole("heading", { name: "Sign out?" })).toBeVisible();
    expect((await page.request.get("/api/auth/user")).status()).toBe(200);
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(`${APP_URL}/`);
    await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
    expect(await going()).toBe(1);
  } finally {
    await context.setOffline(false);
    await context.close();
    expect((await admin.delete(`/api/events/${event.id}`)).status()).toBe(204);
    await admin.dispose();
  }
});

test("a wrong code is refused next to the field and the email is kept", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "wrong");
  await page.goto("/api/login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a code" }).click();
  const code = await latestCode(email);
  const wrong = code === "000000" ? "111111" : "000000";
  await page.getByLabel("Sign-in code").fill(wrong);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("That code is not right. Check the email and try again.")).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel("Sign-in code").fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("link", { name: "Login" })).toHaveCount(0);
});

test("a code works only once", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "once");
  const started = Date.now();
  await page.request.post("/api/login", { form: { intent: "request-code", email }, maxRedirects: 0 });
  const code = await latestCode(email, started);
  const first = await page.request.post("/api/login", { form: { intent: "verify-code", email, code }, maxRedirects: 0 });
  expect(first.status()).toBe(302);
  // A request without Sec-Fetch-Site or Referer is of unknown origin: a GET only asks, the POST signs out.
  await page.request.post("/api/logout", { maxRedirects: 0 });
  const again = await page.request.post("/api/login", { form: { intent: "verify-code", email, code }, maxRedirects: 0 });
  expect(again.status()).toBe(400);
});

test("too many code requests for one email answer 429 with a clear message", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "limit");
  const statuses: number[] = [];
  for (let i = 0; i <= EMAIL_LIMIT; i++) {
    const response = await page.request.post("/api/login", { form: { intent: "request-code", email }, maxRedirects: 0 });
    statuses.push(response.status());
    if (response.status() === 429) expect(await response.text()).toContain("Too many sign-in attempts");
  }
  expect(statuses.slice(0, EMAIL_LIMIT).every((status) => status === 302)).toBe(true);
  expect(statuses[EMAIL_LIMIT]).toBe(429);
});

test("returnTo brings the member back where they started", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "return");
  await page.goto("/api/login?returnTo=%2Fevents");
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
});

test("returnTo to another site is ignored", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "offsite");
  await page.goto("/api/login?returnTo=https%3A%2F%2Fevil.example%2F");
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(`${APP_URL}/`);
});

test("an ADMIN_EMAILS member sees the Admin link and the admin area", async ({ page }, testInfo) => {
  await signIn(page, adminEmail(testInfo));
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" }).first().click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText("Admin Area - Restricted Access")).toBeVisible();
  await expect(page.getByTestId("stat-members")).toBeVisible();
  const stats = await (await page.request.get("/api/admin/stats")).json();
  expect(typeof stats.totalMembers).toBe("number");
  expect(stats.upcomingEvents).toBeGreaterThan(0);
});

test("a member is refused the admin API and sent away from /admin", async ({ page }, testInfo) => {
  await signIn(page, uniqueEmail(testInfo, "notadmin"));
  const api = await page.request.get("/api/admin/stats");
  expect(api.status()).toBe(403);
  await page.goto("/admin");
  await expect(page).toHaveURL(`${APP_URL}/`);
  await expect(page.getByText("Admin access required. Redirecting...").first()).toBeVisible();
  await expect(page.getByText("Admin Area - Restricted Access")).toHaveCount(0);
});

test("anonymous GET /api/auth/user is 401 Unauthorized", async ({ request }) => {
  const response = await request.get("/api/auth/user");
  expect(response.status()).toBe(401);
  expect(await response.json()).toEqual({ message: "Unauthorized" });
});

test("a cross-origin form POST is refused with 403", async ({ page }, testInfo) => {
  await signIn(page, uniqueEmail(testInfo, "csrf"));
  const response = await page.request.post("/profile", {
    headers: { Origin: "https://evil.example" },
    form: { firstName: "Evil", lastName: "Eve", email: "evil@example.org" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  const user = await (await page.request.get("/api/auth/user")).json();
  expect(user.firstName).not.toBe("Evil");
});

test("a cross-site form on another origin cannot change the theme", async ({ page }) => {
  // A real browser form post from another origin (a data: page has an opaque origin, sent as "null").
  await page.goto(
    `data:text/html,<form method="post" action="${APP_URL}/action/set-theme"><input name="theme" value="dark"><button>go</button></form>`,
  );
  const [response] = await Promise.all([page.waitForResponse(/set-theme/), page.getByRole("button", { name: "go" }).click()]);
  expect(response.status()).toBe(403);
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
});

import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { APP_URL } from "../playwright.config";
import { adminEmail, signIn, signInThroughForm, uniqueEmail } from "./support/auth";
import { hydrated } from "./support/hydrated";

/**
 * Runs on the seeded demo data (scripts/demo-seed.ts). The js and no-js projects share the server's data, so
 * each project signs up for an opportunity of its own and cancels at the end.
 */
const card = (page: Page, title: string) => page.getByRole("article", { name: title });
const OWN_SHIFT = { js: "Scarf Sale & Raffle Table", "no-js": "Match Day Tifo & Flag Crew" } as Record<string, string>;

function assignedOf(text: string | null) {
  const match = /^(\d+) of (\d+) volunteers$/.exec(text ?? "");
  expect(match).not.toBeNull();
  return { assigned: Number(match![1]), needed: Number(match![2]) };
}

test("a full opportunity shows Full and offers to join the waitlist", async ({ page }) => {
  await page.goto("/volunteer");
  const full = card(page, "Watch Party Setup");
  await expect(full.getByText("Full", { exact: true })).toBeVisible();
  await expect(full.getByTestId("volunteer-count")).toHaveText("3 of 3 volunteers");
  await expect(full.getByRole("button", { name: /^Join waitlist/ })).toBeEnabled();
  await expect(card(page, "New Member Welcome Desk").getByRole("button", { name: /^Sign Up/ })).toBeVisible();
});

test("an anonymous sign-up goes through sign-in and back to /volunteer", async ({ page }, testInfo) => {
  await page.goto("/volunteer?category=community");
  await card(page, "Food Bank Sorting Shift")
    .getByRole("button", { name: /^Sign Up/ })
    .click();
  await expect(page).toHaveURL(/\/api\/login\?returnTo=%2Fvolunteer$/);
  await signInThroughForm(page, uniqueEmail(testInfo, "anon-volunteer"));
  await expect(page).toHaveURL(/\/volunteer$/);
  const item = card(page, "Food Bank Sorting Shift");
  await item.getByRole("button", { name: /^Sign Up/ }).click();
  await expect(item.getByText("You're signed up")).toBeVisible();
  await item.getByRole("button", { name: /^Cancel/ }).click();
  await expect(item.getByRole("button", { name: /^Sign Up/ })).toBeVisible();
});

test("the Sign Up button reads 'Signing up...' while the request is on its way", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "no-js", "Without JavaScript the form posts and the page reloads: no pending state to show.");
  await signIn(page, uniqueEmail(testInfo, "pending-volunteer"));
  await page.goto("/volunteer?category=community");
  const item = card(page, "Food Bank Sorting Shift");
  await hydrated(item.getByRole("button", { name: /^Sign Up/ }));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // Hold the sign-up request until the pending state has been seen.
  await page.route(
    (url) => url.pathname === "/volunteer" && url.searchParams.has("_data"),
    async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    },
  );
  await item.getByRole("button", { name: /^Sign Up/ }).click();
  const pending = item.getByRole("button", { name: /^Signing up\.\.\./ });
  await expect(pending).toBeVisible();
  await expect(pending).toBeDisabled();
  await expect(item.getByText("You're signed up")).toHaveCount(0);
  release();
  await expect(item.getByText("You're signed up")).toBeVisible();
  await item.getByRole("button", { name: /^Cancel/ }).click();
  await expect(item.getByRole("button", { name: /^Sign Up/ })).toBeEnabled();
});

test("a member signs up, sees the toast and the count, finds the shift in My Volunteer Shifts with its .ics, and cancels", async ({
  page,
}, testInfo) => {
  const title = OWN_SHIFT[testInfo.project.name];
  await signIn(page, uniqueEmail(testInfo, "volunteer"));
  await page.goto("/volunteer");
  const item = card(page, title);
  const before = assignedOf(await item.getByTestId("volunteer-count").textContent());

  await item.getByRole("button", { name: /^Sign Up/ }).click();
  await expect(page.getByText("You've signed up for this volunteer opportunity!").first()).toBeVisible();
  await expect(item.getByText("You're signed up")).toBeVisible();
  await expect(item.getByTestId("volunteer-count")).toHaveText(`${before.assigned + 1} of ${before.needed} volunteers`);

  await page.goto("/volunteer-shifts");
  const upcoming = page.getByRole("region", { name: "Upcoming Shifts" });
  await expect(upcoming.getByRole("heading", { name: title })).toBeVisible();
  const link = upcoming.getByRole("link", { name: `Add to calendar (.ics) ${title}` });
  const href = await link.getAttribute("href");
  const ics = await page.request.get(href!);
  expect(ics.status()).toBe(200);
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  expect(ics.headers()["content-disposition"]).toContain("attachment");
  const body = await ics.text();
  expect(body).toContain(`SUMMARY:${title.replace(/[,;]/g, (c) => `\\${c}`)}`);
  expect(body).toMatch(/DTEND:\d{8}T\d{6}Z/);

  await upcoming.getByRole("button", { name: `Cancel ${title}` }).click();
  await expect(page.getByText("Volunteer signup cancelled successfully.").first()).toBeVisible();
  await expect(upcoming.getByRole("heading", { name: title })).toHaveCount(0);
  await page.goto("/volunteer");
  await expect(item.getByTestId("volunteer-count")).toHaveText(`${before.assigned} of ${before.needed} volunteers`);
});

test("the private calendar feed can be created and turned off", async ({ page }, testInfo) => {
  await signIn(page, uniqueEmail(testInfo, "feed"));
  await page.goto("/volunteer-shifts");
  await page.getByRole("button", { name: "Create calendar feed" }).click();
  const url = page.getByLabel("Your private feed URL");
  await expect(url).toHaveValue(/\/volunteer-shifts\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const feedUrl = new URL(await url.inputValue());
  // Calendar apps send no cookies: a fresh context without the session reads it.
  const feed = await page.context().browser()!.newContext();
  const response = await feed.request.get(`${testInfo.project.use.baseURL}${feedUrl.pathname}`);
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("BEGIN:VCALENDAR");
  await page.getByRole("button", { name: "Turn off feed" }).click();
  await expect(page.getByRole("button", { name: "Create calendar feed" })).toBeVisible();
  expect((await feed.request.get(`${testInfo.project.use.baseURL}${feedUrl.pathname}`)).status()).toBe(404);
  await feed.close();
});

test("a shift the coordinator cancelled shows the badge on /volunteer-shifts, with no Cancel button and no .ics", async ({
  page,
}, testInfo) => {
  const title = `Rained-off crew ${testInfo.project.name} ${Date.now()}`;
  const admin = await playwrightRequest.newContext({ baseURL: APP_URL });
  await signIn(admin, adminEmail(testInfo));
  const date = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const created = await admin.post("/api/volunteer-opportunities", {
    data: { title, date, startTime: "10:00", endTime: "13:00", location: "Gate D", spotsNeeded: 2, category: "setup" },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await signIn(page, uniqueEmail(testInfo, "called-off"));
  expect((await page.request.post(`/api/volunteer-opportunities/${id}/signup`)).status()).toBe(200);
  await page.goto("/volunteer-shifts");
  await expect(page.getByRole("region", { name: "Upcoming Shifts" }).getByRole("heading", { name: title })).toBeVisible();

  // The coordinator's confirmation step posts this form.
  expect((await admin.post(`/admin/volunteer/${id}/cancel`, { form: {} })).ok()).toBe(true);
  await admin.dispose();

  await page.goto("/volunteer-shifts");
  await expect(page.getByRole("region", { name: "Upcoming Shifts" }).getByRole("heading", { name: title })).toHaveCount(0);
  const calledOff = page.getByRole("region", { name: "Cancelled shifts" }).getByRole("listitem").filter({ hasText: title });
  await expect(calledOff.getByText("Cancelled by the coordinator")).toBeVisible();
  await expect(calledOff.getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Cancel ${title}` })).toHaveCount(0);
  await expect(page.getByRole("link", { name: `Add to calendar (.ics) ${title}` })).toHaveCount(0);
});

test("a sign-up for an opportunity deleted after the page loaded shows why, with or without JavaScript", async ({ page }, testInfo) => {
  const title = `Vanished crew ${testInfo.project.name} ${Date.now()}`;
  const admin = await playwrightRequest.newContext({ baseURL: APP_URL });
  await signIn(admin, adminEmail(testInfo));
  // Early on a near day, so it is on the category's first page.
  const date = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const created = await admin.post("/api/volunteer-opportunities", {
    data: { title, date, startTime: "06:00", endTime: "08:00", location: "Gate E", spotsNeeded: 2, category: "setup" },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await signIn(page, uniqueEmail(testInfo, "vanished"));
  await page.goto("/volunteer?category=setup");
  const item = card(page, title);
  await expect(item.getByRole("button", { name: /^Sign Up/ })).toBeVisible();

  expect((await admin.delete(`/api/volunteer-opportunities/${id}`)).status()).toBe(204);
  await admin.dispose();

  await item.getByRole("button", { name: /^Sign Up/ }).click();
  await expect(page.getByRole("status").getByText("Failed to sign up. Please try again.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/volunteer(\?category=setup)?$/);
  await expect(card(page, title)).toHaveCount(0);
});

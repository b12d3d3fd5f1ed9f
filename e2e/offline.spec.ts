import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { APP_URL } from "../playwright.config";
import { adminEmail, signIn, uniqueEmail } from "./support/auth";
import { createFarEvent } from "./support/events";
import { stillOffline } from "./support/offline";

// The site's service worker is the subject here (other specs run with workers blocked).
test.use({ serviceWorkers: "allow" });

/** The pages the site's worker keeps a document of, by path. */
function savedPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await caches.has("site-pages-v1"))) return [];
    const keys = await (await caches.open("site-pages-v1")).keys();
    return keys
      .map((request) => new URL(request.url))
      .filter((url) => !url.searchParams.has("_data"))
      .map((url) => url.pathname);
  });
}

/** Once the page is idle its script registers /sw.js, which then takes the page over. */
async function workerRuns(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "none"), { timeout: 15_000 })
    .toBe(`${APP_URL}/sw.js`);
}

async function goingCount(eventId: number): Promise<number> {
  const http = await playwrightRequest.newContext({ baseURL: APP_URL });
  try {
    return ((await (await http.get(`/api/events/${eventId}`)).json()) as { attendeeCount: number }).attendeeCount;
  } finally {
    await http.dispose();
  }
}

/**
 * A member's match day with no signal (JavaScript only: a service worker needs it). Signed in,
 * they open the fixture, an event, their card and their shifts with signal; offline, each opens
 * again from the saved copy marked 'Saved at HH:MM — you're offline', and a page never opened is
 * the offline page with links to the saved ones. Offline they RSVP: the page says it waits
 * ('1 waiting to send'); back online it is sent once (the page shows them going, the server
 * counts one) and nothing waits. Signing out deletes the saved copies: offline again, the card is
 * the offline page.
 */
test("offline: saved pages marked with their time, the offline page, an RSVP sent once when back, and sign-out clears", async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name === "no-js", "a service worker needs JavaScript");
  test.setTimeout(120_000);
  const admin = await playwrightRequest.newContext({ baseURL: APP_URL });
  await signIn(admin, adminEmail(testInfo));
  const title = `Offline night ${Date.now()}`;
  const event = await createFarEvent(admin, title, 64);
  const saved = page.getByTestId("offline-notice").getByText(/^Saved at \d\d:\d\d — you're offline$/);
  try {
    await signIn(page, uniqueEmail(testInfo, "offline"), { firstName: "Olly", lastName: "Offline" });
    await page.goto("/events");
    await workerRuns(page);
    await page.goto(`/events/${event.id}`);
    await expect(page.locator("#event-title")).toHaveText(title);
    await page.goto("/profile/card");
    await expect(page.getByTestId("member-card").getByRole("heading", { name: "Olly Offline" })).toBeVisible();
    await page.goto("/volunteer-shifts");
    await expect(page.getByRole("heading", { name: "My Volunteer Shifts" })).toBeVisible();
    await expect
      .poll(() => savedPages(page))
      .toEqual(expect.arrayContaining(["/events", `/events/${event.id}`, "/profile/card", "/volunteer-shifts"]));

    await context.setOffline(true);
    await page.goto("/profile/card");
    await expect(page.getByTestId("member-card").getByRole("heading", { name: "Olly Offline" })).toBeVisible();
    await expect(saved).toBeVisible();
    await page.goto("/volunteer-shifts");
    await expect(page.getByRole("heading", { name: "My Volunteer Shifts" })).toBeVisible();
    await expect(saved).toBeVisible();
    await page.goto("/events");
    await expect(page.getByRole("heading", { name: "Upcoming Events" })).toBeVisible();
    await expect(saved).toBeVisible();

    // Never opened with signal: the offline page, with the way to the saved ones.
    await page.goto("/shop");
    await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
    await expect(page.getByText("The Roadies", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Member Card/ })).toHaveAttribute("href", "/profile/card");
    await expect(page.getByRole("link", { name: new RegExp(`^${title}`) })).toHaveAttribute("href", `/events/${event.id}`);

    // An RSVP with no signal waits on the phone.
    await page.goto(`/events/${event.id}`);
    await stillOffline(context);
    await expect(saved).toBeVisible();
    const rsvp = page.getByTestId("event-rsvp");
    await rsvp.getByRole("button", { name: "RSVP" }).click();
    const notice = page.getByTestId("offline-notice");
    await expect(notice.getByText("No signal — your RSVP will be sent when you're back online")).toBeVisible();
    await expect(notice.getByText("1 waiting to send")).toBeVisible();
    await expect(rsvp.getByRole("button", { name: "RSVP" })).toBeEnabled();
    expect(await goingCount(event.id)).toBe(0);

    // Back online: sent, once.
    await context.setOffline(false);
    await expect(rsvp.getByText("You're going")).toBeVisible({ timeout: 15_000 });
    await expect(notice.getByText("waiting to send")).toHaveCount(0);
    await expect(saved).toHaveCount(0);
    await expect(page.getByText("RSVP confirmed!").first()).toBeVisible();
    expect(await goingCount(event.id)).toBe(1);
    expect(
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const open = indexedDB.open("site-queue");
            open.onsuccess = () => {
              const read = open.result.transaction("posts").objectStore("posts").count();
              read.onsuccess = () => resolve(read.result);
            };
          }),
      ),
    ).toBe(0);
    await page.reload();
    await expect(page.getByTestId("attendee-count")).toHaveText("1 going");

    // Signing out deletes the saved copies: offline, the card is the offline page.
    await page.goto("/api/logout");
    await expect(page).toHaveURL("/");
    await workerRuns(page);
    await expect.poll(() => savedPages(page)).not.toContain("/profile/card");
    expect(await savedPages(page)).not.toContain("/volunteer-shifts");
    await context.setOffline(true);
    await page.goto("/profile/card");
    await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
    await expect(page.getByTestId("member-card")).toHaveCount(0);
    await expect(page.getByText("Olly")).toHaveCount(0);
  } finally {
    await context.setOffline(false);
    expect((await admin.delete(`/api/events/${event.id}`)).status()).toBe(204);
    await admin.dispose();
  }
});

test("'Saved at' is the group's time (America/Los_Angeles here), not the phone's, on a phone set to Tokyo", async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name === "no-js", "a service worker needs JavaScript");
  const context = await browser.newContext({ baseURL: APP_URL, serviceWorkers: "allow", timezoneId: "Asia/Tokyo" });
  const page = await context.newPage();
  // The e2e server runs with the default TIME_ZONE, the group's.
  const clock = (at: Date) =>
    new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "America/Los_Angeles" }).format(at);
  try {
    const before = new Date();
    await page.goto("/events");
    await workerRuns(page);
    await page.goto("/events");
    await expect.poll(() => savedPages(page)).toContain("/events");
    const after = new Date();
    await context.setOffline(true);
    await page.goto("/events");
    const saved = page.getByTestId("offline-notice").getByText(/^Saved at \d\d:\d\d — you're offline$/);
    await expect(saved).toBeVisible();
    const text = await saved.textContent();
    expect([`Saved at ${clock(before)} — you're offline`, `Saved at ${clock(after)} — you're offline`]).toContain(text);
  } finally {
    await context.setOffline(false);
    await context.close();
  }
});

import { expect, request as playwrightRequest, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { APP_URL } from "../playwright.config";
import { adminEmail, signIn, uniqueEmail } from "./support/auth";

/** An API client signed in as `email` (the admin's, or a member's). */
async function apiAs(email: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: APP_URL });
  await signIn(api, email);
  return api;
}

/**
 * A home match of this test's own, kicking off in 3 minutes (so it is among the home page's three
 * soonest events), with a volunteer shift of it and a ticket listing for it by another member.
 * The test deletes it when done: other specs (the admin's new event, at +20 min) need the home
 * page's three places too, and with both projects' matches kept for the rest of the run they lost
 * theirs.
 */
async function matchWithShiftAndListing(testInfo: TestInfo) {
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const admin = await apiAs(adminEmail(testInfo));
  // Sooner than the events other specs create (the nearest at +20 min), so the home page's three soonest include it.
  const date = new Date(Date.now() + 3 * 60_000).toISOString();
  const created = await admin.post("/api/events", {
    data: { title: `Riverside FC vs Page Rovers ${stamp}`, date, location: "Riverside Stadium", type: "match", isHomeMatch: true },
  });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as { id: number; title: string };

  const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString();
  const shift = await admin.post("/api/volunteer-opportunities", {
    data: {
      title: `Gate crew ${stamp}`,
      date: tomorrow,
      startTime: "10:00",
      endTime: "12:00",
      location: "Riverside Stadium, Gate A",
      spotsNeeded: 4,
      category: "match-day",
      eventId: event.id,
    },
  });
  expect(shift.status()).toBe(201);
  const opportunity = (await shift.json()) as { id: number; title: string };

  const lister = await apiAs(uniqueEmail(testInfo, "lister"));
  const listed = await lister.post("/api/ticket-listings", {
    data: {
      eventId: event.id,
      matchTitle: event.title,
      matchDate: date,
      section: "Page 7",
      row: null,
      seats: "3-4",
      price: 20,
      listingType: "sale",
      tradeDescription: null,
    },
  });
  expect(listed.status(), "listing a ticket for the match").toBe(201);
  const listing = (await listed.json()) as { id: number };
  await lister.dispose();
  return { admin, event, opportunity, listing };
}

test("a supporter opens a match from the home page, RSVPs on its page, sees its shift and a listing, and signs up for the shift there", async ({
  page,
}, testInfo) => {
  // The admin's signed-in client deletes the match at the end (one sign-in code, not two).
  const { admin, event, opportunity, listing } = await matchWithShiftAndListing(testInfo);
  try {
    await supporterOnTheMatchPage(page, event, opportunity, listing, testInfo);
  } finally {
    expect((await admin.delete(`/api/events/${event.id}`)).status()).toBe(204);
    await admin.dispose();
  }
});

async function supporterOnTheMatchPage(
  page: Page,
  event: { id: number; title: string },
  opportunity: { id: number; title: string },
  listing: { id: number },
  testInfo: TestInfo,
) {
  await signIn(page, uniqueEmail(testInfo, "event-page"));

  await page.goto("/");
  await page.getByRole("link", { name: event.title }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: event.title })).toBeVisible();
  await expect(page.getByText("Home Match", { exact: true })).toBeVisible();
  await expect(page.getByTestId("event-countdown")).toHaveText(/^(Kickoff in \d+ min|Tomorrow, .+)$/);
  await expect(page.getByRole("link", { name: /Open in maps/ })).toHaveAttribute(
    "href",
    /google\.com\/maps\/search\/\?api=1&query=Riverside%20Stadium/,
  );
  await expect(page.getByRole("link", { name: "Add to calendar (.ics)" })).toHaveAttribute("href", `/events/${event.id}.ics`);
  await expect(page.getByTestId("attendee-count")).toHaveText("0 going");

  // RSVP right on the page: back on the same page, going, counted.
  await page.getByTestId("event-rsvp").getByRole("button", { name: "RSVP" }).click();
  await expect(page.getByText("RSVP confirmed!").first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
  await expect(page.getByTestId("event-rsvp").getByText("You're going")).toBeVisible();
  await expect(page.getByTestId("attendee-count")).toHaveText("1 going");

  // The listing for this match, linked to its page on the exchange.
  const tickets = page.getByRole("region", { name: "Tickets on the exchange" });
  await expect(tickets.getByText("Section Page 7, seats 3-4")).toBeVisible();
  await expect(tickets.getByRole("link", { name: /View listing/ })).toHaveAttribute("href", `/tickets/${listing.id}`);

  // The shift of this match: signed up for right here, and back on this page.
  const shifts = page.getByRole("region", { name: "Volunteer shifts" });
  const shift = shifts.getByTestId("event-shift").filter({ hasText: opportunity.title });
  await expect(shift.getByTestId("volunteer-count")).toHaveText("0 of 4 volunteers");
  await shift.getByRole("button", { name: `Sign Up for ${opportunity.title}` }).click();
  await expect(page.getByText("You've signed up for this volunteer opportunity!").first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
  await expect(shift.getByText("You're signed up")).toBeVisible();
  await expect(shift.getByTestId("volunteer-count")).toHaveText("1 of 4 volunteers");

  // /volunteer names the match the shift belongs to, linked to this page.
  // (The match-day list: the shift is tomorrow, so it is on the first page of its category.)
  await page.goto("/volunteer?category=match-day");
  await expect(page.getByRole("article", { name: opportunity.title }).getByRole("link", { name: event.title })).toHaveAttribute(
    "href",
    `/events/${event.id}`,
  );
}

test("an unknown event id is the 404 screen; a past event keeps its page without RSVP", async ({ page }, testInfo) => {
  const missing = await page.goto("/events/99999999");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();

  const admin = await apiAs(adminEmail(testInfo));
  const created = await admin.post("/api/events", {
    data: {
      title: `Old derby ${testInfo.project.name} ${Date.now()}`,
      date: new Date(Date.now() - 48 * 3_600_000).toISOString(),
      location: "Riverside Stadium",
      type: "match",
    },
  });
  expect(created.status()).toBe(201);
  const past = (await created.json()) as { id: number; title: string };
  await admin.dispose();
  await page.goto(`/events/${past.id}`);
  await expect(page.getByRole("heading", { level: 1, name: past.title })).toBeVisible();
  await expect(page.getByText("Past event", { exact: true })).toBeVisible();
  await expect(page.getByTestId("attendee-count")).toHaveText("0 attendees");
  await expect(page.getByRole("button", { name: "RSVP" })).toHaveCount(0);
});

test("/events filters by type with plain links", async ({ page }) => {
  await page.goto("/events");
  const filters = page.getByRole("navigation", { name: "Event types" });
  await expect(filters.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
  await filters.getByRole("link", { name: "Watch Parties" }).click();
  await expect(page).toHaveURL(/\/events\?type=watch-party$/);
  await expect(filters.getByRole("link", { name: "Watch Parties" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("Home Match", { exact: true })).toHaveCount(0);
});

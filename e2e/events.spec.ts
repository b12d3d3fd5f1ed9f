import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { APP_URL, MAILBOX_PORT } from "../playwright.config";
import { adminEmail, signIn, signInThroughForm, uniqueEmail } from "./support/auth";
import { hydrated } from "./support/hydrated";
import { wallTime } from "./support/time";

/** An admin's API client, to give each test an event of its own. */
async function adminApi(testInfo: TestInfo): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: APP_URL });
  await signIn(api, adminEmail(testInfo));
  return api;
}

async function createEvent(testInfo: TestInfo, title: string, hoursAhead: number, extra: Record<string, unknown> = {}) {
  const api = await adminApi(testInfo);
  const response = await api.post("/api/events", {
    data: {
      title,
      date: new Date(Date.now() + hoursAhead * 3_600_000).toISOString(),
      location: "Riverside Stadium",
      type: "match",
      isHomeMatch: true,
      ...extra,
    },
  });
  expect(response.status()).toBe(201);
  const event = await response.json();
  await api.dispose();
  return event as { id: number; title: string };
}

const card = (page: Page, title: string) => page.getByRole("article", { name: title });

test("visitors browse upcoming and past events with their badges", async ({ page }) => {
  await page.goto("/events");
  const upcoming = page.getByRole("region", { name: "Upcoming Events" });
  const past = page.getByRole("region", { name: "Past Events" });
  await expect(upcoming.getByTestId("event-card").first()).toBeVisible();
  const pastCards = past.getByTestId("event-card");
  expect(await pastCards.count()).toBeGreaterThan(0);
  expect(await pastCards.count()).toBeLessThanOrEqual(6);
  // Muted by a dashed, grey surface (opacity on the whole card failed WCAG contrast): visibly set apart.
  await expect(pastCards.first()).toHaveAttribute("data-past", "true");
  await expect(pastCards.first()).toHaveClass(/border-dashed/);
  for (const badge of ["Home Match", "Away Match", "Watch Party", "Community Event"]) {
    await expect(page.getByText(badge, { exact: true }).first()).toBeVisible();
  }
  // A home match shows the club's crest on the home side.
  await expect(page.getByRole("img", { name: "Home: Riverside FC" }).first()).toBeVisible();
  await expect(upcoming.getByRole("button", { name: "RSVP" }).first()).toBeVisible();
});

test("an anonymous RSVP goes through sign-in and back to the events", async ({ page }, testInfo) => {
  const event = await createEvent(testInfo, `Anon RSVP ${testInfo.project.name} ${Date.now()}`, 50);
  await page.goto("/events");
  await card(page, event.title).getByRole("button", { name: "RSVP" }).click();
  await expect(page).toHaveURL(/\/api\/login\?returnTo=%2Fevents/);
  await expect(page.getByText("You are logged out. Logging in again...").first()).toBeVisible();
  await signInThroughForm(page, uniqueEmail(testInfo, "anon-rsvp"));
  await expect(page).toHaveURL(/\/events$/);
  await card(page, event.title).getByRole("button", { name: "RSVP" }).click();
  await expect(card(page, event.title).getByText("You're going")).toBeVisible();
});

test("a member RSVPs, sees the toast and the count, then cancels", async ({ page }, testInfo) => {
  const event = await createEvent(testInfo, `Member RSVP ${testInfo.project.name} ${Date.now()}`, 49);
  await signIn(page, uniqueEmail(testInfo, "rsvp"));
  await page.goto("/events");
  const item = card(page, event.title);
  await expect(item.getByTestId("attendee-count")).toHaveText("0 attendees");
  await item.getByRole("button", { name: "RSVP" }).click();
  await expect(page.getByText("RSVP confirmed!").first()).toBeVisible();
  await expect(item.getByTestId("attendee-count")).toHaveText("1 attendee");
  await expect(item.getByText("You're going")).toBeVisible();

  await item.getByRole("button", { name: "Cancel RSVP" }).click();
  await expect(item.getByRole("button", { name: "RSVP" })).toBeVisible();
  await expect(item.getByTestId("attendee-count")).toHaveText("0 attendees");
  const events = await (await page.request.get("/api/events")).json();
  expect(events.find((e: { id: number }) => e.id === event.id).attendeeCount).toBe(0);
});

test("the RSVP button reads 'RSVPing...' while the request is on its way, then the card shows the outcome", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "no-js", "Without JavaScript the form posts and the page reloads: no pending state to show.");
  const event = await createEvent(testInfo, `Pending RSVP ${testInfo.project.name} ${Date.now()}`, 51);
  await signIn(page, uniqueEmail(testInfo, "pending"));
  await page.goto("/events");
  const item = card(page, event.title);
  await hydrated(item.getByRole("button", { name: "RSVP" }));
  // Hold the RSVP request until the pending state has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/events" && url.searchParams.has("_data"),
    async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    },
  );
  await item.getByRole("button", { name: "RSVP" }).click();
  const pending = item.getByRole("button", { name: "RSVPing..." });
  await expect(pending).toBeVisible();
  await expect(pending).toBeDisabled();
  await expect(item.getByText("You're going")).toHaveCount(0);
  release();
  await expect(item.getByText("You're going")).toBeVisible();
  await expect(item.getByRole("button", { name: "Cancel RSVP" })).toBeEnabled();
  await expect(item.getByTestId("attendee-count")).toHaveText("1 attendee");
});

test("an RSVP to a past event is refused with a clear message", async ({ page }, testInfo) => {
  const event = await createEvent(testInfo, `Past ${testInfo.project.name} ${Date.now()}`, -2);
  await signIn(page, uniqueEmail(testInfo, "past"));
  const response = await page.request.post(`/api/events/${event.id}/rsvp`);
  expect(response.status()).toBe(400);
  expect((await response.json()).message).toContain("already taken place");
  expect((await page.request.post("/api/events/99999999/rsvp")).status()).toBe(404);
});

test("an RSVP to an event deleted after the page loaded shows why, with or without JavaScript", async ({ page }, testInfo) => {
  const event = await createEvent(testInfo, `Deleted RSVP ${testInfo.project.name} ${Date.now()}`, 52);
  await signIn(page, uniqueEmail(testInfo, "deleted-rsvp"));
  await page.goto("/events");
  const item = card(page, event.title);
  await expect(item.getByRole("button", { name: "RSVP" })).toBeVisible();

  const api = await adminApi(testInfo);
  expect((await api.delete(`/api/events/${event.id}`)).status()).toBe(204);
  await api.dispose();

  await item.getByRole("button", { name: "RSVP" }).click();
  await expect(page.getByRole("status").getByText("This event does not exist.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/events$/);
  await expect(card(page, event.title)).toHaveCount(0);
});

test("an admin adds an event that then shows on /events and the home page", async ({ page }, testInfo) => {
  const title = `Admin added ${testInfo.project.name} ${Date.now()}`;
  await signIn(page, adminEmail(testInfo));
  await page.goto("/admin");
  await page.getByRole("link", { name: "Add New Event" }).click();
  if (testInfo.project.name === "no-js") await expect(page).toHaveURL(/\/admin\/events\/new$/);
  else await expect(page.getByRole("dialog", { name: "Add New Event" })).toBeVisible();

  // Missing fields first: errors next to the fields, nothing saved, what was typed kept.
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Create Event" }).click();
  await expect(page.getByText("Location is required")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);

  await page.getByLabel("Date and time").fill(wallTime(new Date(Date.now() + 20 * 60_000)));
  await page.getByLabel("Location").fill("Riverside Stadium");
  await page.getByLabel("Type").selectOption("community");
  await page.getByRole("button", { name: "Create Event" }).click();
  await expect(page.getByText("Event created successfully!").first()).toBeVisible();

  await page.goto("/events");
  await expect(card(page, title)).toBeVisible();
  await expect(card(page, title).getByText("Community Event")).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
});

test("an admin edits and deletes an event after confirming", async ({ page }, testInfo) => {
  const event = await createEvent(testInfo, `Edit me ${testInfo.project.name} ${Date.now()}`, 30);
  await signIn(page, adminEmail(testInfo));
  await page.goto("/admin/events");
  await page.getByRole("link", { name: `Edit ${event.title}` }).click();
  await page.getByLabel("Location").fill("The Anchor pub");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Event updated successfully!").first()).toBeVisible();
  await page.getByRole("link", { name: `Delete ${event.title}` }).click();
  await expect(page.getByRole("heading", { name: `Delete “${event.title}”?` })).toBeVisible();
  await page.getByRole("button", { name: "Yes, delete event" }).click();
  await expect(page.getByText("The event and its RSVPs were removed.").first()).toBeVisible();
  await page.goto("/events");
  await expect(card(page, event.title)).toHaveCount(0);
});

test("a member cannot reach the admin event forms", async ({ page }, testInfo) => {
  await signIn(page, uniqueEmail(testInfo, "noadmin"));
  await page.goto("/admin/events/new");
  await expect(page).toHaveURL(`${APP_URL}/`);
  const response = await page.request.post("/admin/events/new", {
    form: { title: "Sneaky", date: "2030-01-01T10:00", location: "X", type: "match" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  const events = await (await page.request.get("/api/events")).json();
  expect(events.some((e: { title: string }) => e.title === "Sneaky")).toBe(false);
});

/** Unfolds RFC 5545 lines. */
function unfold(text: string) {
  return text.replace(/\r\n[ \t]/g, "").split("\r\n");
}

test("the fixture feed and a single event download as valid iCalendar", async ({ page, request }) => {
  const feed = await request.get("/events.ics");
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  const lines = unfold(await feed.text());
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  expect(lines).toContain("VERSION:2.0");
  const uids = lines.filter((l) => l.startsWith("UID:"));
  expect(uids.length).toBeGreaterThan(5);
  expect(new Set(uids).size).toBe(uids.length);
  expect(lines.filter((l) => l.startsWith("DTSTART")).every((l) => /:\d{8}T\d{6}Z$/.test(l))).toBe(true);
  expect(lines.filter((l) => l === "BEGIN:VEVENT").length).toBe(uids.length);

  await page.goto("/events");
  const link = page.getByRole("link", { name: "Add to calendar (.ics)" }).first();
  const href = await link.getAttribute("href");
  const single = await request.get(href!);
  expect(single.status()).toBe(200);
  expect(single.headers()["content-disposition"]).toContain("attachment");
  const one = unfold(await single.text());
  expect(one.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
  const uid = one.find((l) => l.startsWith("UID:"));
  expect(uids).toContain(uid);
});

/** A second member's own browser, with JavaScript as the project has it. */
async function memberPage(browser: Browser, testInfo: TestInfo, label: string) {
  const context = await browser.newContext({ baseURL: APP_URL, javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  const page = await context.newPage();
  await signIn(page, uniqueEmail(testInfo, label));
  return page;
}

/** The mails the test mailbox holds for this address, quoted-printable soft line breaks joined back. */
async function mailsTo(email: string): Promise<string[]> {
  const response = await fetch(`http://127.0.0.1:${MAILBOX_PORT}/messages?to=${encodeURIComponent(email)}`);
  const messages = (await response.json()) as { raw: string }[];
  return messages.map((message) => message.raw.replace(/=\r?\n/g, ""));
}

test("a full event puts the next member on the waitlist and a cancellation promotes them, with an email", async ({
  page,
  browser,
}, testInfo) => {
  const title = `Capacity one ${testInfo.project.name} ${Date.now()}`;
  // The admin creates the event with one place, through the form.
  await signIn(page, adminEmail(testInfo));
  await page.goto("/admin/events/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Date and time").fill(wallTime(new Date(Date.now() + 46 * 3_600_000)));
  await page.getByLabel("Location").fill("The Anchor pub");
  await page.getByLabel("Type").selectOption("watch-party");
  await page.getByLabel("Capacity").fill("1");
  await page.getByRole("button", { name: "Create Event" }).click();
  await expect(page.getByText("Event created successfully!").first()).toBeVisible();

  // Member A takes the one place.
  const a = await memberPage(browser, testInfo, "first");
  await a.goto("/events");
  const aCard = card(a, title);
  await expect(aCard.getByTestId("places-left")).toHaveText("1 place left");
  await aCard.getByRole("button", { name: "RSVP" }).click();
  await expect(aCard.getByText("You're going")).toBeVisible();

  // Member B finds it full and joins the waitlist.
  const bEmail = uniqueEmail(testInfo, "second");
  const bContext = await browser.newContext({ baseURL: APP_URL, javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  const b = await bContext.newPage();
  await signIn(b, bEmail, { firstName: "Bea" });
  await b.goto("/events");
  const bCard = card(b, title);
  await bCard.getByRole("button", { name: "Full — join the waitlist" }).click();
  await expect(bCard.getByText("You're on the waitlist (#1)")).toBeVisible();
  await expect(bCard.getByRole("button", { name: "Leave waitlist" })).toBeVisible();
  const events = await (await b.request.get("/api/events")).json();
  const event = events.find((e: { title: string }) => e.title === title);
  expect(event).toMatchObject({ capacity: 1, placesLeft: 0, myStatus: "waitlisted", waitlistPosition: 1 });

  // A cancels: the place goes to B at once, and B is told by email.
  await aCard.getByRole("button", { name: "Cancel RSVP" }).click();
  await expect(aCard.getByRole("button", { name: "Full — join the waitlist" })).toBeVisible();
  await b.goto("/events");
  await expect(bCard.getByText("You're going")).toBeVisible();
  await expect(bCard.getByRole("button", { name: "Cancel RSVP" })).toBeVisible();

  await expect
    .poll(async () => (await mailsTo(bEmail)).filter((raw) => raw.includes("moved from the waitlist to going")).length, { timeout: 20_000 })
    .toBe(1);
  const mail = (await mailsTo(bEmail)).find((raw) => raw.includes("moved from the waitlist to going"))!;
  expect(mail).toContain("Hi Bea,");
  expect(mail).toContain(title);
  expect(mail).toContain(`${APP_URL}/events/${event.id}`);
  await a.context().close();
  await bContext.close();
});

test("a members-only event shows a visitor and a non-member the notice and the join link in place of the RSVP button; a member RSVPs", async ({
  page,
  browser,
}, testInfo) => {
  const event = await createEvent(testInfo, `Members night ${testInfo.project.name} ${Date.now()}`, 47, {
    type: "community",
    isHomeMatch: null,
    membersOnly: true,
  });
  const notice = "Members only: RSVPs are open to active and lifetime members.";

  // A visitor: on the list and on the event's page, the join link where the button would be.
  await page.goto("/events");
  let item = card(page, event.title);
  await expect(item.getByText(notice)).toBeVisible();
  await expect(item.getByRole("link", { name: "Become a member" })).toHaveAttribute("href", "/join");
  await expect(item.getByRole("button", { name: "RSVP" })).toHaveCount(0);
  await page.goto(`/events/${event.id}`);
  const rsvp = page.getByTestId("event-rsvp");
  await expect(rsvp.getByText(notice)).toBeVisible();
  await expect(rsvp.getByRole("link", { name: "Become a member" })).toHaveAttribute("href", "/join");
  await expect(rsvp.getByRole("button", { name: "RSVP" })).toHaveCount(0);

  // Signed in without a membership: the same, before pressing anything; a hand-made post is still refused.
  await signIn(page, uniqueEmail(testInfo, "not-a-member"));
  await page.goto("/events");
  item = card(page, event.title);
  await expect(item.getByText(notice)).toBeVisible();
  await expect(item.getByRole("link", { name: "Become a member" })).toHaveAttribute("href", "/join");
  await expect(item.getByRole("button", { name: "RSVP" })).toHaveCount(0);
  const forged = await page.request.post(`/events/${event.id}`, { form: { intent: "rsvp", eventId: String(event.id) }, maxRedirects: 0 });
  expect(forged.status()).toBe(403);

  // An active member gets the button and RSVPs.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signIn(member, uniqueEmail(testInfo, "paid-up"));
  const admin = await adminApi(testInfo);
  const { id } = (await (await member.request.get("/api/auth/user")).json()) as { id: string };
  const expiry = new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10);
  const activated = await admin.post(`/admin/members/${id}`, {
    form: { intent: "edit-membership", status: "active", type: "annual", expiry, autoRenewal: "on", reason: "e2e members-only" },
    maxRedirects: 0,
  });
  expect(activated.status()).toBe(302);
  await admin.dispose();
  await member.goto(`/events/${event.id}`);
  const memberRsvp = member.getByTestId("event-rsvp");
  await expect(memberRsvp.getByRole("link", { name: "Become a member" })).toHaveCount(0);
  await memberRsvp.getByRole("button", { name: "RSVP" }).click();
  await expect(memberRsvp.getByText("You're going")).toBeVisible();
  await memberContext.close();
});

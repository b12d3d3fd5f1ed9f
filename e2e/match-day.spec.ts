import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type TestInfo } from "@playwright/test";
import { APP_URL, MAILBOX_URL } from "../playwright.config";
import { adminEmail, signIn, uniqueEmail } from "./support/auth";
import { MAIL_POLL_INTERVALS } from "./support/mailbox";
import { wallClock, wallTime } from "./support/time";

const MAILBOX = MAILBOX_URL;
const MINUTE = 60_000;

/** The mails the test mailbox holds for this address whose raw text matches, soft line breaks joined back. */
async function mailsTo(email: string, pattern: RegExp): Promise<string[]> {
  const response = await fetch(`${MAILBOX}/messages?to=${encodeURIComponent(email)}`);
  const messages = (await response.json()) as { raw: string }[];
  return messages.map((message) => message.raw.replace(/=\r?\n/g, "")).filter((raw) => pattern.test(raw));
}

/** Waits until each address has at least one such mail. */
async function mailsArrived(emails: string[], pattern: RegExp) {
  await expect
    .poll(async () => Promise.all(emails.map(async (email) => (await mailsTo(email, pattern)).length > 0)), {
      timeout: 15_000,
      intervals: MAIL_POLL_INTERVALS,
    })
    .toEqual(emails.map(() => true));
}

/**
 * Waits until the outbox has sent everything queued before now: `sender` writes to the poster of
 * `listingId` through the exchange, a mail the outbox queues now and sends after every row due
 * before it (it sends in the order they fell due), so once the poster has it, nothing queued earlier
 * is still to come. What a test then counts is settled, not merely arrived.
 */
async function outboxSettled(sender: APIRequestContext, listingId: number, posterEmail: string) {
  const message = `Outbox check ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const sent = await sender.post(`/tickets/${listingId}/contact`, { form: { message }, headers: { Origin: APP_URL }, maxRedirects: 0 });
  expect(sent.status(), "the exchange took the check message").toBe(302);
  await expect
    .poll(async () => (await mailsTo(posterEmail, new RegExp(message))).length, { timeout: 15_000, intervals: MAIL_POLL_INTERVALS })
    .toBe(1);
}

async function apiAs(email: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: APP_URL });
  await signIn(api, email);
  return api;
}

/** "17:30" → "5:30 PM", as the shift cards print a time. */
function clock(time: string): string {
  const [h, m] = time.split(":").map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");

async function browserAs(browser: Browser, testInfo: TestInfo, email: string) {
  const context = await browser.newContext({ baseURL: APP_URL, javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  const page = await context.newPage();
  await signIn(page, email);
  return { context, page };
}

// One test per project, so the worker's admin signs in once for the whole flow (sign-in codes per address are limited).
test("an admin creates a home match with a shift template, moves its kickoff by 90 minutes (one 'Kickoff moved' mail each, shifts and .ics moved) and cancels it", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const title = `Match day ${testInfo.project.name} ${Date.now()}`;
  // Three hours ahead: the Stewards shift (from kickoff -2 h) is still ahead, and the event is later
  // than the home page's soonest events other specs make (+3 and +20 minutes).
  const kickoff = new Date(Math.ceil((Date.now() + 3 * 60 * MINUTE) / MINUTE) * MINUTE);
  const moved = new Date(kickoff.getTime() + 90 * MINUTE);

  // The admin creates the match with 'Home match crew', through the form.
  await signIn(page, adminEmail(testInfo));
  await page.goto("/admin/events/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Date and time").fill(wallTime(kickoff));
  await page.getByLabel("Location").fill("Riverside Stadium");
  await page.getByLabel("Type").selectOption("match");
  await page.getByLabel("Home or away").selectOption("true");
  await page.getByLabel("Shifts from a template").selectOption({ label: "Home match crew (2 shifts)" });
  await page.getByRole("button", { name: "Create Event" }).click();
  await expect(page.getByText("Event created successfully!").first()).toBeVisible();

  const events = (await (await page.request.get("/api/events?limit=500")).json()) as { id: number; title: string }[];
  const event = events.find((e) => e.title === title)!;
  expect(event, "the new match in /api/events").toBeTruthy();
  const stewards = `Stewards: ${title}`;

  // Its shifts are on /volunteer, linked to the match.
  await page.goto("/volunteer?category=match-day");
  const card = page.getByRole("article", { name: stewards });
  await expect(card.getByRole("link", { name: title })).toHaveAttribute("href", `/events/${event.id}`);
  await expect(page.getByRole("article", { name: `Merch table: ${title}` })).toBeVisible();
  const before = wallClock(new Date(kickoff.getTime() - 120 * MINUTE)).time;
  await expect(card.getByText(`${clock(before)} – ${clock(wallClock(new Date(kickoff.getTime() + 120 * MINUTE)).time)}`)).toBeVisible();

  // A member RSVPs, another lists tickets for it, a third signs up for the Stewards shift on the match's page.
  const fanEmail = uniqueEmail(testInfo, "fan");
  const listerEmail = uniqueEmail(testInfo, "lister");
  const volunteerEmail = uniqueEmail(testInfo, "steward");
  const fan = await apiAs(fanEmail);
  expect((await fan.post(`/api/events/${event.id}/rsvp`)).status()).toBeLessThan(300);
  await fan.dispose();
  const lister = await apiAs(listerEmail);
  const listed = await lister.post("/api/ticket-listings", {
    data: {
      eventId: event.id,
      matchTitle: title,
      matchDate: kickoff.toISOString(),
      section: "101",
      row: null,
      seats: "1",
      price: 10,
      listingType: "sale",
      tradeDescription: null,
    },
  });
  expect(listed.status()).toBe(201);
  // A second listing, for no match of this test, that the outbox checks write to (outboxSettled).
  const other = await lister.post("/api/ticket-listings", {
    data: {
      matchTitle: `Outbox checks ${title}`,
      matchDate: new Date(Date.now() + 30 * 24 * 60 * MINUTE).toISOString(),
      section: "102",
      row: null,
      seats: "1",
      price: 10,
      listingType: "sale",
      tradeDescription: null,
    },
  });
  expect(other.status()).toBe(201);
  const listingId = ((await other.json()) as { id: number }).id;
  await lister.dispose();
  const steward = await browserAs(browser, testInfo, volunteerEmail);
  await steward.page.goto(`/events/${event.id}`);
  const shift = steward.page.getByRole("region", { name: "Volunteer shifts" }).getByTestId("event-shift").filter({ hasText: stewards });
  await shift.getByRole("button", { name: `Sign Up for ${stewards}` }).click();
  await expect(steward.page.getByText("You've signed up for this volunteer opportunity!").first()).toBeVisible();

  const shifts = (await (await page.request.get("/api/volunteer-opportunities?limit=500")).json()) as { id: number; title: string }[];
  const shiftId = shifts.find((s) => s.title === stewards)!.id;
  const icsBefore = await (await page.request.get(`/volunteer/${shiftId}.ics`)).text();
  const sequenceBefore = Number(/SEQUENCE:(\d+)/.exec(icsBefore)![1]);

  // The admin moves the kickoff by 90 minutes on the edit form.
  await page.goto(`/admin/events/${event.id}/edit`);
  await page.getByLabel("Date and time").fill(wallTime(moved));
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Event updated successfully!").first()).toBeVisible();

  // Exactly one 'Kickoff moved' mail each, with the old and the new time.
  const subject = new RegExp(`Subject: Kickoff moved: ${title}`);
  await mailsArrived([fanEmail, volunteerEmail, listerEmail], subject);
  await outboxSettled(page.request, listingId, listerEmail);
  for (const email of [fanEmail, volunteerEmail, listerEmail]) {
    expect(await mailsTo(email, subject), `'Kickoff moved' mails to ${email}`).toHaveLength(1);
  }
  const [stewardMail] = await mailsTo(volunteerEmail, subject);
  expect(stewardMail).toContain("Was: ");
  expect(stewardMail).toContain("Your shifts moved with it:");

  // The volunteer's shift moved on /volunteer-shifts and in its .ics (same UID, higher SEQUENCE).
  const newStart = new Date(moved.getTime() - 120 * MINUTE);
  await steward.page.goto("/volunteer-shifts");
  await expect(
    steward.page
      .getByText(`${clock(wallClock(newStart).time)} – ${clock(wallClock(new Date(moved.getTime() + 120 * MINUTE)).time)}`)
      .first(),
  ).toBeVisible();
  const icsAfter = await (await page.request.get(`/volunteer/${shiftId}.ics`)).text();
  expect(icsAfter).toContain(`DTSTART:${utc(newStart)}`);
  expect(/UID:[^\r\n]+/.exec(icsAfter)![0]).toBe(/UID:[^\r\n]+/.exec(icsBefore)![0]);
  expect(Number(/SEQUENCE:(\d+)/.exec(icsAfter)![1])).toBeGreaterThan(sequenceBefore);
  await steward.context.close();

  // Then the match is called off: the confirm page, one cancellation mail for the lister, the page says so.
  await page.goto(`/admin/events/${event.id}/edit`);
  await page.getByRole("link", { name: "Cancel this event…" }).click();
  await page.getByRole("button", { name: "Yes, cancel the event and email everyone" }).click();
  await expect(page.getByText("Event cancelled").first()).toBeVisible();
  const cancelled = new RegExp(`Subject: Cancelled: ${title}`);
  await mailsArrived([listerEmail], cancelled);
  await outboxSettled(page.request, listingId, listerEmail);
  expect(await mailsTo(listerEmail, cancelled)).toHaveLength(1);
  await page.goto(`/events/${event.id}`);
  await expect(page.getByTestId("event-cancelled")).toHaveText("This event has been cancelled.");

  // Free the home page's places for other specs.
  expect((await page.request.delete(`/api/events/${event.id}`)).status()).toBe(204);
});

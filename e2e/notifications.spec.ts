import { expect, test, type APIRequestContext } from "@playwright/test";
import { APP_URL, MAILBOX_PORT } from "../playwright.config";
import { adminEmail, signIn, uniqueEmail } from "./support/auth";
import { MAIL_POLL_INTERVALS } from "./support/mailbox";
import { wallClock } from "./support/time";

/**
 * The outbox end to end: a member signs up for a shift less than 24 hours away and the reminder
 * reaches the SMTP mailbox (the app servers sweep every 2 s, see playwright.config.ts). The demo
 * seed has no shift that close, so the test's admin creates one.
 */
const MAILBOX = `http://127.0.0.1:${MAILBOX_PORT}`;

/** The shift reminders the mailbox holds for this address, about the shift of this title. */
async function reminders(email: string, title: string): Promise<string[]> {
  const response = await fetch(`${MAILBOX}/messages?to=${encodeURIComponent(email)}`);
  const messages = (await response.json()) as { raw: string }[];
  // Quoted-printable soft line breaks joined back.
  return messages
    .map((message) => message.raw.replace(/=\r?\n/g, ""))
    .filter((raw) => raw.includes("A reminder of your volunteer shift") && raw.includes(title));
}

/** A shift `start` begins, one hour long, made through the coordinators' API; its id. */
async function createShift(admin: APIRequestContext, title: string, start: Date, details: Record<string, string> = {}): Promise<number> {
  const { day, time: startTime } = wallClock(start);
  const endTime = `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, "0")}${startTime.slice(2)}`;
  const created = await admin.post("/api/volunteer-opportunities", {
    data: { title, date: day, startTime, endTime, location: "North Gate kiosk", spotsNeeded: 5, category: "match-day", ...details },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

test("a member who signs up for a shift a few hours away gets the reminder email once", async ({ page, playwright }, testInfo) => {
  // Starts in 2 hours (3 when that would be 23:xx, since a shift cannot run past midnight).
  let start = new Date(Date.now() + 2 * 60 * 60 * 1000);
  if (wallClock(start).time >= "23:00") start = new Date(start.getTime() + 60 * 60 * 1000);
  const title = `Reminder check ${testInfo.project.name} ${Date.now()}`;

  const admin = await playwright.request.newContext({ baseURL: APP_URL, extraHTTPHeaders: { Origin: APP_URL } });
  await signIn(admin, adminEmail(testInfo));
  await createShift(admin, title, start, { contactInfo: "Rae, 555-0142" });

  const email = uniqueEmail(testInfo, "reminded");
  await signIn(page, email, { firstName: "Robin" });
  await page.goto("/volunteer");
  const card = page.getByRole("article", { name: title });
  await card.getByRole("button", { name: /^Sign Up/ }).click();
  await expect(card.getByText("You're signed up")).toBeVisible();

  await expect.poll(async () => (await reminders(email, title)).length, { timeout: 20_000, intervals: MAIL_POLL_INTERVALS }).toBe(1);
  const [mail] = await reminders(email, title);
  expect(mail).toContain(title);
  expect(mail).toContain("Hi Robin,");
  expect(mail).toContain("Where: North Gate kiosk");
  expect(mail).toContain("Contact: Rae, 555-0142");
  expect(mail).toContain(`${APP_URL}/volunteer-shifts`);

  // Several more sweeps later, still one reminder. A sweep is seen by what it does: the member signs up
  // for another shift as close, whose reminder only a sweep that runs after the sign-up sends.
  for (const round of [1, 2]) {
    const later = `Sweep witness ${round} ${testInfo.project.name} ${Date.now()}`;
    const id = await createShift(admin, later, start);
    expect((await page.request.post(`/api/volunteer-opportunities/${id}/signup`)).status()).toBe(200);
    await expect.poll(async () => (await reminders(email, later)).length, { timeout: 20_000, intervals: MAIL_POLL_INTERVALS }).toBe(1);
  }
  expect(await reminders(email, title)).toHaveLength(1);
  await admin.dispose();
});

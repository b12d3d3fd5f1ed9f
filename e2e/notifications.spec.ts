import { expect, test } from "@playwright/test";
import { APP_URL, MAILBOX_PORT } from "../playwright.config";
import { adminEmail, signIn, uniqueEmail } from "./support/auth";
import { wallClock } from "./support/time";

/**
 * The outbox end to end: a member signs up for a shift less than 24 hours away and the reminder
 * reaches the SMTP mailbox (the app servers sweep every 2 s, see playwright.config.ts). The demo
 * seed has no shift that close, so the test's admin creates one.
 */
const MAILBOX = `http://127.0.0.1:${MAILBOX_PORT}`;

async function reminders(email: string): Promise<string[]> {
  const response = await fetch(`${MAILBOX}/messages?to=${encodeURIComponent(email)}`);
  const messages = (await response.json()) as { raw: string }[];
  // Quoted-printable soft line breaks joined back.
  return messages.map((message) => message.raw.replace(/=\r?\n/g, "")).filter((raw) => raw.includes("A reminder of your volunteer shift"));
}

test("a member who signs up for a shift a few hours away gets the reminder email once", async ({ page, playwright }, testInfo) => {
  // Starts in 2 hours (3 when that would be 23:xx, since a shift cannot run past midnight).
  let start = new Date(Date.now() + 2 * 60 * 60 * 1000);
  if (wallClock(start).time >= "23:00") start = new Date(start.getTime() + 60 * 60 * 1000);
  const { day, time: startTime } = wallClock(start);
  const endTime = `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, "0")}${startTime.slice(2)}`;
  const title = `Reminder check ${testInfo.project.name} ${Date.now()}`;

  const admin = await playwright.request.newContext({ baseURL: APP_URL, extraHTTPHeaders: { Origin: APP_URL } });
  await signIn(admin, adminEmail(testInfo));
  const created = await admin.post("/api/volunteer-opportunities", {
    data: {
      title,
      date: day,
      startTime,
      endTime,
      location: "North Gate kiosk",
      spotsNeeded: 5,
      contactInfo: "Rae, 555-0142",
      category: "match-day",
    },
  });
  expect(created.status()).toBe(201);
  await admin.dispose();

  const email = uniqueEmail(testInfo, "reminded");
  await signIn(page, email, { firstName: "Robin" });
  await page.goto("/volunteer");
  const card = page.getByRole("article", { name: title });
  await card.getByRole("button", { name: /^Sign Up/ }).click();
  await expect(card.getByText("You're signed up")).toBeVisible();

  await expect.poll(async () => (await reminders(email)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await reminders(email);
  expect(mail).toContain(title);
  expect(mail).toContain("Hi Robin,");
  expect(mail).toContain("Where: North Gate kiosk");
  expect(mail).toContain("Contact: Rae, 555-0142");
  expect(mail).toContain(`${APP_URL}/volunteer-shifts`);

  // Several more sweeps later, still one reminder.
  await page.waitForTimeout(5_000);
  expect(await reminders(email)).toHaveLength(1);
});

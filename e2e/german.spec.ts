import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { APP_URL, MAILBOX_URL, SMTP_PORT } from "../playwright.config";
import { adminEmail, signIn, uniqueEmail } from "./support/auth";
import { freePort, startBuiltApp, stopProcess, waitUntilUp, type AppProcess } from "./support/app-process";
import { MAIL_POLL_INTERVALS } from "./support/mailbox";
import { wallClock } from "./support/time";

/**
 * The languages end to end, JavaScript on and off (README, Languages): a visitor whose browser asks
 * for German joins, RSVPs and signs up for a shift in German and gets German mail (the sign-in code,
 * then the shift's reminder from the outbox); on a group that runs in German (DEFAULT_LOCALE=de, its
 * own server below), a member who chose English on their profile gets English mail.
 */

/** Every mail to this address (its text with quoted-printable soft line breaks joined back). */
async function mails(email: string, after: number): Promise<string[]> {
  const response = await fetch(`${MAILBOX_URL}/messages?to=${encodeURIComponent(email)}`);
  const messages = (await response.json()) as { raw: string; receivedAt: number }[];
  return messages.filter((message) => message.receivedAt >= after).map((message) => message.raw.replace(/=\r?\n/g, ""));
}

/** Waits for the newest mail to `email` whose text matches `pattern`. */
async function mailWith(email: string, pattern: RegExp, after = 0): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await mails(email, after)).filter((raw) => pattern.test(raw)).at(-1);
        return Boolean(found);
      },
      { timeout: 20_000, intervals: MAIL_POLL_INTERVALS, message: `a mail to ${email} matching ${pattern}` },
    )
    .toBe(true);
  return found!;
}

/** A one-hour shift starting in about two hours (inside the reminder window), made through the coordinators' API. */
async function shiftSoon(admin: APIRequestContext, title: string): Promise<number> {
  let start = new Date(Date.now() + 2 * 60 * 60 * 1000);
  if (wallClock(start).time >= "23:00") start = new Date(start.getTime() + 60 * 60 * 1000);
  const { day, time } = wallClock(start);
  const endTime = `${String(Number(time.slice(0, 2)) + 1).padStart(2, "0")}${time.slice(2)}`;
  const created = await admin.post("/api/volunteer-opportunities", {
    data: { title, date: day, startTime: time, endTime, location: "Nordkurve", spotsNeeded: 5, category: "match-day" },
  });
  expect(created.status(), "creating the shift").toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** Signs in through the German form: the code comes in a German mail. */
async function anmelden(page: Page, email: string, firstName: string) {
  const started = Date.now();
  await page.getByLabel("E-Mail").fill(email);
  await page.getByText("Neu hier? Gib deinen Namen an (freiwillig)").click();
  await page.getByLabel("Vorname").fill(firstName);
  await page.getByRole("button", { name: "Code per E-Mail schicken" }).click();
  await expect(page.getByLabel("Anmeldecode")).toBeVisible();
  const mail = await mailWith(email, /Dein Anmeldecode lautet \d{6}/, started);
  const code = /Dein Anmeldecode lautet (\d{6})/.exec(mail)![1];
  await page.getByLabel("Anmeldecode").fill(code);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
}

test.describe("a visitor whose browser asks for German", () => {
  test.use({ locale: "de-DE" });

  test("joins, RSVPs and signs up for a shift in German, and gets German mail", async ({ page, playwright }, testInfo) => {
    test.setTimeout(90_000);
    const admin = await playwright.request.newContext({ baseURL: APP_URL, extraHTTPHeaders: { Origin: APP_URL } });
    await signIn(admin, adminEmail(testInfo));
    const title = `Stammtisch ${testInfo.project.name} ${Date.now()}`;
    const event = await admin.post("/api/events", {
      data: { title, date: new Date(Date.now() + 75 * 86_400_000).toISOString(), location: "Vereinsheim", type: "community" },
    });
    expect(event.status(), "creating the event").toBe(201);
    const eventId = ((await event.json()) as { id: number }).id;
    const shift = `Aufbau ${testInfo.project.name} ${Date.now()}`;
    await shiftSoon(admin, shift);
    await admin.dispose();

    // Joining: the tier, then the German sign-in form and code mail, then the checkout.
    const email = uniqueEmail(testInfo, "deutsch");
    await page.goto("/join");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await page.getByRole("button", { name: /^Mitglied werden als Roadie,/ }).click();
    await expect(page).toHaveURL(/\/api\/login\?returnTo=%2Fjoin%2Fcheckout$/);
    await anmelden(page, email, "Jana");
    await expect(page).toHaveURL(/\/join\/checkout$/);
    await page.getByRole("button", { name: "Mitgliedschaft bestätigen" }).click();
    await expect(page).toHaveURL(/\/join\/checkout\/complete\?order=/);
    await expect(page.getByRole("heading", { name: "Deine Mitgliedschaft wartet auf die Zahlung" })).toBeVisible();

    // RSVP.
    await page.goto(`/events/${eventId}`);
    await page.getByRole("button", { name: /^Zusagen/ }).click();
    await expect(page.getByText("✓ Du bist dabei")).toBeVisible();

    // A shift two hours away: signed up, and its reminder comes from the outbox in German.
    await page.goto("/volunteer?category=match-day");
    const card = page.getByRole("article", { name: shift });
    await card.getByRole("button", { name: /^Mithelfen/ }).click();
    await expect(card.getByText("Du bist dabei")).toBeVisible();
    const reminder = await mailWith(email, new RegExp(`Eine Erinnerung an deine Helferschicht[\\s\\S]*${shift}`));
    expect(reminder).toContain("Hallo Jana,");
    expect(reminder).not.toContain("A reminder of your volunteer shift");
  });
});

test.describe("a group that runs in German (DEFAULT_LOCALE=de)", () => {
  test.describe.configure({ mode: "serial" });
  const ADMIN = "gruppe-admin@example.org";
  let data: string;
  let app: AppProcess | undefined;
  let origin: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    data = await mkdtemp(join(tmpdir(), "roadies-german-group-"));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      NODE_ENV: "production",
      PORT: String(port),
      APP_URL: origin,
      DATA_DIR: data,
      SESSION_SECRET: "e2e-german-group-secret-0123456789abcdef0123456789",
      DEFAULT_LOCALE: "de",
      ADMIN_EMAILS: ADMIN,
      RATE_LIMIT_IP_POINTS: "1000",
      RATE_LIMIT_EMAIL_POINTS: "1000",
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      SMTP_FROM: "Die Roadies <no-reply@example.org>",
      NOTIFY_SWEEP_SECONDS: "2",
      BACKUP_EVERY_HOURS: "0",
    };
    await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/setup-db.ts"], { env: { PATH: process.env.PATH, ...env } });
    app = startBuiltApp(env);
    await waitUntilUp(`${origin}/healthz`, app.child, app.output);
  });

  test.afterAll(async () => {
    await stopProcess(app?.child);
    if (data) await rm(data, { recursive: true, force: true });
  });

  test("a member who chose English on their profile gets English mail", async ({ browser, playwright }, testInfo) => {
    test.setTimeout(90_000);
    const admin = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { Origin: origin } });
    await signIn(admin, ADMIN);
    const shift = `Fahnen ${testInfo.project.name} ${Date.now()}`;
    await shiftSoon(admin, shift);
    await admin.dispose();

    // A browser that asks for nothing in particular: the group's German.
    const context = await browser.newContext({
      baseURL: origin,
      javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false,
      locale: "fr-FR",
    });
    const page = await context.newPage();
    const email = uniqueEmail(testInfo, "english-in-german-group");
    await page.goto("/api/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await anmelden(page, email, "Sam");

    await page.goto("/profile");
    const setting = page.getByRole("region", { name: "Sprache" });
    await setting.getByLabel("Deine Sprache").selectOption("en");
    await setting.getByRole("button", { name: "Sprache speichern" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    await page.goto("/volunteer?category=match-day");
    const card = page.getByRole("article", { name: shift });
    await card.getByRole("button", { name: /^Sign Up/ }).click();
    await expect(card.getByText("You're signed up")).toBeVisible();
    const reminder = await mailWith(email, new RegExp(`A reminder of your volunteer shift[\\s\\S]*${shift}`));
    expect(reminder).toContain("Hi Sam,");
    expect(reminder).not.toContain("Eine Erinnerung");
    await context.close();
  });
});

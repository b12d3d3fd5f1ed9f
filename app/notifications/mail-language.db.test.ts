import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  awayAllocations,
  awayApplications,
  backupRuns,
  billingHistory,
  DEFAULT_EMAIL_PREFERENCES,
  events,
  ticketListingMessages,
  users,
  volunteerSignups,
} from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createEvent, createListing, createMember, createOpportunity, createOrder } from "../../test/factories";
import { DAY, HOUR } from "../../test/time";
import { inLocale, localeSettings } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/paraglide/runtime.js";
import type { Mail, OutboxRow } from "./kind.server";
import { enqueueNotification, type NotificationKind } from "./outbox.server";
import { notificationKinds } from "./registry.server";
import { mailLocale, runNotificationSweep } from "./sweep.server";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

/** Runs `body` with the group's default language set to `locale` (DEFAULT_LOCALE), then puts it back. */
async function withGroupDefault<T>(locale: Locale, body: () => Promise<T>): Promise<T> {
  const before = localeSettings.defaultLocale;
  localeSettings.defaultLocale = locale;
  try {
    return await body();
  } finally {
    localeSettings.defaultLocale = before;
  }
}

/** A sweep at `now` that keeps the mails it would send. */
async function sweep(now = new Date()) {
  const mails: Mail[] = [];
  await runNotificationSweep({
    now,
    db: test.db,
    send: async (mail) => {
      mails.push(mail);
    },
  });
  return mails;
}

const mailTo = (mails: Mail[], to: string) => {
  const mail = mails.find((one) => one.to === to);
  expect(mail, `a mail to ${to}`).toBeDefined();
  return mail!;
};

describe("mailLocale: the language a claimed row is written in", () => {
  it("a member's saved language, else the group's default; a guest's (or a deleted member's) row the language it was queued in", async () => {
    await withGroupDefault("de", async () => {
      expect(mailLocale({ userId: "m", memberExists: true, memberLocale: "en", queuedLocale: "de" })).toBe("en");
      expect(mailLocale({ userId: "m", memberExists: true, memberLocale: null, queuedLocale: "en" })).toBe("de");
      // A language the group no longer offers counts as none.
      expect(mailLocale({ userId: "m", memberExists: true, memberLocale: "pl", queuedLocale: "en" })).toBe("de");
      expect(mailLocale({ userId: null, memberExists: false, memberLocale: null, queuedLocale: "en" })).toBe("en");
      expect(mailLocale({ userId: "gone", memberExists: false, memberLocale: null, queuedLocale: "en" })).toBe("en");
      expect(mailLocale({ userId: null, memberExists: false, memberLocale: null, queuedLocale: null })).toBe("de");
    });
  });
});

describe("the sweep writes each mail in its recipient's language", () => {
  it("a shift reminder: German for a member who chose German, English for one who chose English on a German group, German for one who chose nothing there", async () => {
    const now = new Date();
    const opportunityId = await createOpportunity({
      title: "Tifo painting",
      date: new Date(now.getTime() + 20 * HOUR),
      location: "Gate B warehouse",
      spotsNeeded: 10,
    });
    const prefs = { ...DEFAULT_EMAIL_PREFERENCES, volunteerOpportunities: true };
    const greta = await createMember({ email: "greta@example.org", firstName: "Greta", locale: "de", emailPreferences: prefs });
    const ed = await createMember({ email: "ed@example.org", firstName: "Ed", locale: "en", emailPreferences: prefs });
    const nina = await createMember({ email: "nina@example.org", firstName: "Nina", locale: null, emailPreferences: prefs });
    for (const userId of [greta, ed, nina]) await test.db.insert(volunteerSignups).values({ userId, opportunityId, status: "confirmed" });

    const mails = await withGroupDefault("de", () => sweep(now));

    const german = mailTo(mails, "greta@example.org");
    expect(german.subject).toMatch(/^Erinnerung: Tifo painting, /);
    expect(german.text).toContain("Hallo Greta,");
    expect(german.text).toContain("Eine Erinnerung an deine Helferschicht bei");
    expect(german.text).toContain("Wo: Gate B warehouse");
    expect(german.text).not.toContain("Where:");

    const english = mailTo(mails, "ed@example.org");
    expect(english.subject).toMatch(/^Reminder: Tifo painting, /);
    expect(english.text).toContain("Hi Ed,");
    expect(english.text).toContain("Where: Gate B warehouse");
    expect(english.text).not.toContain("Hallo");

    // No saved language: the group's default, German here.
    expect(mailTo(mails, "nina@example.org").text).toContain("Hallo Nina,");
  });

  it("a guest's order confirmation queued during a German request comes out German; one queued during an English request, English", async () => {
    const german = await createOrder({ customerEmail: "gast@example.org", customerName: "Gabi Gast" }, [{ name: "Scarf", quantity: 2 }]);
    const english = await createOrder({ customerEmail: "guest@example.org", customerName: "Gus Guest" }, [{ name: "Scarf", quantity: 1 }]);
    await inLocale("de", () =>
      enqueueNotification(
        { kind: "order-confirmation", subjectKey: german, toEmail: "gast@example.org", payload: { orderId: german } },
        test.db,
      ),
    );
    await inLocale("en", () =>
      enqueueNotification(
        { kind: "order-confirmation", subjectKey: english, toEmail: "guest@example.org", payload: { orderId: english } },
        test.db,
      ),
    );

    const mails = await sweep();

    const gabi = mailTo(mails, "gast@example.org");
    expect(gabi.subject).toMatch(/^Bestellung #\S+ bestätigt$/);
    expect(gabi.text).toContain("Danke für deine Bestellung");
    expect(gabi.text).not.toContain("Thanks for your order");
    const gus = mailTo(mails, "guest@example.org");
    expect(gus.subject).toMatch(/^Order #\S+ confirmed$/);
    expect(gus.text).toContain("Thanks for your order");
  });

  it("a member who switches language between the enqueue and the send gets the new language", async () => {
    const member = await createMember({ email: "switch@example.org", firstName: "Sam", locale: "en" });
    // Queued during an English request (an admin's, say): the member's saved language at send time wins.
    await inLocale("en", () =>
      enqueueNotification(
        { kind: "slack-invite", subjectKey: `${member}:switch`, userId: member, payload: { url: "https://join.slack.example/abc" } },
        test.db,
      ),
    );
    await test.db.update(users).set({ locale: "de" }).where(eq(users.id, member));

    const [mail] = await sweep();

    expect(mail.to).toBe("switch@example.org");
    expect(mail.subject).toMatch(/^Deine Einladung in den Slack von /);
    expect(mail.text).toContain("Hallo Sam,");
    expect(mail.text).toContain("https://join.slack.example/abc");
  });
});

/** A kind's mail rendered as the sweep would, in `locale`: "subject\ntext". */
async function render(locale: Locale, row: OutboxRow): Promise<string> {
  const rendered = await inLocale(locale, () => notificationKinds[row.kind as NotificationKind].render(row, test.db));
  expect(rendered, `${row.kind} in ${locale}`).toHaveProperty("mail");
  if (!("mail" in rendered)) return "";
  return `${rendered.mail.subject}\n${rendered.mail.text}`;
}

const outbox = (kind: NotificationKind, userId: string | null, payload: Record<string, unknown>): OutboxRow => ({
  id: 1,
  kind,
  subjectKey: `${kind}:language`,
  userId,
  toEmail: null,
  payload,
});

describe("each kind in English and German", () => {
  it("ticket exchange: the daily alert, a removed listing, a message to the poster and the sender's copy", async () => {
    const poster = await createMember({ email: "poster@example.org", firstName: "Pia", lastName: "Poster" });
    const reader = await createMember({ email: "reader@example.org", firstName: "Rex", lastName: "Reader" });
    const since = new Date(Date.now() - HOUR);
    const open = await createListing(poster, { matchTitle: "Roadies FC vs Lakeshore" });
    const alert = outbox("ticket-alert", reader, { since: since.toISOString(), until: new Date(Date.now() + HOUR).toISOString() });
    const alertEn = await render("en", alert);
    expect(alertEn).toMatch(/^New on the ticket exchange: 1 listing\n/);
    expect(alertEn).toContain("Members have listed these tickets since your last alert:");
    expect(alertEn).toContain(": section 112, seats 3-4, $45.00 each");
    const alertDe = await render("de", alert);
    expect(alertDe).toMatch(/^Neu in der Ticketbörse: 1 Angebot\n/);
    expect(alertDe).toContain(": Block 112, Plätze 3-4, ");
    expect(alertDe).toContain("pro Stück");

    const removed = await createListing(poster, { isActive: false, closedReason: "removed", removalReason: null });
    const removedRow = outbox("listing-removed", poster, { listingId: removed });
    const removedEn = await render("en", removedRow);
    expect(removedEn).toMatch(/^Your ticket listing was removed: Roadies FC vs Lakeshore\n/);
    expect(removedEn).toContain("Reason: not given");
    const removedDe = await render("de", removedRow);
    expect(removedDe).toMatch(/^Dein Ticketangebot wurde entfernt: Roadies FC vs Lakeshore\n/);
    expect(removedDe).toContain("Grund: nicht angegeben");
    expect(removedDe).toContain("Block 112, Plätze 3-4");

    const [message] = await test.db
      .insert(ticketListingMessages)
      .values({ listingId: open, senderId: reader, body: "Still available?" })
      .returning({ id: ticketListingMessages.id });
    const toPoster = outbox("listing-message", null, { messageId: message.id });
    expect(await render("en", toPoster)).toMatch(
      /^Rex Reader wrote about your tickets: Roadies FC vs Lakeshore\n[^]*Section 112, row F, seats 3-4/,
    );
    const posterDe = await render("de", toPoster);
    expect(posterDe).toMatch(/^Rex Reader hat dir zu deinen Tickets geschrieben: Roadies FC vs Lakeshore\n/);
    expect(posterDe).toContain("Block 112, Reihe F, Plätze 3-4");
    expect(posterDe).toContain("Still available?");
    const copy = outbox("listing-message", null, { messageId: message.id, copy: true });
    expect(await render("en", copy)).toMatch(/^Your message about: Roadies FC vs Lakeshore\n/);
    expect(await render("de", copy)).toMatch(/^Deine Nachricht zu: Roadies FC vs Lakeshore\n[^]*Das ist eine Kopie deiner Nachricht/);
  });

  it("membership: reminders (in days, and expired), a payment recorded, a payment refused, the Slack invite", async () => {
    const expiry = new Date(Date.now() + 7 * DAY);
    const member = await createMember({
      email: "mia@example.org",
      firstName: "Mia",
      membershipStatus: "active",
      membershipExpiry: expiry,
      autoRenewal: false,
    });
    const reminder = outbox("membership-reminder", member, { expiry: expiry.toISOString(), days: 7 });
    const reminderEn = await render("en", reminder);
    expect(reminderEn).toMatch(/^Your .+ membership expires in 7 days\n/);
    expect(reminderEn).toContain("to keep your membership");
    const reminderDe = await render("de", reminder);
    expect(reminderDe).toMatch(/^Deine Mitgliedschaft bei .+ läuft in 7 Tagen ab\n/);
    expect(reminderDe).toContain("um Mitglied zu bleiben");
    expect(reminderDe).toContain("Danke, dass du");
    const lastDay = outbox("membership-reminder", member, { expiry: expiry.toISOString(), days: 1 });
    expect(await render("en", lastDay)).toMatch(/^Your .+ membership expires in 1 day\n/);
    expect(await render("de", lastDay)).toMatch(/^Deine Mitgliedschaft bei .+ läuft in 1 Tag ab\n/);
    const expired = outbox("membership-reminder", member, { expiry: expiry.toISOString(), days: 0 });
    expect(await render("en", expired)).toMatch(/^Your .+ membership has expired\n/);
    expect(await render("de", expired)).toMatch(/^Deine Mitgliedschaft bei .+ ist abgelaufen\n/);

    const [paid, failed] = await test.db
      .insert(billingHistory)
      .values([
        { userId: member, amount: "30.00", status: "paid", billingDate: new Date() },
        { userId: member, amount: "30.00", status: "failed", billingDate: new Date(), failureReason: "card_declined" },
      ])
      .returning({ id: billingHistory.id });
    const activated = outbox("membership-activated", member, { billingId: paid.id });
    expect(await render("en", activated)).toMatch(/^Welcome to .+: your membership is active\n[^]*We received your payment of \$30\.00/);
    const activatedDe = await render("de", activated);
    expect(activatedDe).toMatch(/^Willkommen bei .+: deine Mitgliedschaft ist aktiv\n/);
    expect(activatedDe).toContain("Wir haben deine Zahlung über 30,00");
    expect(activatedDe).toContain("Deine Mitgliedschaft gilt bis");
    const refused = outbox("membership-payment-failed", member, { billingId: failed.id });
    expect(await render("en", refused)).toContain("We could not take your membership payment of $30.00: card_declined");
    const refusedDe = await render("de", refused);
    expect(refusedDe).toMatch(/^Die Zahlung für deine Mitgliedschaft bei .+ ist fehlgeschlagen\n/);
    expect(refusedDe).toContain(": card_declined");

    const slack = outbox("slack-invite", member, { url: "https://join.slack.example/x" });
    expect(await render("en", slack)).toContain("Here is the current invite link to our Slack workspace:");
    expect(await render("de", slack)).toContain("Hier ist der aktuelle Einladungslink zu unserem Slack-Workspace:");
  });

  it("away days: a place offered, and a place passed on", async () => {
    const member = await createMember({ email: "ava@example.org", firstName: "Ava" });
    const eventId = await createEvent({
      title: "Harbour vs Roadies FC",
      type: "match",
      isHomeMatch: false,
      date: new Date(Date.now() + 10 * DAY),
    });
    const [allocation] = await test.db
      .insert(awayAllocations)
      .values({
        eventId,
        tickets: 10,
        price: "30.00",
        opensAt: new Date(Date.now() - 3 * DAY),
        closesAt: new Date(Date.now() - DAY),
        payHours: 48,
        seed: "seed",
        seedCommitment: "commitment",
      })
      .returning({ id: awayAllocations.id });
    const [offered, passed] = await test.db
      .insert(awayApplications)
      .values([
        { allocationId: allocation.id, leadUserId: member, size: 1, status: "offered", position: 1, payBy: new Date(Date.now() + DAY) },
        { allocationId: allocation.id, leadUserId: member, size: 1, status: "passed", position: 2 },
      ])
      .returning({ id: awayApplications.id });
    const offer = outbox("away-place-offered", member, { applicationId: offered.id });
    const offerEn = await render("en", offer);
    expect(offerEn).toMatch(/^You have a place: Harbour vs Roadies FC\n/);
    expect(offerEn).toContain("has a place for you: 1 ticket, at $30.00 each.");
    const offerDe = await render("de", offer);
    expect(offerDe).toMatch(/^Du hast einen Platz: Harbour vs Roadies FC\n/);
    expect(offerDe).toContain("hast du einen Platz: 1 Ticket, zu je 30,00");
    const pass = outbox("away-place-passed", member, { applicationId: passed.id });
    expect(await render("en", pass)).toMatch(/^Your place passed on: Harbour vs Roadies FC\n/);
    expect(await render("de", pass)).toMatch(/^Dein Platz ist weitergegangen: Harbour vs Roadies FC\n[^]*nicht bis zur Frist bezahlt/);
    await test.db.delete(events).where(eq(events.id, eventId));
  });

  it("a failed backup, to an admin", async () => {
    const admin = await createMember({ email: "root@example.org", firstName: "Ada", isAdmin: true });
    const [run] = await test.db
      .insert(backupRuns)
      .values({ trigger: "command", slot: new Date(), finishedAt: new Date(), ok: false, error: "pg_dump: connection refused" })
      .returning({ id: backupRuns.id });
    const row = outbox("backup-failed", admin, { runId: run.id, dir: "/backups" });
    const english = await render("en", row);
    expect(english).toMatch(/: a backup of the database failed\n/);
    expect(english).toContain("(asked for with npm run backup) failed:");
    expect(english).toContain("Backup directory: /backups");
    const german = await render("de", row);
    expect(german).toMatch(/: eine Sicherung der Datenbank ist fehlgeschlagen\n/);
    expect(german).toContain("(mit npm run backup angestoßen), ist fehlgeschlagen:");
    expect(german).toContain("Sicherungsverzeichnis: /backups");
    expect(german).toContain("pg_dump: connection refused");
  });
});

import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  announcementRecipients,
  announcements,
  awayAllocations,
  awayApplicants,
  awayApplications,
  DEFAULT_EMAIL_PREFERENCES,
  eventAttendees,
  notifications,
  pushSubscriptions,
  volunteerSignups,
} from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createAdmin, createEvent, createMember, createOpportunity } from "../../test/factories";
import { DAY } from "../../test/time";
import type { Mail } from "~/notifications/kind.server";
import { runNotificationSweep } from "~/notifications/sweep.server";
import type { AnnouncementAudience } from "./announcements";
import { countAudience, createAnnouncement, queueAnnouncement, withdrawAnnouncement } from "./announcements.server";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

async function ballot(eventId: number) {
  const now = Date.now();
  const [row] = await test.db
    .insert(awayAllocations)
    .values({
      eventId,
      tickets: 2,
      price: "30.00",
      opensAt: new Date(now - 3 * DAY),
      closesAt: new Date(now - DAY),
      payHours: 48,
      seed: "s".repeat(64),
      seedCommitment: "c".repeat(64),
    })
    .returning({ id: awayAllocations.id });
  return row.id;
}

async function application(allocationId: number, status: "applied" | "offered" | "paid" | "waiting", lead: string, partner?: string) {
  const [row] = await test.db
    .insert(awayApplications)
    .values({ allocationId, leadUserId: lead, size: partner ? 2 : 1, status })
    .returning({ id: awayApplications.id });
  await test.db
    .insert(awayApplicants)
    .values({ applicationId: row.id, allocationId, userId: lead, isLead: true, memberId: `#${lead.slice(-8)}` });
  if (partner) {
    await test.db
      .insert(awayApplicants)
      .values({ applicationId: row.id, allocationId, userId: partner, isLead: false, memberId: `#${partner.slice(-8)}` });
  }
}

/** The members each audience reaches, built from the same rows the rest of the app uses. */
async function club() {
  const [ana, ben, cas, dee, eli] = await Promise.all(
    [
      { email: "ana@example.com", membershipStatus: "active", membershipTier: "roadie" },
      { email: "ben@example.com", membershipStatus: "active", membershipTier: "supporter" },
      { email: "cas@example.com", membershipStatus: "expired", membershipTier: "roadie" },
      { email: "dee@example.com", membershipStatus: "lifetime" },
      { email: "eli@example.com", membershipStatus: "inactive" },
    ].map((values) => createMember(values)),
  );
  const admin = await createAdmin({ email: "admin@example.com" });
  await createMember({ email: null });
  const match = await createEvent({ title: "Derby", date: new Date(Date.now() + 10 * DAY), type: "match" });
  const party = await createEvent({
    title: "Derby watch party",
    date: new Date(Date.now() + 10 * DAY),
    type: "watch-party",
    matchEventId: match,
  });
  await test.db.insert(eventAttendees).values([
    { eventId: match, userId: ana, status: "going" },
    { eventId: match, userId: ben, status: "waitlisted" },
    { eventId: party, userId: cas, status: "going" },
  ]);
  const gate = await createOpportunity({ title: "Gate", eventId: match, date: new Date(Date.now() + 10 * DAY) });
  const bar = await createOpportunity({ title: "Bar", eventId: party, date: new Date(Date.now() + 10 * DAY) });
  const past = await createOpportunity({ title: "Last month's stall", date: new Date(Date.now() - 20 * DAY) });
  const old = await createOpportunity({ title: "Last year's stall", date: new Date(Date.now() - 400 * DAY) });
  await test.db.insert(volunteerSignups).values([
    { opportunityId: gate, userId: dee, status: "confirmed" },
    { opportunityId: gate, userId: eli, status: "waitlisted" },
    { opportunityId: bar, userId: ben, status: "confirmed" },
    { opportunityId: past, userId: cas, status: "completed" },
    { opportunityId: old, userId: eli, status: "completed" },
  ]);
  const allocationId = await ballot(match);
  await application(allocationId, "offered", ana, ben);
  await application(allocationId, "waiting", dee);
  return { ana, ben, cas, dee, eli, admin, match, gate, allocationId };
}

describe("announcement audiences", () => {
  it("each audience counts exactly its members with an address, and queueing writes exactly them", async () => {
    const c = await club();
    const cases: [AnnouncementAudience, string[]][] = [
      [{ kind: "everyone" }, [c.ana, c.ben, c.cas, c.dee, c.eli, c.admin]],
      [{ kind: "members", statuses: ["active", "lifetime"], tiers: [] }, [c.ana, c.ben, c.dee]],
      [{ kind: "members", statuses: ["active", "expired"], tiers: ["roadie"] }, [c.ana, c.cas]],
      [{ kind: "event-rsvps", eventId: c.match }, [c.ana, c.ben]],
      [{ kind: "shift-crew", opportunityId: c.gate }, [c.dee]],
      [{ kind: "event-crews", eventId: c.match }, [c.dee, c.ben]],
      [{ kind: "ballot-applicants", allocationId: c.allocationId }, [c.ana, c.ben, c.dee]],
      [{ kind: "ballot-winners", allocationId: c.allocationId }, [c.ana, c.ben]],
      [{ kind: "volunteers", months: 3 }, [c.cas]],
      [{ kind: "volunteers", months: 24 }, [c.cas, c.eli]],
      [{ kind: "admins" }, [c.admin]],
    ];
    for (const [audience, expected] of cases) {
      expect(await countAudience(audience), JSON.stringify(audience)).toBe(expected.length);
      const { id, recipients } = await createAnnouncement({
        title: "Gate B",
        body: "Use **gate B**.",
        linkPath: null,
        audience,
        isPublic: false,
        sendAt: new Date(),
        createdBy: c.admin,
      });
      expect(recipients, JSON.stringify(audience)).toBe(expected.length);
      const written = await test.db
        .select({ userId: announcementRecipients.userId })
        .from(announcementRecipients)
        .where(eq(announcementRecipients.announcementId, id));
      expect(written.map((row) => row.userId).sort(), JSON.stringify(audience)).toEqual([...expected].sort());
      const mails = await test.db
        .select({ userId: notifications.userId })
        .from(notifications)
        .where(and(eq(notifications.kind, "announcement")));
      expect(mails.filter((mail) => expected.includes(mail.userId!)).length).toBeGreaterThanOrEqual(expected.length);
    }
  });
});

describe("sending an announcement", () => {
  it("ten sends at once queue it once: one mail and one alert per member and device", async () => {
    const members = await Promise.all(
      Array.from({ length: 5 }, (_, i) => createMember({ email: `m${i}@example.com`, membershipStatus: "active" })),
    );
    const admin = await createAdmin({ email: "admin@example.com" });
    await test.db.insert(pushSubscriptions).values(
      members.map((userId, i) => ({
        userId,
        endpoint: `https://push.example.com/${i}`,
        p256dh: "p",
        auth: "a",
        topics: ["announcements" as const],
      })),
    );
    const [row] = await test.db
      .insert(announcements)
      .values({
        title: "Coach leaves 7:30",
        body: "Not 8.",
        audience: { kind: "members", statuses: ["active"], tiers: [] },
        sendAt: new Date(),
        createdBy: admin,
      })
      .returning({ id: announcements.id });
    const results = await Promise.all(Array.from({ length: 10 }, () => queueAnnouncement(row.id)));
    expect(results.filter((result) => result !== null)).toEqual([{ recipients: 5 }]);
    const rows = await test.db.select({ kind: notifications.kind }).from(notifications);
    expect(rows.filter((r) => r.kind === "announcement")).toHaveLength(5);
    expect(rows.filter((r) => r.kind === "push-alert")).toHaveLength(5);
    const [saved] = await test.db.select({ recipientCount: announcements.recipientCount }).from(announcements);
    expect(saved.recipientCount).toBe(5);
  });

  it("the mail follows the member's switch (news, or the event's), carries List-Unsubscribe for it, and a withdrawn one is not sent", async () => {
    const keen = await createMember({ email: "keen@example.com", firstName: "Kim" });
    const quiet = await createMember({
      email: "quiet@example.com",
      emailPreferences: { ...DEFAULT_EMAIL_PREFERENCES, newsletterUpdates: false },
    });
    const admin = await createAdmin({
      email: "admin@example.com",
      emailPreferences: { ...DEFAULT_EMAIL_PREFERENCES, newsletterUpdates: false },
    });
    const match = await createEvent({ title: "Derby", date: new Date(Date.now() + 5 * DAY) });
    await test.db.insert(eventAttendees).values([
      { eventId: match, userId: quiet, status: "going" },
      { eventId: match, userId: keen, status: "going" },
    ]);
    await createAnnouncement({
      title: "Season tickets on sale",
      body: "From **Monday**.",
      linkPath: null,
      audience: { kind: "everyone" },
      isPublic: true,
      sendAt: new Date(),
      createdBy: admin,
    });
    await createAnnouncement({
      title: "Derby: gate B",
      body: "Use gate B, not A.",
      linkPath: `/events/${match}`,
      audience: { kind: "event-rsvps", eventId: match },
      isPublic: false,
      sendAt: new Date(),
      createdBy: admin,
    });
    const withdrawn = await createAnnouncement({
      title: "Typo",
      body: "Oops.",
      linkPath: null,
      audience: { kind: "everyone" },
      isPublic: false,
      sendAt: new Date(),
      createdBy: admin,
    });
    expect(await withdrawAnnouncement(withdrawn.id)).toBe(true);
    expect(await withdrawAnnouncement(withdrawn.id)).toBe(false);

    const mails: Mail[] = [];
    await runNotificationSweep({ db: test.db, send: async (mail) => void mails.push(mail), enqueue: false });
    const got = mails.map((mail) => `${mail.to}: ${mail.subject}`).sort();
    expect(got).toEqual([
      "keen@example.com: Derby: gate B",
      "keen@example.com: Season tickets on sale",
      "quiet@example.com: Derby: gate B",
    ]);
    const gate = mails.find((mail) => mail.to === "quiet@example.com")!;
    expect(gate.unsubscribe).toEqual({ userId: quiet, category: "eventNotifications" });
    expect(gate.text).toContain(`/events/${match}`);
    const news = mails.find((mail) => mail.subject === "Season tickets on sale")!;
    expect(news.unsubscribe).toEqual({ userId: keen, category: "newsletterUpdates" });
    expect(news.text).toContain("Hi Kim,");
  });

  it("a scheduled announcement is queued by the sweep once it is due, not before", async () => {
    const admin = await createAdmin({ email: "admin@example.com" });
    await createMember({ email: "m@example.com" });
    const later = new Date(Date.now() + 60 * 60_000);
    const { id, recipients } = await createAnnouncement({
      title: "Tomorrow",
      body: "x",
      linkPath: null,
      audience: { kind: "everyone" },
      isPublic: true,
      sendAt: later,
      createdBy: admin,
    });
    expect(recipients).toBeNull();
    await runNotificationSweep({ db: test.db, now: new Date(), send: async () => {} });
    expect(await test.db.select().from(announcementRecipients)).toHaveLength(0);
    await runNotificationSweep({ db: test.db, now: new Date(later.getTime() + 1000), send: async () => {} });
    const written = await test.db.select().from(announcementRecipients).where(eq(announcementRecipients.announcementId, id));
    expect(written).toHaveLength(2);
  });
});

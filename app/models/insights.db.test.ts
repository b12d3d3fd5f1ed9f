import { describe, expect, it } from "vitest";
import {
  awayAllocations,
  awayApplicants,
  awayApplications,
  billingHistory,
  eventAttendees,
  eventCheckins,
  membershipChanges,
  ticketListings,
  volunteerSignups,
} from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createEvent, createMember, createOpportunity, createOrder, membershipState } from "../../test/factories";
import { cancelRsvp, rsvpToEvent } from "./events.server";
import { resolvePeriod } from "./insights";
import {
  ballotsInPeriod,
  eventsInPeriod,
  listingsByMonth,
  membershipByMonth,
  moneyByMonth,
  renewalsDue,
  retentionByMonth,
  volunteeringByMonth,
  volunteersInPeriod,
} from "./insights.server";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

/** The group's clock in these tests: months begin at local midnight in Los Angeles (8 hours behind UTC in winter). */
const timeZone = "America/Los_Angeles";
const now = new Date("2026-04-15T12:00:00Z");
const at = (iso: string) => new Date(iso);
const { period } = resolvePeriod({ kind: "custom", from: "2026-01-01", to: "2026-03-31" }, { now, timeZone, seasonStartMonth: 7 });
const scope = { period, timeZone, now };

/** A known membership history (see each member's comment) and the months it makes. */
async function memberships() {
  // Ana: a member since before the period, never changed.
  const ana = await createMember({
    email: "ana@example.com",
    membershipStatus: "active",
    membershipTier: "roadie",
    createdAt: at("2025-12-10T18:00:00Z"),
  });
  // Ben: signed up in January, paid on the 20th (joins), lapsed on 10 March.
  const ben = await createMember({
    email: "ben@example.com",
    membershipStatus: "expired",
    membershipTier: "supporter",
    createdAt: at("2026-01-05T18:00:00Z"),
  });
  // Cas: a VIP since 2025, revoked on 14 February, paid again on 5 March.
  const cas = await createMember({
    email: "cas@example.com",
    membershipStatus: "active",
    membershipTier: "vip",
    createdAt: at("2025-11-01T18:00:00Z"),
  });
  // Dee: never a member.
  const dee = await createMember({ email: "dee@example.com", membershipStatus: "inactive", createdAt: at("2026-02-01T18:00:00Z") });
  await test.db.insert(membershipChanges).values([
    {
      userId: ben,
      kind: "payment-recorded",
      before: membershipState("pending", null),
      after: membershipState("active", "supporter"),
      createdAt: at("2026-01-20T18:00:00Z"),
    },
    {
      userId: ben,
      kind: "expired",
      before: membershipState("active", "supporter"),
      after: membershipState("expired", "supporter"),
      createdAt: at("2026-03-10T18:00:00Z"),
    },
    {
      userId: cas,
      kind: "admin-revoked",
      before: membershipState("active", "vip"),
      after: membershipState("inactive", "vip"),
      createdAt: at("2026-02-14T18:00:00Z"),
    },
    {
      userId: cas,
      kind: "payment-recorded",
      before: membershipState("inactive", "vip"),
      after: membershipState("active", "vip"),
      createdAt: at("2026-03-05T18:00:00Z"),
    },
  ]);
  return { ana, ben, cas, dee };
}

describe("insights: every figure from a known history", () => {
  it("membership per month: members at the month's end by tier, who joined, who lapsed", async () => {
    await memberships();
    expect(await membershipByMonth(scope, test.db)).toEqual([
      { month: "2026-01", active: 3, joined: 1, lapsed: 0, "tier:supporter": 1, "tier:roadie": 1, "tier:vip": 1, "tier:other": 0 },
      { month: "2026-02", active: 2, joined: 0, lapsed: 1, "tier:supporter": 1, "tier:roadie": 1, "tier:vip": 0, "tier:other": 0 },
      { month: "2026-03", active: 2, joined: 0, lapsed: 1, "tier:supporter": 0, "tier:roadie": 1, "tier:vip": 1, "tier:other": 0 },
    ]);
  });

  it("retention: of each month's joiners, the members 12 months after they joined; not yet known while that year runs", async () => {
    await memberships();
    const eve = await createMember({ email: "eve@example.com", membershipStatus: "active", createdAt: at("2024-01-05T18:00:00Z") });
    const fay = await createMember({ email: "fay@example.com", membershipStatus: "expired", createdAt: at("2024-01-06T18:00:00Z") });
    await createMember({
      email: "gus@example.com",
      membershipStatus: "active",
      membershipTier: "roadie",
      createdAt: at("2024-02-01T18:00:00Z"),
    });
    await test.db.insert(membershipChanges).values([
      {
        userId: eve,
        kind: "payment-recorded",
        before: membershipState("pending", null),
        after: membershipState("active", "roadie"),
        createdAt: at("2024-01-10T18:00:00Z"),
      },
      {
        userId: fay,
        kind: "payment-recorded",
        before: membershipState("pending", null),
        after: membershipState("active", "roadie"),
        createdAt: at("2024-01-12T18:00:00Z"),
      },
      {
        userId: fay,
        kind: "expired",
        before: membershipState("active", "roadie"),
        after: membershipState("expired", "roadie"),
        createdAt: at("2024-06-01T18:00:00Z"),
      },
    ]);
    const old = resolvePeriod({ kind: "custom", from: "2024-01-01", to: "2024-03-31" }, { now, timeZone, seasonStartMonth: 7 }).period;
    expect(await retentionByMonth({ period: old, timeZone, now }, test.db)).toEqual([
      { month: "2024-01", joined: 2, retained: 1 },
      { month: "2024-02", joined: 1, retained: 1 },
      { month: "2024-03", joined: 0, retained: null },
    ]);
    // Ben joined in January 2026: his 12 months are not over on 15 April 2026.
    expect((await retentionByMonth(scope, test.db))[0]).toEqual({ month: "2026-01", joined: 1, retained: null });
  });

  it("renewals due: active memberships, not lifetime, running out in the next 60 days", async () => {
    const soon = new Date(now.getTime() + 10 * 86_400_000);
    await createMember({ email: "hal@example.com", membershipStatus: "active", membershipExpiry: soon });
    await createMember({ email: "ivy@example.com", membershipStatus: "active", isLifetimeMember: true, membershipExpiry: soon });
    await createMember({
      email: "jon@example.com",
      membershipStatus: "active",
      membershipExpiry: new Date(now.getTime() + 90 * 86_400_000),
    });
    await createMember({ email: "kim@example.com", membershipStatus: "expired", membershipExpiry: soon });
    expect(await renewalsDue(scope, 60, test.db)).toBe(1);
  });

  it("events: RSVPs against check-ins and the waitlist at its longest, for events held in the period (not cancelled ones)", async () => {
    const { ana, cas } = await memberships();
    const [eve, fay, gus] = await Promise.all(
      ["eve", "fay", "gus"].map((name) => createMember({ email: `${name}@example.com`, membershipStatus: "active" })),
    );
    const held = await createEvent({ title: "Derby", date: at("2026-02-10T03:00:00Z"), membersOnly: true, capacity: 3 });
    const cancelled = await createEvent({ title: "Called off", date: at("2026-03-20T03:00:00Z"), cancelledAt: at("2026-03-19T00:00:00Z") });
    await createEvent({ title: "Next season", date: at("2026-05-01T03:00:00Z") });
    // The RSVPs as members made them, a week before: three places, then two in line; one of those gives up.
    const weekBefore = at("2026-02-03T03:00:00Z");
    for (const userId of [ana, cas, eve, fay, gus]) expect((await rsvpToEvent(held, userId, weekBefore)).ok).toBe(true);
    expect((await cancelRsvp(held, gus, weekBefore)).ok).toBe(true);
    expect((await test.db.select({ status: eventAttendees.status }).from(eventAttendees)).map((row) => row.status).sort()).toEqual([
      "going",
      "going",
      "going",
      "waitlisted",
    ]);
    await test.db.insert(eventAttendees).values({ eventId: cancelled, userId: ana, status: "going" });
    await test.db.insert(eventCheckins).values([
      { eventId: held, userId: ana, method: "scan" },
      { eventId: held, userId: cas, method: "search" },
    ]);
    expect(await eventsInPeriod(scope, test.db)).toEqual([
      { id: held, title: "Derby", date: at("2026-02-10T03:00:00Z"), membersOnly: true, rsvps: 3, checkIns: 2, peakWaitlist: 2 },
    ]);
  });

  it("volunteering per month: hours worked (an overnight shift too), distinct volunteers, shifts short of people", async () => {
    const { ana, ben, cas } = await memberships();
    const gate = await createOpportunity({
      title: "Gate",
      date: at("2026-01-15T20:00:00Z"),
      startTime: "18:00",
      endTime: "21:00",
      spotsNeeded: 3,
    });
    const night = await createOpportunity({
      title: "Night bus",
      date: at("2026-01-20T20:00:00Z"),
      startTime: "22:00",
      endTime: "02:00",
      spotsNeeded: 1,
    });
    const off = await createOpportunity({ title: "Called off", date: at("2026-02-15T20:00:00Z"), spotsNeeded: 2, isActive: false });
    await test.db.insert(volunteerSignups).values([
      { opportunityId: gate, userId: ana, status: "confirmed" },
      { opportunityId: gate, userId: ben, status: "completed" },
      { opportunityId: gate, userId: cas, status: "waitlisted" },
      { opportunityId: night, userId: ana, status: "confirmed" },
      { opportunityId: off, userId: cas, status: "cancelled" },
    ]);
    expect(await volunteeringByMonth(scope, test.db)).toEqual([
      { month: "2026-01", hours: 10, volunteers: 2, shortShifts: 1 },
      { month: "2026-02", hours: 0, volunteers: 0, shortShifts: 0 },
      { month: "2026-03", hours: 0, volunteers: 0, shortShifts: 0 },
    ]);
    expect(await volunteersInPeriod(scope, test.db)).toBe(2);
  });

  it("money per month: the shop's paid orders less refunds, against membership payments, months on the group's clock", async () => {
    const { ben } = await memberships();
    await createOrder({ totalAmount: "25.00", status: "delivered", paidAt: at("2026-01-10T18:00:00Z") });
    // 05:00 UTC on 1 March is still 28 February in Los Angeles.
    await createOrder({ totalAmount: "40.00", status: "processing", paidAt: at("2026-03-01T05:00:00Z") });
    // Paid in February, cancelled (refunded) in March.
    await createOrder({
      totalAmount: "15.00",
      status: "cancelled",
      paidAt: at("2026-02-03T18:00:00Z"),
      cancelledAt: at("2026-03-02T18:00:00Z"),
    });
    // A membership bought through the shop counts as membership (its payment is in billing_history), not as the shop's.
    await createOrder({
      totalAmount: "50.00",
      status: "delivered",
      includesMembership: true,
      membershipTier: "supporter",
      paidAt: at("2026-01-20T18:00:00Z"),
    });
    // Never paid.
    await createOrder({ totalAmount: "99.00", status: "pending" });
    await test.db.insert(billingHistory).values([
      { userId: ben, amount: "50.00", status: "paid", billingDate: at("2026-01-20T18:00:00Z") },
      { userId: ben, amount: "30.00", status: "failed", billingDate: at("2026-02-20T18:00:00Z") },
    ]);
    expect(await moneyByMonth(scope, test.db)).toEqual([
      { month: "2026-01", shop: 25, refunds: 0, membership: 50 },
      { month: "2026-02", shop: 55, refunds: 0, membership: 0 },
      { month: "2026-03", shop: -15, refunds: 15, membership: 0 },
    ]);
  });

  it("away days: per ballot, places against applications and applicants, and the points of the last applicant with a place", async () => {
    const { ana, ben, cas, dee } = await memberships();
    const match = await createEvent({
      title: "Harbour vs Roadies FC",
      type: "match",
      isHomeMatch: false,
      date: at("2026-02-20T03:00:00Z"),
    });
    const [ballot] = await test.db
      .insert(awayAllocations)
      .values({
        eventId: match,
        tickets: 3,
        price: "30.00",
        opensAt: at("2026-01-20T18:00:00Z"),
        closesAt: at("2026-02-01T18:00:00Z"),
        payHours: 48,
        seed: "s",
        seedCommitment: "c",
      })
      .returning({ id: awayAllocations.id });
    const apply = async (status: "offered" | "paid" | "waiting", lead: [string, number], partner?: [string, number]) => {
      const [row] = await test.db
        .insert(awayApplications)
        .values({ allocationId: ballot.id, leadUserId: lead[0], size: partner ? 2 : 1, status })
        .returning({ id: awayApplications.id });
      await test.db.insert(awayApplicants).values([
        { applicationId: row.id, allocationId: ballot.id, userId: lead[0], isLead: true, memberId: "#A", pointsAtDraw: lead[1] },
        ...(partner
          ? [
              {
                applicationId: row.id,
                allocationId: ballot.id,
                userId: partner[0],
                isLead: false,
                memberId: "#B",
                pointsAtDraw: partner[1],
              },
            ]
          : []),
      ]);
    };
    await apply("offered", [ana, 12], [ben, 3]);
    await apply("paid", [cas, 8]);
    await apply("waiting", [dee, 5]);
    expect(await ballotsInPeriod(scope, test.db)).toEqual([
      {
        id: ballot.id,
        title: "Harbour vs Roadies FC",
        closesAt: at("2026-02-01T18:00:00Z"),
        tickets: 3,
        applications: 3,
        applicants: 4,
        lastPlacePoints: 8,
      },
    ]);
  });

  it("ticket exchange per month: listings posted and closed", async () => {
    const { ana } = await memberships();
    const listing = (createdAt: string, closedAt: string | null) => ({
      userId: ana,
      matchTitle: "Derby",
      matchDate: at("2026-04-01T18:00:00Z"),
      section: "A",
      seats: "1",
      createdAt: at(createdAt),
      isActive: closedAt === null,
      closedAt: closedAt ? at(closedAt) : null,
      closedReason: closedAt ? ("sold" as const) : null,
    });
    await test.db.insert(ticketListings).values([
      listing("2026-01-05T18:00:00Z", "2026-02-02T18:00:00Z"),
      listing("2026-02-10T18:00:00Z", null),
      // Posted before the period; closed at 23:30 on 31 January in Los Angeles (07:30 UTC on 1 February).
      listing("2025-12-20T18:00:00Z", "2026-02-01T07:30:00Z"),
    ]);
    expect(await listingsByMonth(scope, test.db)).toEqual([
      { month: "2026-01", created: 1, closed: 1 },
      { month: "2026-02", created: 1, closed: 1 },
      { month: "2026-03", created: 0, closed: 0 },
    ]);
  });
});

describe("insights: periods", () => {
  const clock = { now, timeZone, seasonStartMonth: 7 };
  it("this season so far (the default), last season, the last 12 months and custom days, in months of the group's calendar", () => {
    const season = resolvePeriod({}, clock);
    expect(season.error).toBeNull();
    expect(season.period.from.toISOString()).toBe("2025-07-01T07:00:00.000Z");
    expect(season.period.months).toEqual([
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
    ]);
    const last = resolvePeriod({ kind: "last-season" }, clock).period;
    expect([last.fromDay, last.toDay, last.months.length]).toEqual(["2024-07-01", "2025-06-30", 12]);
    const year = resolvePeriod({ kind: "12m" }, clock).period;
    expect([year.months[0], year.months.at(-1), year.months.length]).toEqual(["2025-05", "2026-04", 12]);
    expect(period.from.toISOString()).toBe("2026-01-01T08:00:00.000Z");
    expect(period.to.toISOString()).toBe("2026-04-01T07:00:00.000Z");
    expect([period.fromDay, period.toDay]).toEqual(["2026-01-01", "2026-03-31"]);
  });

  it("a custom period that is not one falls back to this season and says why", () => {
    expect(resolvePeriod({ kind: "custom", from: "2026-13-01", to: "2026-02-01" }, clock)).toMatchObject({
      error: "custom-invalid",
      period: { kind: "season" },
    });
    expect(resolvePeriod({ kind: "custom", from: "2026-03-01", to: "2026-02-01" }, clock).error).toBe("custom-order");
    expect(resolvePeriod({ kind: "custom", from: "2010-01-01", to: "2026-02-01" }, clock).error).toBe("custom-too-long");
  });
});

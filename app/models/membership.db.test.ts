import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { billingHistory, membershipChanges, notifications, orders, subscriptions, users } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createMember, type UserValues } from "../../test/factories";
import { runMembershipSweep } from "~/notifications/membership-sweep.server";
import { notificationKinds } from "~/notifications/registry.server";
import { addMonths, grantLifetimeMembership, recordMembershipPayment } from "./membership.server";
import { DAY } from "../../test/time";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

const member = (values: UserValues = {}) =>
  createMember({ email: `fan${Math.random().toString(36).slice(2)}@example.org`, firstName: "Fan", lastName: "One", ...values });

async function memberRow(id: string) {
  const [row] = await test.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe("addMonths", () => {
  it("keeps the day of month, clamped to the month's last day", () => {
    expect(addMonths(new Date("2026-01-31T12:00:00Z"), 1).toISOString()).toBe("2026-02-28T12:00:00.000Z");
    expect(addMonths(new Date("2028-02-29T09:00:00Z"), 12).toISOString()).toBe("2029-02-28T09:00:00.000Z");
    expect(addMonths(new Date("2026-11-21T10:00:00Z"), 12).toISOString()).toBe("2027-11-21T10:00:00.000Z");
  });
});

describe("recordMembershipPayment", () => {
  it("activates an inactive member for a year: billing row, subscription, member fields, order paid, audit, mail", async () => {
    const userId = await member();
    const admin = await member({ isAdmin: true });
    const [order] = await test.db
      .insert(orders)
      .values({ userId, totalAmount: "50.00", includesMembership: true, membershipTier: "roadie" })
      .returning({ id: orders.id });
    const paidAt = new Date("2026-11-21T10:00:00Z");
    const result = await recordMembershipPayment({
      userId,
      tierId: "roadie",
      amount: "50.00",
      paidAt,
      paymentMethod: "cash",
      transactionId: "stand-0001",
      actorId: admin,
      orderId: order.id,
    });
    expect(result).toMatchObject({ duplicate: false, status: "active" });

    const row = await memberRow(userId);
    expect(row).toMatchObject({
      membershipStatus: "active",
      membershipType: "annual",
      membershipTier: "roadie",
      subscriptionPrice: "50.00",
      autoRenewal: false,
      nextBillingDate: null,
    });
    expect(row.membershipExpiry?.toISOString()).toBe("2027-11-21T10:00:00.000Z");
    const billing = await test.db.select().from(billingHistory);
    expect(billing).toHaveLength(1);
    expect(billing[0]).toMatchObject({
      userId,
      amount: "50.00",
      status: "paid",
      paymentMethod: "cash",
      transactionId: "stand-0001",
      recordedBy: admin,
      orderId: order.id,
    });
    const subs = await test.db.select().from(subscriptions);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ userId, status: "active", type: "annual", tier: "roadie", price: "50.00", orderId: order.id });
    expect(billing[0].subscriptionId).toBe(subs[0].id);
    const [paidOrder] = await test.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paidOrder).toMatchObject({ status: "delivered" });
    expect(paidOrder.paidAt?.toISOString()).toBe(paidAt.toISOString());
    const audit = await test.db.select().from(membershipChanges);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ userId, actorId: admin, kind: "payment-recorded" });
    expect(audit[0].before).toMatchObject({ status: "inactive" });
    expect(audit[0].after).toMatchObject({ status: "active", tier: "roadie" });
    const mails = await test.db.select().from(notifications);
    expect(mails.map((m) => [m.kind, m.subjectKey])).toEqual([["membership-activated", String(billing[0].id)]]);
  });

  it("the same transaction id twice, even at once, records one payment", async () => {
    const userId = await member();
    const pay = () =>
      recordMembershipPayment({
        userId,
        tierId: "supporter",
        amount: "25.00",
        paymentMethod: "cash",
        transactionId: "stand-dup",
        actorId: null,
      });
    const results = await Promise.all(Array.from({ length: 8 }, pay));
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(await test.db.select().from(billingHistory)).toHaveLength(1);
    expect(await test.db.select().from(subscriptions)).toHaveLength(1);
    expect(await test.db.select().from(membershipChanges)).toHaveLength(1);
  });

  it("renewing while active extends from the current expiry and keeps one manual subscription", async () => {
    const userId = await member();
    const first = new Date("2026-01-10T09:00:00Z");
    await recordMembershipPayment({
      userId,
      tierId: "roadie",
      amount: "50.00",
      paidAt: first,
      paymentMethod: "cash",
      transactionId: "t1",
      actorId: null,
    });
    await recordMembershipPayment({
      userId,
      tierId: "vip",
      amount: "100.00",
      paidAt: new Date("2026-12-01T09:00:00Z"),
      paymentMethod: "bank-transfer",
      transactionId: "t2",
      actorId: null,
    });
    const row = await memberRow(userId);
    expect(row.membershipExpiry?.toISOString()).toBe("2028-01-10T09:00:00.000Z");
    expect(row.membershipTier).toBe("vip");
    expect(await test.db.select().from(subscriptions)).toHaveLength(1);
    expect(await test.db.select().from(billingHistory)).toHaveLength(2);
  });

  it("an expired member's renewal runs a year from the payment", async () => {
    const userId = await member({ membershipStatus: "expired", membershipExpiry: new Date("2026-01-01T00:00:00Z") });
    const paidAt = new Date("2026-11-21T10:00:00Z");
    await recordMembershipPayment({
      userId,
      tierId: "supporter",
      amount: "25.00",
      paidAt,
      paymentMethod: "cash",
      transactionId: "t3",
      actorId: null,
    });
    expect((await memberRow(userId)).membershipExpiry?.toISOString()).toBe("2027-11-21T10:00:00.000Z");
  });

  it("a Stripe payment keeps Stripe's period end and turns auto-renewal on; lifetime members stay lifetime", async () => {
    const userId = await member();
    const periodEnd = new Date("2027-11-20T08:00:00Z");
    await recordMembershipPayment({
      userId,
      tierId: "roadie",
      amount: "50.00",
      paymentMethod: "card",
      transactionId: "in_1",
      actorId: null,
      stripe: { subscriptionId: "sub_1", customerId: "cus_1", periodEnd },
    });
    expect(await memberRow(userId)).toMatchObject({
      membershipStatus: "active",
      autoRenewal: true,
      stripeCustomerId: "cus_1",
      membershipExpiry: periodEnd,
      nextBillingDate: periodEnd,
    });
    const [sub] = await test.db.select().from(subscriptions);
    expect(sub).toMatchObject({ stripeSubscriptionId: "sub_1", autoRenewal: true });

    const lifer = await member({ membershipStatus: "lifetime", membershipType: "lifetime", isLifetimeMember: true });
    await recordMembershipPayment({
      userId: lifer,
      tierId: "vip",
      amount: "100.00",
      paymentMethod: "cash",
      transactionId: "gift",
      actorId: null,
    });
    expect(await memberRow(lifer)).toMatchObject({ membershipStatus: "lifetime", membershipType: "lifetime", membershipExpiry: null });
  });

  it("a card payment by an active member with 60 days left adds a year from their current expiry (no paid days lost)", async () => {
    const paidAt = new Date("2026-11-21T10:00:00Z");
    const expiry = new Date(paidAt.getTime() + 60 * DAY);
    const userId = await member({
      membershipStatus: "active",
      membershipType: "annual",
      membershipTier: "roadie",
      membershipExpiry: expiry,
    });
    // Stripe's first period runs a year from the payment: 60 days short of the renewal rule.
    const periodEnd = addMonths(paidAt, 12);
    const result = await recordMembershipPayment({
      userId,
      tierId: "roadie",
      amount: "50.00",
      paidAt,
      paymentMethod: "card",
      transactionId: "in_early",
      actorId: null,
      stripe: { subscriptionId: "sub_early", customerId: "cus_early", periodEnd },
    });
    expect(result).toMatchObject({ duplicate: false, expiry: addMonths(expiry, 12) });
    const row = await memberRow(userId);
    expect(row.membershipExpiry?.toISOString()).toBe(addMonths(expiry, 12).toISOString());
    expect(row).toMatchObject({ autoRenewal: true });
    expect(row.nextBillingDate?.toISOString()).toBe(periodEnd.toISOString());
    // A lapsed member's card payment runs to Stripe's period end, as before.
    const lapsed = await member({ membershipStatus: "expired", membershipExpiry: new Date(paidAt.getTime() - 10 * DAY) });
    await recordMembershipPayment({
      userId: lapsed,
      tierId: "roadie",
      amount: "50.00",
      paidAt,
      paymentMethod: "card",
      transactionId: "in_lapsed",
      actorId: null,
      stripe: { subscriptionId: "sub_lapsed", customerId: "cus_lapsed", periodEnd },
    });
    expect((await memberRow(lapsed)).membershipExpiry?.toISOString()).toBe(periodEnd.toISOString());
  });

  it("a lifetime member's card payment leaves their auto-renewal and next billing date as they were", async () => {
    const lifer = await member({
      membershipStatus: "lifetime",
      membershipType: "lifetime",
      isLifetimeMember: true,
      autoRenewal: false,
      nextBillingDate: null,
    });
    await recordMembershipPayment({
      userId: lifer,
      tierId: "vip",
      amount: "100.00",
      paymentMethod: "card",
      transactionId: "in_gift",
      actorId: null,
      stripe: { subscriptionId: "sub_gift", customerId: "cus_gift", periodEnd: new Date(Date.now() + 365 * DAY) },
    });
    expect(await memberRow(lifer)).toMatchObject({
      membershipStatus: "lifetime",
      membershipExpiry: null,
      autoRenewal: false,
      nextBillingDate: null,
    });
  });
});

describe("recordMembershipPayment for a member deleted meanwhile", () => {
  it("answers member-not-found and records nothing", async () => {
    const result = await recordMembershipPayment({
      userId: "00000000-0000-4000-8000-000000000000",
      tierId: "supporter",
      amount: "25.00",
      paymentMethod: "cash",
      transactionId: "gone-member",
      actorId: null,
    });
    expect(result).toMatchObject({ ok: false, reason: "member-not-found" });
    expect(await test.db.select().from(billingHistory)).toHaveLength(0);
  });
});

describe("grantLifetimeMembership", () => {
  it("makes the member lifetime, closes the open subscription and records who and why", async () => {
    const userId = await member();
    const admin = await member({ isAdmin: true });
    await recordMembershipPayment({
      userId,
      tierId: "roadie",
      amount: "50.00",
      paymentMethod: "card",
      transactionId: "in_9",
      actorId: null,
      stripe: { subscriptionId: "sub_9", customerId: "cus_9", periodEnd: new Date(Date.now() + 300 * DAY) },
    });
    const result = await grantLifetimeMembership({ userId, actorId: admin, reason: "Founding member" });
    expect(result).toEqual({ ok: true, stripeSubscriptionIds: ["sub_9"] });
    expect(await memberRow(userId)).toMatchObject({
      membershipStatus: "lifetime",
      membershipType: "lifetime",
      isLifetimeMember: true,
      membershipExpiry: null,
      autoRenewal: false,
    });
    const [sub] = await test.db.select().from(subscriptions);
    expect(sub.status).toBe("cancelled");
    const audit = await test.db.select().from(membershipChanges).where(eq(membershipChanges.kind, "lifetime-granted"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin, reason: "Founding member" });
  });

  it("closes a past-due Stripe subscription too, and hands its id back to be cancelled at Stripe", async () => {
    const userId = await member();
    const admin = await member({ isAdmin: true });
    await recordMembershipPayment({
      userId,
      tierId: "roadie",
      amount: "50.00",
      paymentMethod: "card",
      transactionId: "in_pd",
      actorId: null,
      stripe: { subscriptionId: "sub_pd", customerId: "cus_pd", periodEnd: new Date(Date.now() + 300 * DAY) },
    });
    await test.db.update(subscriptions).set({ status: "past_due" }).where(eq(subscriptions.stripeSubscriptionId, "sub_pd"));
    const result = await grantLifetimeMembership({ userId, actorId: admin, reason: "Card kept failing; founding member" });
    expect(result).toEqual({ ok: true, stripeSubscriptionIds: ["sub_pd"] });
    const [sub] = await test.db.select().from(subscriptions);
    expect(sub).toMatchObject({ status: "cancelled", cancellationReason: "Lifetime membership granted", autoRenewal: false });
  });
});

describe("the membership sweep", () => {
  const now = new Date("2026-11-21T12:00:00Z");
  const reminders = () =>
    test.db.select().from(notifications).where(eq(notifications.kind, "membership-reminder")).orderBy(asc(notifications.id));

  it("enqueues the 30-day and 7-day reminders once each, only to members who want them", async () => {
    const in20 = await member({ membershipStatus: "active", membershipExpiry: new Date(now.getTime() + 20 * DAY) });
    const in5 = await member({ membershipStatus: "active", membershipExpiry: new Date(now.getTime() + 5 * DAY) });
    await member({ membershipStatus: "active", membershipExpiry: new Date(now.getTime() + 45 * DAY) });
    const [quiet] = await test.db
      .insert(users)
      .values({
        email: "quiet@example.org",
        membershipStatus: "active",
        membershipExpiry: new Date(now.getTime() + 10 * DAY),
        emailPreferences: {
          eventNotifications: true,
          membershipReminders: false,
          volunteerOpportunities: true,
          shopPromotions: false,
          ticketAlerts: true,
          newsletterUpdates: true,
        },
      })
      .returning({ id: users.id });
    await member({ membershipStatus: "lifetime", isLifetimeMember: true });

    expect(await runMembershipSweep(test.db, now)).toBe(2);
    expect(await runMembershipSweep(test.db, new Date(now.getTime() + 60_000))).toBe(0);
    const rows = await reminders();
    expect(rows.map((r) => [r.userId, r.payload.days])).toEqual([
      [in5, 7],
      [in20, 30],
    ]);
    expect(rows.some((r) => r.userId === quiet.id)).toBe(false);

    // 14 days later the member who had 20 days left is inside the 7-day window: one more mail, once.
    // The 5-day and the quiet member have expired by then: their expiry notices are enqueued (the
    // quiet one's is skipped at send time, by its setting).
    const later = new Date(now.getTime() + 14 * DAY);
    expect(await runMembershipSweep(test.db, later)).toBe(3);
    expect(await runMembershipSweep(test.db, later)).toBe(0);
    expect((await reminders()).filter((r) => r.userId === in20).map((r) => r.payload.days)).toEqual([30, 7]);
    const quietNotice = (await reminders()).find((r) => r.userId === quiet.id);
    expect(quietNotice?.payload.days).toBe(0);
    expect(await notificationKinds["membership-reminder"].render(quietNotice!, test.db)).toEqual({
      skip: "the member turned off membershipReminders emails",
    });
  });

  it("expires memberships whose date passed, with their subscription, an audit line and the expiry mail", async () => {
    const userId = await member({ membershipStatus: "active", membershipExpiry: new Date(now.getTime() - 60_000), autoRenewal: true });
    await test.db.insert(subscriptions).values({ userId, type: "annual", status: "active", price: "25.00" });
    const stillActive = await member({ membershipStatus: "active", membershipExpiry: new Date(now.getTime() + 100 * DAY) });

    await runMembershipSweep(test.db, now);
    expect(await memberRow(userId)).toMatchObject({ membershipStatus: "expired", autoRenewal: false });
    expect((await memberRow(stillActive)).membershipStatus).toBe("active");
    const [sub] = await test.db.select().from(subscriptions);
    expect(sub.status).toBe("expired");
    expect(await test.db.select().from(membershipChanges)).toEqual([expect.objectContaining({ userId, kind: "expired" })]);
    const rows = await reminders();
    expect(rows.map((r) => [r.userId, r.payload.days])).toEqual([[userId, 0]]);

    const rendered = await notificationKinds["membership-reminder"].render(rows[0], test.db);
    expect("mail" in rendered && rendered.mail.subject).toMatch(/membership has expired/);
    await runMembershipSweep(test.db, new Date(now.getTime() + DAY));
    expect(await reminders()).toHaveLength(1);
  });

  it("a reminder whose member renewed in between is skipped at send time", async () => {
    const userId = await member({ membershipStatus: "active", membershipExpiry: new Date(now.getTime() + 6 * DAY) });
    await runMembershipSweep(test.db, now);
    await recordMembershipPayment({
      userId,
      tierId: "roadie",
      amount: "50.00",
      paymentMethod: "cash",
      transactionId: "renew",
      actorId: null,
      paidAt: now,
    });
    const [row] = await reminders();
    expect(await notificationKinds["membership-reminder"].render(row, test.db)).toEqual({
      skip: "the membership was renewed or changed since",
    });
  });
});

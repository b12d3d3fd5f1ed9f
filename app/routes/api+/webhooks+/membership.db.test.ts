import { count, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { billingHistory, membershipChanges, notifications, orders, subscriptions, users, webhookEvents } from "../../../../db/schema";
import { useTestDatabase } from "../../../../test/db";
import {
  createStripeBillingFake,
  invoiceObject,
  signStripePayload,
  stripeEvent,
  subscriptionObject,
  subscriptionSessionObject,
  type FakeSubscription,
} from "../../../../test/mocks/stripe";
import { ORIGIN } from "../../../../test/http";
import type * as EnvModule from "~/utils/env.server";
import { action as stripeWebhook } from "./stripe";
import { useMockServer } from "../../../../test/msw";

// Mailchimp is off unless a test turns it on (then a membership change only queues the sync).
const mailchimp = vi.hoisted(() => ({ config: null as null | typeof EnvModule.mailchimpConfig }));
vi.mock("~/utils/env.server", async (importOriginal) => {
  const { envWith, FAKE_STRIPE } = await import("../../../../test/env");
  return envWith(importOriginal, {
    stripeConfig: FAKE_STRIPE,
    get mailchimpConfig() {
      return mailchimp.config;
    },
  });
});

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();
const stripe = createStripeBillingFake();
useMockServer(stripe.handlers, () => stripe.reset());

const PERIOD_START = new Date("2026-11-21T10:00:00Z");
const PERIOD_END = new Date("2027-11-21T10:00:00Z");
const NEXT_END = new Date("2028-11-21T10:00:00Z");

function post(event: unknown, signature?: string | null) {
  const payload = JSON.stringify(event);
  const header = signature === undefined ? signStripePayload(payload) : signature;
  // Stripe's servers send no Origin: the front door's same-origin rule lets them through.
  return stripeWebhook({
    request: new Request(`${ORIGIN}/api/webhooks/stripe`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(header ? { "Stripe-Signature": header } : {}) },
      body: payload,
    }),
    params: {},
    context: {},
  });
}

async function ok(event: unknown) {
  const response = await post(event);
  expect(response.status).toBe(200);
  return (await response.json()) as { received: boolean; outcome: string };
}

/** A member with a pending Roadie membership order paid through Stripe Checkout (what H1's checkout leaves). */
async function joiningMember(email = "sam@example.com", values: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await test.db
    .insert(users)
    .values({ email, firstName: "Sam", lastName: "Fan", ...values })
    .returning({ id: users.id });
  const [order] = await test.db
    .insert(orders)
    .values({
      userId: user.id,
      totalAmount: "50.00",
      customerEmail: email,
      customerName: "Sam Fan",
      paymentMethod: "stripe",
      includesMembership: true,
      membershipTier: "roadie",
      stripeCheckoutSessionId: `cs_test_${user.id.slice(0, 8)}`,
    })
    .returning({ id: orders.id });
  const sub = `sub_1Fake${user.id.slice(0, 8)}`;
  const customer = `cus_Fake${user.id.slice(0, 8)}`;
  const metadata = { orderId: order.id, userId: user.id, tier: "roadie" };
  const fake: FakeSubscription = {
    id: sub,
    customer,
    status: "active",
    metadata,
    periodStart: PERIOD_START,
    periodEnd: PERIOD_END,
    unitAmount: 5000,
  };
  stripe.addSubscription(fake);
  const session = stripeEvent(
    "checkout.session.completed",
    subscriptionSessionObject({
      sessionId: `cs_test_${user.id.slice(0, 8)}`,
      orderId: order.id,
      userId: user.id,
      tier: "roadie",
      customer,
      subscription: sub,
      amountTotal: 5000,
    }),
    { eventId: `evt_session_${user.id.slice(0, 8)}` },
  );
  const firstInvoiceId = `in_1First${user.id.slice(0, 8)}`;
  const firstInvoice = stripeEvent(
    "invoice.paid",
    invoiceObject({
      invoiceId: firstInvoiceId,
      customer,
      subscription: sub,
      metadata,
      amount: 5000,
      periodStart: PERIOD_START,
      periodEnd: PERIOD_END,
    }),
    { eventId: `evt_inv1_${user.id.slice(0, 8)}` },
  );
  return { userId: user.id, orderId: order.id, sub, customer, metadata, fake, session, firstInvoice, firstInvoiceId };
}

const member = async (id: string) => (await test.db.select().from(users).where(eq(users.id, id)))[0];
const billingRows = (userId: string) =>
  test.db.select().from(billingHistory).where(eq(billingHistory.userId, userId)).orderBy(billingHistory.id);
const subscriptionRows = (userId: string) => test.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
const orderRow = async (id: string) => (await test.db.select().from(orders).where(eq(orders.id, id)))[0];
const mails = (kind: string) =>
  test.db
    .select({ subjectKey: notifications.subjectKey, userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.kind, kind));
async function counts() {
  const [[billing], [subs], [changes], [notes], [events]] = await Promise.all([
    test.db.select({ n: count() }).from(billingHistory),
    test.db.select({ n: count() }).from(subscriptions),
    test.db.select({ n: count() }).from(membershipChanges),
    test.db.select({ n: count() }).from(notifications),
    test.db.select({ n: count() }).from(webhookEvents),
  ]);
  return { billing: billing.n, subscriptions: subs.n, changes: changes.n, notifications: notes.n, events: events.n };
}

async function expectActiveMember(joined: Awaited<ReturnType<typeof joiningMember>>) {
  const row = await member(joined.userId);
  expect(row).toMatchObject({
    membershipStatus: "active",
    membershipType: "annual",
    membershipTier: "roadie",
    subscriptionPrice: "50.00",
    autoRenewal: true,
    stripeCustomerId: joined.customer,
  });
  expect(row.membershipExpiry?.toISOString()).toBe(PERIOD_END.toISOString());
  expect(row.nextBillingDate?.toISOString()).toBe(PERIOD_END.toISOString());
  const billing = await billingRows(joined.userId);
  expect(billing).toHaveLength(1);
  expect(billing[0]).toMatchObject({
    amount: "50.00",
    status: "paid",
    paymentMethod: "card",
    transactionId: joined.firstInvoice.data.object.id,
    orderId: joined.orderId,
    recordedBy: null,
  });
  const subs = await subscriptionRows(joined.userId);
  expect(subs).toHaveLength(1);
  expect(subs[0]).toMatchObject({
    status: "active",
    type: "annual",
    tier: "roadie",
    stripeSubscriptionId: joined.sub,
    orderId: joined.orderId,
    autoRenewal: true,
    price: "50.00",
  });
  expect(subs[0].endDate?.toISOString()).toBe(PERIOD_END.toISOString());
  expect(billing[0].subscriptionId).toBe(subs[0].id);
  const order = await orderRow(joined.orderId);
  expect(order.paidAt).not.toBeNull();
  expect(order.status).toBe("delivered");
  expect(await mails("membership-activated")).toEqual([{ subjectKey: String(billing[0].id), userId: joined.userId }]);
}

describe("Stripe webhook: membership subscriptions", () => {
  it("a new subscription (session completed, then invoice.paid) makes an active member until the paid period's end", async () => {
    const joined = await joiningMember();
    expect(await ok(joined.session)).toEqual({ received: true, outcome: "session-linked" });
    // The session alone records no payment: the invoice does.
    expect(await billingRows(joined.userId)).toHaveLength(0);
    expect((await member(joined.userId)).stripeCustomerId).toBe(joined.customer);
    expect(await ok(joined.firstInvoice)).toEqual({ received: true, outcome: "payment-recorded" });
    await expectActiveMember(joined);
    // The invoice carried the subscription's metadata; Stripe was asked once, for the state of a
    // subscription seen for the first time (a cancellation may have come before this invoice).
    expect(stripe.state.requests).toBe(1);
  });

  it("the same when invoice.paid arrives before checkout.session.completed: one billing row, the order paid", async () => {
    const joined = await joiningMember();
    expect((await ok(joined.firstInvoice)).outcome).toBe("payment-recorded");
    expect((await ok(joined.session)).outcome).toBe("session-linked");
    await expectActiveMember(joined);
  });

  it("an invoice without the subscription's metadata reads it from Stripe (GET /v1/subscriptions/{id})", async () => {
    const joined = await joiningMember();
    const bare = stripeEvent(
      "invoice.paid",
      invoiceObject({
        invoiceId: "in_1Bare",
        customer: joined.customer,
        subscription: joined.sub,
        metadata: joined.metadata,
        amount: 5000,
        periodStart: PERIOD_START,
        periodEnd: PERIOD_END,
        withMetadata: false,
      }),
      { eventId: "evt_bare" },
    );
    expect((await ok(bare)).outcome).toBe("payment-recorded");
    expect(stripe.state.requests).toBe(1);
    expect((await member(joined.userId)).membershipStatus).toBe("active");
  });

  it("a renewal (the next year's invoice) moves the expiry and adds a second billing row to the same subscription", async () => {
    const joined = await joiningMember();
    await ok(joined.session);
    await ok(joined.firstInvoice);
    const renewal = stripeEvent(
      "invoice.paid",
      invoiceObject({
        invoiceId: "in_1Renewal",
        customer: joined.customer,
        subscription: joined.sub,
        metadata: joined.metadata,
        amount: 5000,
        periodStart: PERIOD_END,
        periodEnd: NEXT_END,
        billingReason: "subscription_cycle",
      }),
      { eventId: "evt_renewal" },
    );
    const reads = stripe.state.requests;
    expect((await ok(renewal)).outcome).toBe("payment-recorded");
    // A subscription we hold a row for is not read again.
    expect(stripe.state.requests).toBe(reads);
    const row = await member(joined.userId);
    expect(row.membershipExpiry?.toISOString()).toBe(NEXT_END.toISOString());
    expect(row.nextBillingDate?.toISOString()).toBe(NEXT_END.toISOString());
    const billing = await billingRows(joined.userId);
    expect(billing.map((b) => [b.transactionId, b.status, b.amount, b.orderId])).toEqual([
      [joined.firstInvoice.data.object.id, "paid", "50.00", joined.orderId],
      ["in_1Renewal", "paid", "50.00", null],
    ]);
    const subs = await subscriptionRows(joined.userId);
    expect(subs).toHaveLength(1);
    expect(subs[0].endDate?.toISOString()).toBe(NEXT_END.toISOString());
    // Replaying the renewal (a new event id for the same invoice too) changes nothing.
    const before = await counts();
    expect((await ok(renewal)).outcome).toBe("duplicate");
    await ok({ ...renewal, id: "evt_renewal_resent" });
    expect(await counts()).toEqual({ ...before, events: before.events + 1 });
    expect((await member(joined.userId)).membershipExpiry?.toISOString()).toBe(NEXT_END.toISOString());
  });

  it("a failed renewal: a failed billing row per attempt with Stripe's message, the subscription past due, a mail to the member", async () => {
    const joined = await joiningMember();
    await ok(joined.session);
    await ok(joined.firstInvoice);
    stripe.decline("in_1Failing", "Your card has insufficient funds.");
    const failed = (attempt: number) =>
      stripeEvent(
        "invoice.payment_failed",
        invoiceObject({
          invoiceId: "in_1Failing",
          customer: joined.customer,
          subscription: joined.sub,
          metadata: joined.metadata,
          amount: 5000,
          periodStart: PERIOD_END,
          periodEnd: NEXT_END,
          billingReason: "subscription_cycle",
          paid: false,
          attemptCount: attempt,
        }),
        { eventId: `evt_failed_${attempt}` },
      );
    expect(await ok(failed(1))).toEqual({ received: true, outcome: "payment-failed" });
    let billing = await billingRows(joined.userId);
    expect(billing).toHaveLength(2);
    expect(billing[1]).toMatchObject({
      status: "failed",
      amount: "50.00",
      transactionId: "in_1Failing:attempt-1",
      failureReason: "Your card has insufficient funds.",
      paymentMethod: "card",
    });
    expect((await subscriptionRows(joined.userId))[0].status).toBe("past_due");
    expect(await mails("membership-payment-failed")).toEqual([{ subjectKey: String(billing[1].id), userId: joined.userId }]);
    // Still a member until the expiry; the sweep expires it if no payment comes.
    expect((await member(joined.userId)).membershipStatus).toBe("active");

    const before = await counts();
    expect((await ok(failed(1))).outcome).toBe("duplicate");
    expect(await counts()).toEqual(before);

    await ok(failed(2));
    billing = await billingRows(joined.userId);
    expect(billing.map((b) => b.transactionId)).toEqual([
      joined.firstInvoice.data.object.id,
      "in_1Failing:attempt-1",
      "in_1Failing:attempt-2",
    ]);
    expect(await mails("membership-payment-failed")).toHaveLength(2);

    // The retry succeeds: active again, past due no more.
    const paid = stripeEvent(
      "invoice.paid",
      invoiceObject({
        invoiceId: "in_1Failing",
        customer: joined.customer,
        subscription: joined.sub,
        metadata: joined.metadata,
        amount: 5000,
        periodStart: PERIOD_END,
        periodEnd: NEXT_END,
        billingReason: "subscription_cycle",
      }),
      { eventId: "evt_failing_paid" },
    );
    await ok(paid);
    expect((await subscriptionRows(joined.userId))[0].status).toBe("active");
    expect((await member(joined.userId)).membershipExpiry?.toISOString()).toBe(NEXT_END.toISOString());
  });

  it("cancellation: the subscription and the membership cancelled, renewal off, an audit line; a replay changes nothing", async () => {
    const joined = await joiningMember();
    await ok(joined.session);
    await ok(joined.firstInvoice);
    const canceledAt = new Date("2027-01-05T12:00:00Z");
    const deleted = stripeEvent(
      "customer.subscription.deleted",
      subscriptionObject({ ...joined.fake, status: "canceled", canceledAt, cancellationReason: "cancellation_requested" }),
      { eventId: "evt_deleted" },
    );
    expect(await ok(deleted)).toEqual({ received: true, outcome: "subscription-cancelled" });
    const [sub] = await subscriptionRows(joined.userId);
    expect(sub).toMatchObject({
      status: "cancelled",
      autoRenewal: false,
      nextBillingDate: null,
      cancellationReason: "Stripe subscription cancelled by the member",
    });
    expect(sub.cancelledAt?.toISOString()).toBe(canceledAt.toISOString());
    expect(await member(joined.userId)).toMatchObject({ membershipStatus: "cancelled", autoRenewal: false, nextBillingDate: null });
    const changes = await test.db
      .select()
      .from(membershipChanges)
      .where(eq(membershipChanges.userId, joined.userId))
      .orderBy(membershipChanges.id);
    expect(changes.at(-1)).toMatchObject({ kind: "stripe", actorId: null, reason: "Stripe subscription cancelled by the member" });
    expect(changes.at(-1)?.before).toMatchObject({ status: "active", autoRenewal: true });
    expect(changes.at(-1)?.after).toMatchObject({ status: "cancelled", autoRenewal: false });

    const before = await counts();
    expect((await ok(deleted)).outcome).toBe("duplicate");
    expect(await counts()).toEqual(before);
  });

  it("cancellation queues the member's Mailchimp sync (the audience's Member tag follows the status)", async () => {
    const { fakeMailchimpConfig } = await import("../../../../test/mocks/mailchimp");
    const joined = await joiningMember();
    await ok(joined.session);
    await ok(joined.firstInvoice);
    mailchimp.config = fakeMailchimpConfig;
    try {
      const deleted = stripeEvent(
        "customer.subscription.deleted",
        subscriptionObject({ ...joined.fake, status: "canceled", canceledAt: new Date() }),
        { eventId: "evt_deleted_mc" },
      );
      expect((await ok(deleted)).outcome).toBe("subscription-cancelled");
    } finally {
      mailchimp.config = null;
    }
    expect((await mails("mailchimp-sync")).map((row) => row.userId)).toEqual([joined.userId]);
  });

  it("a deletion delivered before the first invoice.paid: the payment counts, the subscription is recorded cancelled and nothing renews", async () => {
    const joined = await joiningMember();
    await ok(joined.session);
    const canceledAt = new Date(PERIOD_START.getTime() + 3_600_000);
    Object.assign(joined.fake, { status: "canceled", canceledAt, cancellationReason: "cancellation_requested" });
    const deleted = stripeEvent("customer.subscription.deleted", subscriptionObject(joined.fake), { eventId: "evt_deleted_early" });
    expect((await ok(deleted)).outcome).toBe("ignored");
    expect((await ok(joined.firstInvoice)).outcome).toBe("payment-recorded");
    const [sub] = await subscriptionRows(joined.userId);
    expect(sub).toMatchObject({
      status: "cancelled",
      autoRenewal: false,
      nextBillingDate: null,
      cancellationReason: "Stripe subscription cancelled by the member",
    });
    expect(sub.cancelledAt?.toISOString()).toBe(canceledAt.toISOString());
    const row = await member(joined.userId);
    expect(row).toMatchObject({ membershipStatus: "active", autoRenewal: false, nextBillingDate: null });
    expect(row.membershipExpiry?.toISOString()).toBe(PERIOD_END.toISOString());
  });

  it("a cancel at period end delivered before the first invoice.paid: active until the period's end, not renewing", async () => {
    const joined = await joiningMember();
    joined.fake.cancelAtPeriodEnd = true;
    const update = stripeEvent("customer.subscription.updated", subscriptionObject(joined.fake), {
      eventId: "evt_cancel_early",
      previous: { cancel_at_period_end: false },
    });
    expect((await ok(update)).outcome).toBe("ignored");
    expect((await ok(joined.firstInvoice)).outcome).toBe("payment-recorded");
    const [sub] = await subscriptionRows(joined.userId);
    expect(sub).toMatchObject({ status: "active", autoRenewal: false, nextBillingDate: null });
    expect(await member(joined.userId)).toMatchObject({ membershipStatus: "active", autoRenewal: false, nextBillingDate: null });
  });

  it("a payment event arriving after the subscription's end buys the paid period but does not restart the subscription", async () => {
    const joined = await joiningMember();
    await ok(joined.session);
    await ok(joined.firstInvoice);
    const canceledAt = new Date("2027-11-25T12:00:00Z");
    await ok(
      stripeEvent(
        "customer.subscription.deleted",
        subscriptionObject({ ...joined.fake, status: "canceled", canceledAt, cancellationReason: "payment_failed" }),
        { eventId: "evt_deleted_first" },
      ),
    );
    expect((await member(joined.userId)).membershipStatus).toBe("cancelled");
    // The renewal invoice, paid by hand in Stripe's hosted page after the subscription ended; its event arrives now.
    const latePaid = stripeEvent(
      "invoice.paid",
      invoiceObject({
        invoiceId: "in_1LatePaid",
        customer: joined.customer,
        subscription: joined.sub,
        metadata: joined.metadata,
        amount: 5000,
        periodStart: PERIOD_END,
        periodEnd: NEXT_END,
        billingReason: "subscription_cycle",
      }),
      { eventId: "evt_late_paid" },
    );
    expect((await ok(latePaid)).outcome).toBe("payment-recorded");
    const [sub] = await subscriptionRows(joined.userId);
    expect(sub).toMatchObject({ status: "cancelled", autoRenewal: false, nextBillingDate: null });
    expect(sub.cancelledAt?.toISOString()).toBe(canceledAt.toISOString());
    expect(sub.endDate?.toISOString()).toBe(NEXT_END.toISOString());
    const row = await member(joined.userId);
    expect(row).toMatchObject({ membershipStatus: "active", autoRenewal: false, nextBillingDate: null });
    expect(row.membershipExpiry?.toISOString()).toBe(NEXT_END.toISOString());
  });

  it("a lifetime member's Stripe subscription ending (an admin granted lifetime) leaves them lifetime", async () => {
    const joined = await joiningMember();
    await ok(joined.firstInvoice);
    await test.db
      .update(users)
      .set({ membershipStatus: "lifetime", membershipType: "lifetime", isLifetimeMember: true, membershipExpiry: null })
      .where(eq(users.id, joined.userId));
    await ok(
      stripeEvent("customer.subscription.deleted", subscriptionObject({ ...joined.fake, status: "canceled", canceledAt: new Date() }), {
        eventId: "evt_deleted_lifetime",
      }),
    );
    expect(await member(joined.userId)).toMatchObject({ membershipStatus: "lifetime", isLifetimeMember: true, autoRenewal: false });
    expect((await subscriptionRows(joined.userId))[0].status).toBe("cancelled");
  });

  it("cancel at period end in the portal turns auto-renewal off, and undoing it turns it back on", async () => {
    const joined = await joiningMember();
    await ok(joined.session);
    await ok(joined.firstInvoice);
    const update = (eventId: string, cancelAtPeriodEnd: boolean) =>
      stripeEvent("customer.subscription.updated", subscriptionObject({ ...joined.fake, cancelAtPeriodEnd }), {
        eventId,
        previous: { cancel_at_period_end: !cancelAtPeriodEnd },
      });
    // The member clicks "Cancel subscription" in the portal: Stripe's subscription now ends at the period's end.
    joined.fake.cancelAtPeriodEnd = true;
    expect((await ok(update("evt_upd_1", true))).outcome).toBe("renewal-changed");
    expect(await member(joined.userId)).toMatchObject({ autoRenewal: false, nextBillingDate: null, membershipStatus: "active" });
    expect((await subscriptionRows(joined.userId))[0]).toMatchObject({ autoRenewal: false, nextBillingDate: null });
    const before = await counts();
    expect((await ok(update("evt_upd_1", true))).outcome).toBe("duplicate");
    expect(await counts()).toEqual(before);
    // …and renews it again.
    joined.fake.cancelAtPeriodEnd = false;
    expect((await ok(update("evt_upd_2", false))).outcome).toBe("renewal-changed");
    const row = await member(joined.userId);
    expect(row.autoRenewal).toBe(true);
    expect(row.nextBillingDate?.toISOString()).toBe(PERIOD_END.toISOString());
  });

  it("a cancel and its undo delivered in the wrong order leave renewal as Stripe has it now (on)", async () => {
    const joined = await joiningMember();
    await ok(joined.firstInvoice);
    const update = (eventId: string, cancelAtPeriodEnd: boolean) =>
      stripeEvent("customer.subscription.updated", subscriptionObject({ ...joined.fake, cancelAtPeriodEnd }), {
        eventId,
        previous: { cancel_at_period_end: !cancelAtPeriodEnd },
      });
    // Both happened at Stripe; the subscription renews. The undo arrives first, the stale cancel second.
    joined.fake.cancelAtPeriodEnd = false;
    expect((await ok(update("evt_undo", false))).outcome).toBe("ignored");
    expect((await ok(update("evt_cancel", true))).outcome).toBe("ignored");
    expect(await member(joined.userId)).toMatchObject({ autoRenewal: true });
    expect((await subscriptionRows(joined.userId))[0].autoRenewal).toBe(true);
    // One read at the first invoice (a subscription seen for the first time), one per update.
    expect(stripe.state.requests).toBe(3);
  });

  it("a replay of the session and of the first invoice changes nothing", async () => {
    const joined = await joiningMember();
    await ok(joined.session);
    await ok(joined.firstInvoice);
    const before = await counts();
    expect((await ok(joined.session)).outcome).toBe("duplicate");
    expect((await ok(joined.firstInvoice)).outcome).toBe("duplicate");
    expect(await counts()).toEqual(before);
    await expectActiveMember(joined);
  });

  it("unknown members and tiers are answered 200 and change nothing (Stripe must not retry forever)", async () => {
    const joined = await joiningMember();
    const stranger = { ...joined.metadata, userId: "no-such-member" };
    const strangerInvoice = stripeEvent(
      "invoice.paid",
      invoiceObject({
        invoiceId: "in_1Stranger",
        customer: joined.customer,
        subscription: joined.sub,
        metadata: stranger,
        amount: 5000,
        periodStart: PERIOD_START,
        periodEnd: PERIOD_END,
      }),
      { eventId: "evt_stranger" },
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect((await ok(strangerInvoice)).outcome).toBe("unknown-member");
    const badTier = stripeEvent(
      "invoice.paid",
      invoiceObject({
        invoiceId: "in_1BadTier",
        customer: joined.customer,
        subscription: joined.sub,
        metadata: { ...joined.metadata, tier: "platinum" },
        amount: 5000,
        periodStart: PERIOD_START,
        periodEnd: PERIOD_END,
      }),
      { eventId: "evt_bad_tier" },
    );
    expect((await ok(badTier)).outcome).toBe("unknown-tier");
    // A subscription we hold no row for is ignored (not an unknown member: there is nothing to look up).
    expect(
      (
        await ok(
          stripeEvent("customer.subscription.deleted", subscriptionObject({ ...joined.fake, id: "sub_unknown", metadata: {} }), {
            eventId: "evt_del_unknown",
          }),
        )
      ).outcome,
    ).toBe("ignored");
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
    expect(await counts()).toMatchObject({ billing: 0, subscriptions: 0, changes: 0, notifications: 0 });
    expect((await member(joined.userId)).membershipStatus).toBe("inactive");
  });

  it("metadata naming another member's order or no order at all: the payment is recorded, no foreign order is touched", async () => {
    const sam = await joiningMember("sam@example.com");
    const kim = await joiningMember("kim@example.com");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (const [eventId, orderId] of [
      ["evt_kims_order", kim.orderId],
      ["evt_deleted_order", "00000000-0000-4000-8000-000000000000"],
    ] as const) {
      const invoice = stripeEvent(
        "invoice.paid",
        invoiceObject({
          invoiceId: `in_1${eventId}`,
          customer: sam.customer,
          subscription: sam.sub,
          metadata: { ...sam.metadata, orderId },
          amount: 5000,
          periodStart: PERIOD_START,
          periodEnd: PERIOD_END,
        }),
        { eventId },
      );
      expect((await ok(invoice)).outcome).toBe("payment-recorded");
    }
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
    expect((await orderRow(kim.orderId)).paidAt).toBeNull();
    expect((await billingRows(sam.userId)).map((b) => b.orderId)).toEqual([null, null]);
    expect((await member(sam.userId)).membershipStatus).toBe("active");
    expect((await member(kim.userId)).membershipStatus).toBe("inactive");
  });

  it("an active member with 60 days left who pays by card keeps them: the expiry moves a year from the current one", async () => {
    const expiry = new Date(PERIOD_START.getTime() + 60 * 86_400_000);
    const joined = await joiningMember("early@example.com", {
      membershipStatus: "active",
      membershipType: "annual",
      membershipTier: "roadie",
      membershipExpiry: expiry,
    });
    await ok(joined.session);
    expect((await ok(joined.firstInvoice)).outcome).toBe("payment-recorded");
    const row = await member(joined.userId);
    expect(row.membershipExpiry?.toISOString()).toBe(new Date("2028-01-20T10:00:00Z").toISOString());
    // Stripe still bills at its own period's end.
    expect(row.nextBillingDate?.toISOString()).toBe(PERIOD_END.toISOString());
    expect((await subscriptionRows(joined.userId))[0].endDate?.toISOString()).toBe(new Date("2028-01-20T10:00:00Z").toISOString());
  });

  it("a payment failure delivered after the invoice's payment is stale: no failed row, no past due, no mail", async () => {
    const joined = await joiningMember();
    await ok(joined.session);
    await ok(joined.firstInvoice);
    stripe.decline(joined.firstInvoiceId, "Your card was declined.");
    const lateFailure = stripeEvent(
      "invoice.payment_failed",
      invoiceObject({
        invoiceId: joined.firstInvoiceId,
        customer: joined.customer,
        subscription: joined.sub,
        metadata: joined.metadata,
        amount: 5000,
        periodStart: PERIOD_START,
        periodEnd: PERIOD_END,
        paid: false,
      }),
      { eventId: "evt_late_failure" },
    );
    const before = await counts();
    expect(await ok(lateFailure)).toEqual({ received: true, outcome: "ignored" });
    expect(await counts()).toEqual({ ...before, events: before.events + 1 });
    expect((await subscriptionRows(joined.userId))[0].status).toBe("active");
    expect(await mails("membership-payment-failed")).toEqual([]);
    await expectActiveMember(joined);
  });

  it("the end of a Stripe subscription we hold no row for changes no member, even when its metadata names one", async () => {
    const joined = await joiningMember();
    await ok(joined.session);
    await ok(joined.firstInvoice);
    const stray = stripeEvent(
      "customer.subscription.deleted",
      subscriptionObject({ ...joined.fake, id: "sub_1NeverRecorded", status: "canceled", canceledAt: new Date() }),
      { eventId: "evt_del_stray" },
    );
    const before = await counts();
    expect(await ok(stray)).toEqual({ received: true, outcome: "ignored" });
    expect(await counts()).toEqual({ ...before, events: before.events + 1 });
    await expectActiveMember(joined);
  });

  it("an old checkout session for another tier does not pay the order, which the member has since changed", async () => {
    const joined = await joiningMember();
    // The member went back and chose VIP: the order is now a VIP order (and the Supporter session was expired at Stripe).
    await test.db.update(orders).set({ membershipTier: "vip", totalAmount: "100.00" }).where(eq(orders.id, joined.orderId));
    const oldMetadata = { ...joined.metadata, tier: "supporter" };
    const oldInvoice = stripeEvent(
      "invoice.paid",
      invoiceObject({
        invoiceId: "in_1OldTier",
        customer: joined.customer,
        subscription: joined.sub,
        metadata: oldMetadata,
        amount: 2500,
        periodStart: PERIOD_START,
        periodEnd: PERIOD_END,
      }),
      { eventId: "evt_old_tier" },
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect((await ok(oldInvoice)).outcome).toBe("payment-recorded");
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    const order = await orderRow(joined.orderId);
    expect(order).toMatchObject({ paidAt: null, status: "pending", membershipTier: "vip" });
    // What was paid is recorded as paid, without the order.
    expect((await billingRows(joined.userId)).map((b) => [b.amount, b.orderId])).toEqual([["25.00", null]]);
    expect((await member(joined.userId)).membershipTier).toBe("supporter");
  });

  it("a bad or missing signature is a 400 and changes nothing", async () => {
    const joined = await joiningMember();
    const payload = JSON.stringify(joined.firstInvoice);
    expect((await post(joined.firstInvoice, null)).status).toBe(400);
    expect((await post(joined.firstInvoice, signStripePayload(payload, "whsec_someone_else"))).status).toBe(400);
    // Signed, then tampered with (the amount).
    const signature = signStripePayload(payload);
    const tampered = { ...joined.firstInvoice, data: { object: { ...joined.firstInvoice.data.object, amount_paid: 1 } } };
    expect((await post(tampered, signature)).status).toBe(400);
    expect(await counts()).toEqual({ billing: 0, subscriptions: 0, changes: 0, notifications: 0, events: 0 });
  });
});

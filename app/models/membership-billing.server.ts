import { and, desc, eq, inArray, isNull, ne, or } from "drizzle-orm";
import type Stripe from "stripe";
import { billingHistory, membershipChanges, orders, subscriptions, users, webhookEvents } from "../../db/schema";
import { invoiceFailureMessage, queueMailchimpSync, retrieveSubscription } from "~/models/integrations.server";
import { isStripeError, type StripeEvent } from "~/integrations/stripe.server";
import { lockMember, memberColumns, recordMembershipPayment, snapshot, type Transaction } from "~/models/membership.server";
import { recordWebhookEvent } from "~/models/payments.server";
import { enqueueNotification } from "~/notifications/outbox.server";
import { db } from "~/utils/db.server";
import { stripeConfig } from "~/utils/env.server";
import { centsToDecimal } from "~/utils/format";
import { isLifetime } from "~/models/membership";
import { membershipTier, type MembershipTierId } from "~/models/membership-plans";

/**
 * Stripe Billing's side of memberships, applied from the signed webhook (api.webhooks.stripe.ts).
 * Checkout in subscription mode is opened with metadata and subscription_data.metadata
 * { orderId, userId, tier }; every invoice of the subscription carries that metadata as
 * parent.subscription_details.metadata (older API versions: subscription_details.metadata), and
 * when it does not, the subscription is read from Stripe.
 *
 * Each event applies once: its id goes into webhook_events in the transaction that applies it. The
 * payment is recorded from invoice.paid only (first invoice and renewals), keyed by the invoice id,
 * so there is exactly one billing row per invoice whatever the order of arrival: an invoice.paid
 * before its checkout.session.completed records the payment and pays the order by its metadata, and
 * the session then only stores the Stripe customer. Unknown members or tiers are answered 200 and
 * logged (Stripe would retry a 5xx for days); nothing here throws for bad data.
 */

export type MembershipOutcome =
  | { outcome: "duplicate" | "ignored" }
  | { outcome: "unknown-member" | "unknown-tier" | "unknown-subscription"; detail: string }
  | { outcome: "session-linked"; userId: string; orderId: string | null }
  | { outcome: "payment-recorded"; userId: string; billingId: number | null }
  | { outcome: "payment-failed"; userId: string; billingId: number | null }
  | { outcome: "subscription-cancelled" | "renewal-changed"; userId: string };

/** Does this verified Stripe event belong to memberships (rather than a shop order)? */
export function isMembershipEvent(event: StripeEvent): boolean {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return event.data.object.mode === "subscription";
    case "invoice.paid":
    case "invoice.payment_failed":
    case "customer.subscription.deleted":
    case "customer.subscription.updated":
      return true;
    default:
      return false;
  }
}

type Metadata = { userId: string | null; tier: string | null; orderId: string | null };

const text = (value: unknown, max: number) => (typeof value === "string" && value.trim() ? value.trim().slice(0, max) : null);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

function readMetadata(metadata: Record<string, unknown> | null | undefined): Metadata {
  return { userId: text(metadata?.userId, 64), tier: text(metadata?.tier, 40), orderId: text(metadata?.orderId, 64) };
}

/** The invoice's subscription id and metadata: parent.subscription_details (current API), or the older top-level fields. */
function invoiceSubscription(invoice: Stripe.Invoice): { subscriptionId: string | null; metadata: Metadata } {
  const legacy = invoice as unknown as {
    subscription?: string | { id: string } | null;
    subscription_details?: { metadata?: Record<string, unknown> | null } | null;
  };
  const details = invoice.parent?.subscription_details ?? null;
  return {
    subscriptionId: idOf(details?.subscription ?? legacy.subscription ?? null),
    metadata: readMetadata(details?.metadata ?? legacy.subscription_details?.metadata ?? null),
  };
}

/** The end of the period this invoice pays for: its subscription line's period (invoice.period_end is the previous period's). */
function paidPeriodEnd(invoice: Stripe.Invoice): Date | null {
  const ends = (invoice.lines?.data ?? []).map((line) => line.period?.end).filter((end): end is number => typeof end === "number");
  return ends.length ? new Date(Math.max(...ends) * 1000) : null;
}

/** userId and tier from the event, or from the subscription at Stripe when the invoice does not carry its metadata. */
function withFetchedMetadata(metadata: Metadata, subscription: Stripe.Subscription | null): Metadata {
  if (!subscription) return metadata;
  const fetched = readMetadata(subscription.metadata);
  return { userId: metadata.userId ?? fetched.userId, tier: metadata.tier ?? fetched.tier, orderId: metadata.orderId ?? fetched.orderId };
}

async function resolveMetadata(subscriptionId: string, metadata: Metadata): Promise<Metadata> {
  if ((metadata.userId && metadata.tier) || !stripeConfig) return metadata;
  return withFetchedMetadata(metadata, await retrieveSubscription(stripeConfig, subscriptionId));
}

/**
 * The subscription as Stripe holds it now, read when its invoice does not carry the metadata or
 * when we hold no row for it yet: events arrive in any order, and a cancellation (deleted, or
 * cancel at period end) delivered before the first invoice.paid found no row to change. Null
 * without Stripe, when neither is needed, or when Stripe does not know the id (resource_missing).
 */
async function liveSubscription(subscriptionId: string, metadata: Metadata): Promise<Stripe.Subscription | null> {
  if (!stripeConfig) return null;
  if (metadata.userId && metadata.tier) {
    const [row] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, subscriptionId))
      .limit(1);
    if (row) return null;
  }
  try {
    return await retrieveSubscription(stripeConfig, subscriptionId);
  } catch (error) {
    if (isStripeError(error) && error.code === "resource_missing") return null;
    throw error;
  }
}

/** What the live subscription says about renewing: ended at Stripe, or set to end at the period's end. */
function liveState(subscription: Stripe.Subscription | null, reason: (subscription: Stripe.Subscription) => string) {
  if (!subscription) return {};
  const ended = subscription.status === "canceled" || subscription.status === "incomplete_expired";
  return {
    renews: !ended && !subscription.cancel_at_period_end,
    ended: ended
      ? {
          at: new Date((subscription.canceled_at ?? subscription.ended_at ?? Math.floor(Date.now() / 1000)) * 1000),
          reason: reason(subscription),
        }
      : null,
  };
}

async function seen(eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(and(eq(webhookEvents.source, "stripe"), eq(webhookEvents.eventId, eventId.slice(0, 255))))
    .limit(1);
  return Boolean(row);
}

async function memberExists(tx: Transaction, userId: string | null): Promise<boolean> {
  if (!userId) return false;
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(row);
}

/**
 * One verified membership event, exactly once. Network reads (the subscription, a failed payment's
 * message) happen before the transaction; a replay is recognised before them too.
 */
export async function applyMembershipEvent(event: StripeEvent): Promise<MembershipOutcome> {
  if (await seen(event.id)) return { outcome: "duplicate" };
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return sessionCompleted(event, event.data.object);
    case "invoice.paid":
      return invoicePaid(event, event.data.object);
    case "invoice.payment_failed":
      return invoiceFailed(event, event.data.object);
    case "customer.subscription.deleted":
      return subscriptionDeleted(event, event.data.object);
    case "customer.subscription.updated":
      return subscriptionUpdated(event, event.data.object);
    default:
      return { outcome: "ignored" };
  }
}

/** Runs the effect with the event recorded in the same transaction; a concurrent delivery of the same event is a duplicate. */
function once(event: StripeEvent, effect: (tx: Transaction) => Promise<MembershipOutcome>): Promise<MembershipOutcome> {
  return db.transaction(async (tx) => {
    if (!(await recordWebhookEvent("stripe", event.id, event.type, tx))) return { outcome: "duplicate" };
    return effect(tx);
  });
}

/**
 * The member finished Checkout: their Stripe customer is stored (the customer portal needs it) and
 * the order is tied to the session (and to the subscription, if invoice.paid came first). The
 * payment itself is recorded from the invoice.
 */
function sessionCompleted(event: StripeEvent, session: Stripe.Checkout.Session): Promise<MembershipOutcome> {
  const metadata = readMetadata(session.metadata);
  const orderId = metadata.orderId ?? text(session.client_reference_id, 64);
  const customerId = idOf(session.customer);
  const subscriptionId = idOf(session.subscription);
  return once(event, async (tx) => {
    if (!(await memberExists(tx, metadata.userId)))
      return { outcome: "unknown-member", detail: `session ${session.id} names no known member` };
    const userId = metadata.userId as string;
    const now = new Date();
    if (customerId) await tx.update(users).set({ stripeCustomerId: customerId, updatedAt: now }).where(eq(users.id, userId));
    let linked: string | null = null;
    if (orderId) {
      const [order] = await tx
        .update(orders)
        .set({ stripeCheckoutSessionId: session.id, updatedAt: now })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.userId, userId),
            or(isNull(orders.stripeCheckoutSessionId), eq(orders.stripeCheckoutSessionId, session.id)),
          ),
        )
        .returning({ id: orders.id });
      linked = order?.id ?? null;
      if (linked && subscriptionId) {
        await tx
          .update(subscriptions)
          .set({ orderId: linked })
          .where(
            and(eq(subscriptions.stripeSubscriptionId, subscriptionId), eq(subscriptions.userId, userId), isNull(subscriptions.orderId)),
          );
      }
    }
    if (orderId && !linked) console.warn(`Stripe session ${session.id}: order ${orderId} is not the member's or has another session`);
    return { outcome: "session-linked", userId, orderId: linked };
  });
}

/** A paid invoice (the first one or a renewal): the payment recorded and the membership active until the paid period's end. */
async function invoicePaid(event: StripeEvent, invoice: Stripe.Invoice): Promise<MembershipOutcome> {
  const { subscriptionId, metadata: carried } = invoiceSubscription(invoice);
  if (!subscriptionId) return once(event, async () => ({ outcome: "ignored" }));
  const live = await liveSubscription(subscriptionId, carried);
  const metadata = withFetchedMetadata(carried, live);
  const tier = membershipTier(metadata.tier);
  const periodEnd = paidPeriodEnd(invoice);
  const paidAt = invoice.status_transitions?.paid_at ? new Date(invoice.status_transitions.paid_at * 1000) : new Date(event.created * 1000);
  return once(event, async (tx) => {
    if (!(await memberExists(tx, metadata.userId)))
      return { outcome: "unknown-member", detail: `invoice ${invoice.id} names no known member` };
    if (!tier) return { outcome: "unknown-tier", detail: `invoice ${invoice.id} names tier ${String(metadata.tier)}` };
    if (!periodEnd) return { outcome: "unknown-subscription", detail: `invoice ${invoice.id} has no subscription period` };
    const userId = metadata.userId as string;
    // The order is the first invoice's (the checkout); a renewal pays no order. Metadata naming an
    // order that is not this member's membership order for this tier (deleted, someone else's, or
    // changed to another tier since that session was opened) is not followed.
    let orderId: string | null = null;
    if (invoice.billing_reason === "subscription_create" && metadata.orderId) {
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.id, metadata.orderId),
            eq(orders.userId, userId),
            eq(orders.includesMembership, true),
            eq(orders.membershipTier, tier.id),
          ),
        )
        .limit(1);
      orderId = order?.id ?? null;
      if (!orderId)
        console.warn(`Stripe invoice ${invoice.id}: order ${metadata.orderId} is not a ${tier.id} membership order of member ${userId}`);
    }
    const recorded = await recordMembershipPayment(
      {
        userId,
        tierId: tier.id as MembershipTierId,
        amount: centsToDecimal(invoice.amount_paid),
        paidAt,
        paymentMethod: "card",
        transactionId: invoice.id,
        actorId: null,
        orderId,
        stripe: { subscriptionId, customerId: idOf(invoice.customer), periodEnd, ...liveState(live, cancellationReason) },
      },
      // A savepoint inside this transaction: the event id and the payment commit together.
      tx,
    );
    // The subscription's member was deleted meanwhile: fail the event so Stripe retries it.
    if (recorded.duplicate === undefined) throw new Error(`Stripe invoice ${invoice.id}: no member ${userId}`);
    return { outcome: "payment-recorded", userId, billingId: recorded.duplicate ? null : recorded.billingId };
  });
}

/**
 * A failed attempt to charge an invoice: a failed billing row per attempt with Stripe's message,
 * the subscription past due, and a mail asking the member to update their card. The membership
 * itself runs until its expiry (the sweep expires it if no payment comes).
 */
async function invoiceFailed(event: StripeEvent, invoice: Stripe.Invoice): Promise<MembershipOutcome> {
  const { subscriptionId, metadata: carried } = invoiceSubscription(invoice);
  if (!subscriptionId) return once(event, async () => ({ outcome: "ignored" }));
  const metadata = await resolveMetadata(subscriptionId, carried);
  const reason = (await invoiceFailureMessage(stripeConfig, invoice)) ?? "The payment was declined.";
  const attempt = Math.max(1, invoice.attempt_count ?? 1);
  return once(event, async (tx) => {
    if (!(await memberExists(tx, metadata.userId)))
      return { outcome: "unknown-member", detail: `invoice ${invoice.id} names no known member` };
    const userId = metadata.userId as string;
    // Stripe does not deliver events in order: a failed attempt arriving after the invoice was paid
    // is stale (no failed row, no past due, no mail).
    const [paid] = await tx
      .select({ id: billingHistory.id })
      .from(billingHistory)
      .where(and(eq(billingHistory.transactionId, invoice.id), eq(billingHistory.status, "paid")))
      .limit(1);
    if (paid) return { outcome: "ignored" };
    const [subscription] = await tx
      .select({ id: subscriptions.id, status: subscriptions.status })
      .from(subscriptions)
      .where(and(eq(subscriptions.stripeSubscriptionId, subscriptionId), eq(subscriptions.userId, userId)))
      .for("update");
    const [billing] = await tx
      .insert(billingHistory)
      .values({
        userId,
        subscriptionId: subscription?.id ?? null,
        amount: centsToDecimal(invoice.amount_due),
        status: "failed",
        billingDate: new Date(event.created * 1000),
        paymentMethod: "card",
        transactionId: `${invoice.id}:attempt-${attempt}`.slice(0, 100),
        failureReason: reason.slice(0, 1000),
      })
      .onConflictDoNothing({ target: billingHistory.transactionId })
      .returning({ id: billingHistory.id });
    if (!billing) return { outcome: "payment-failed", userId, billingId: null };
    if (subscription && subscription.status === "active") {
      await tx.update(subscriptions).set({ status: "past_due", updatedAt: new Date() }).where(eq(subscriptions.id, subscription.id));
    }
    await enqueueNotification(
      { kind: "membership-payment-failed", subjectKey: String(billing.id), userId, payload: { billingId: billing.id } },
      tx,
    );
    return { outcome: "payment-failed", userId, billingId: billing.id };
  });
}

function cancellationReason(subscription: Stripe.Subscription): string {
  const details = subscription.cancellation_details;
  const why =
    details?.reason === "cancellation_requested"
      ? "cancelled by the member"
      : details?.reason === "payment_failed"
        ? "payment failed"
        : details?.reason === "payment_disputed"
          ? "payment disputed"
          : "cancelled";
  const comment = details?.comment?.trim() ? `: ${details.comment.trim()}` : "";
  return `Stripe subscription ${why}${comment}`.slice(0, 1000);
}

/**
 * The subscription ended at Stripe (the member cancelled in the portal, payment gave up, an admin
 * cancelled it). A subscription we hold no row for (its first invoice never recorded, or not a
 * membership of ours) changes no member.
 */
function subscriptionDeleted(event: StripeEvent, stripeSubscription: Stripe.Subscription): Promise<MembershipOutcome> {
  const cancelledAt = stripeSubscription.canceled_at ? new Date(stripeSubscription.canceled_at * 1000) : new Date(event.created * 1000);
  const reason = cancellationReason(stripeSubscription);
  return once(event, async (tx) => {
    const [row] = await tx
      .select({ id: subscriptions.id, userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, stripeSubscription.id))
      .limit(1);
    if (!row) return { outcome: "ignored" };
    // The member's row, locked (lockMember's select; a deleted member is no error here).
    const [member] = row.userId ? await tx.select(memberColumns).from(users).where(eq(users.id, row.userId)).for("update") : [];
    if (!member) return { outcome: "unknown-member", detail: `subscription ${stripeSubscription.id} names no known member` };
    const now = new Date();
    await tx
      .update(subscriptions)
      .set({ status: "cancelled", cancelledAt, cancellationReason: reason, autoRenewal: false, nextBillingDate: null, updatedAt: now })
      .where(and(eq(subscriptions.id, row.id), ne(subscriptions.status, "cancelled")));
    // Another running subscription (a newer checkout, a manual payment) keeps the member as they are.
    const [other] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, member.id), inArray(subscriptions.status, ["active", "past_due"]), ne(subscriptions.id, row.id)))
      .limit(1);
    if (other) return { outcome: "subscription-cancelled", userId: member.id };
    const [after] = await tx
      .update(users)
      .set({ autoRenewal: false, nextBillingDate: null, ...(isLifetime(member) ? {} : { membershipStatus: "cancelled" }), updatedAt: now })
      .where(eq(users.id, member.id))
      .returning(memberColumns);
    await tx
      .insert(membershipChanges)
      .values({ userId: member.id, actorId: null, kind: "stripe", before: snapshot(member), after: snapshot(after), reason });
    // The audience's Member tag follows the status, as with every other membership change.
    await queueMailchimpSync(member.id, tx, now);
    return { outcome: "subscription-cancelled", userId: member.id };
  });
}

/**
 * The member turned renewal off in the portal (cancel at the period's end) or back on: auto-renewal
 * and the next billing date follow, on the subscription and on the member. Stripe does not deliver
 * events in order (a "cancel" and its "undo" can arrive swapped), so the subscription's current
 * state is read from Stripe rather than taken from the event.
 */
async function subscriptionUpdated(event: StripeEvent, eventSubscription: Stripe.Subscription): Promise<MembershipOutcome> {
  const stripeSubscription = stripeConfig ? await retrieveSubscription(stripeConfig, eventSubscription.id) : eventSubscription;
  const renews =
    !stripeSubscription.cancel_at_period_end &&
    !stripeSubscription.cancel_at &&
    ["active", "trialing", "past_due"].includes(stripeSubscription.status);
  return once(event, async (tx) => {
    const [row] = await tx
      .select({
        id: subscriptions.id,
        userId: subscriptions.userId,
        status: subscriptions.status,
        endDate: subscriptions.endDate,
        autoRenewal: subscriptions.autoRenewal,
      })
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, stripeSubscription.id))
      .limit(1);
    // Not ours yet (its first invoice.paid records it with renewal on) or already ended.
    if (!row?.userId || row.status === "cancelled") return { outcome: "ignored" };
    if (row.autoRenewal === renews) return { outcome: "ignored" };
    const member = await lockMember(tx, row.userId);
    // The subscription row still names the member (its user_id is set null when they are deleted).
    if (!member) throw new Error(`No member ${row.userId}`);
    const now = new Date();
    const nextBillingDate = renews ? row.endDate : null;
    await tx.update(subscriptions).set({ autoRenewal: renews, nextBillingDate, updatedAt: now }).where(eq(subscriptions.id, row.id));
    if (isLifetime(member)) return { outcome: "renewal-changed", userId: member.id };
    const [after] = await tx
      .update(users)
      .set({ autoRenewal: renews, nextBillingDate, updatedAt: now })
      .where(eq(users.id, member.id))
      .returning(memberColumns);
    await tx.insert(membershipChanges).values({
      userId: member.id,
      actorId: null,
      kind: "stripe",
      before: snapshot(member),
      after: snapshot(after),
      reason: renews
        ? "Auto-renewal turned back on in Stripe's customer portal."
        : "Auto-renewal turned off: the subscription ends at the period's end.",
    });
    return { outcome: "renewal-changed", userId: member.id };
  });
}

// --- The member's own rows (GET /api/subscription, GET /api/billing-history) -----------------------

/** The member's subscriptions, newest first, without Stripe's ids (whether Stripe bills it is enough). */
export async function listMemberSubscriptions(userId: string) {
  const rows = await db
    .select({
      id: subscriptions.id,
      type: subscriptions.type,
      tier: subscriptions.tier,
      status: subscriptions.status,
      startDate: subscriptions.startDate,
      endDate: subscriptions.endDate,
      nextBillingDate: subscriptions.nextBillingDate,
      price: subscriptions.price,
      autoRenewal: subscriptions.autoRenewal,
      cancelledAt: subscriptions.cancelledAt,
      cancellationReason: subscriptions.cancellationReason,
      stripeSubscriptionId: subscriptions.stripeSubscriptionId,
      createdAt: subscriptions.createdAt,
      updatedAt: subscriptions.updatedAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.startDate), desc(subscriptions.id));
  return rows.map(({ stripeSubscriptionId, ...row }) => ({
    ...row,
    tierName: membershipTier(row.tier)?.name ?? null,
    billedBy: stripeSubscriptionId ? ("stripe" as const) : ("manual" as const),
  }));
}

/** The member's billing rows, newest first. Stripe's invoice id stays (it is on the member's own receipt); who recorded it does not. */
export async function listMemberBillingHistory(userId: string) {
  return db
    .select({
      id: billingHistory.id,
      subscriptionId: billingHistory.subscriptionId,
      orderId: billingHistory.orderId,
      amount: billingHistory.amount,
      status: billingHistory.status,
      billingDate: billingHistory.billingDate,
      paymentMethod: billingHistory.paymentMethod,
      transactionId: billingHistory.transactionId,
      failureReason: billingHistory.failureReason,
      createdAt: billingHistory.createdAt,
    })
    .from(billingHistory)
    .where(eq(billingHistory.userId, userId))
    .orderBy(desc(billingHistory.billingDate), desc(billingHistory.id));
}

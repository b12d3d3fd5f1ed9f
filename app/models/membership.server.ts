import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { billingHistory, membershipChanges, orders, subscriptions, users } from "../../db/schema";
import { queueMailchimpSync } from "~/models/integrations.server";
import { enqueueNotification } from "~/notifications/outbox.server";
import { db } from "~/utils/db.server";
import { fail, ok, type Fail, type Ok } from "~/utils/result";
import { centsToDecimal } from "~/utils/format";
import { isLifetime } from "~/models/membership";
import { MEMBERSHIP_TERM_MONTHS, membershipTier, type MembershipTierId } from "~/models/membership-plans";

/**
 * The one place a membership changes hands: a payment recorded (Stripe's webhook or an admin at the
 * stand), lifetime granted, an admin's correction. Each runs in one transaction that locks the
 * member's row, writes the subscription and billing rows, sets the member's membership fields and
 * keeps a line in membership_changes saying who did it and why.
 */

export type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];

/** The membership fields of a member, as kept in membership_changes before and after a change. */
export type MembershipSnapshot = {
  status: string;
  type: string | null;
  tier: string | null;
  expiry: string | null;
  lifetime: boolean;
  autoRenewal: boolean;
  isAdmin: boolean;
};

/** The member is gone (deleted meanwhile): a change for them is refused, and the admin page answers 404. */
export type MemberNotFound = Fail<"member-not-found">;

/** The membership fields every change reads (under the lock) and returns for the audit line. */
export const memberColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isAdmin: users.isAdmin,
  membershipStatus: users.membershipStatus,
  membershipType: users.membershipType,
  membershipTier: users.membershipTier,
  membershipExpiry: users.membershipExpiry,
  isLifetimeMember: users.isLifetimeMember,
  autoRenewal: users.autoRenewal,
  stripeCustomerId: users.stripeCustomerId,
};

/**
 * Reads the member's row FOR UPDATE: every membership change of one member runs one after another.
 * Null when the member is gone; each change takes the lock first, before it writes anything.
 */
export async function lockMember(tx: Transaction, userId: string) {
  const [member] = await tx.select(memberColumns).from(users).where(eq(users.id, userId)).for("update");
  return member ?? null;
}

export function snapshot(member: {
  membershipStatus: string;
  membershipType: string | null;
  membershipTier: string | null;
  membershipExpiry: Date | null;
  isLifetimeMember: boolean;
  autoRenewal: boolean;
  isAdmin: boolean;
}): MembershipSnapshot {
  return {
    status: member.membershipStatus,
    type: member.membershipType,
    tier: member.membershipTier,
    expiry: member.membershipExpiry?.toISOString() ?? null,
    lifetime: member.isLifetimeMember,
    autoRenewal: member.autoRenewal,
    isAdmin: member.isAdmin,
  };
}

/** `months` calendar months after `from` (the same day of month, clamped to the month's last day). */
export function addMonths(from: Date, months: number): Date {
  const result = new Date(from.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Paying while still active extends from the current expiry (nothing is lost by renewing early); otherwise from now. */
function nextExpiry(member: { membershipStatus: string; membershipExpiry: Date | null }, now: Date): Date {
  const from =
    member.membershipStatus === "active" && member.membershipExpiry && member.membershipExpiry > now ? member.membershipExpiry : now;
  return addMonths(from, MEMBERSHIP_TERM_MONTHS);
}

export type MembershipPayment = {
  userId: string;
  tierId: MembershipTierId;
  /** Decimal string, e.g. "50.00": what was actually paid. */
  amount: string;
  paidAt?: Date;
  /** card (Stripe), cash, bank-transfer… shown in the billing history. */
  paymentMethod: string;
  /** Stripe's invoice or payment id, or the admin's receipt reference: a repeat with the same id does nothing. */
  transactionId: string | null;
  /** The admin who recorded it; null for Stripe. */
  actorId: string | null;
  reason?: string | null;
  /** The pending membership order this pays, if any: it is marked paid and delivered. */
  orderId?: string | null;
  /**
   * Set when Stripe bills it: the subscription is Stripe's and runs until periodEnd; it renews
   * automatically unless Stripe says otherwise (renews false: cancel at period end; ended: deleted).
   */
  stripe?: {
    subscriptionId: string;
    customerId: string | null;
    periodEnd: Date;
    renews?: boolean;
    ended?: { at: Date; reason: string } | null;
  } | null;
};

export type RecordedPayment =
  | { duplicate: true }
  | { duplicate: false; billingId: number; subscriptionId: number; expiry: Date; status: string }
  | (MemberNotFound & { duplicate?: undefined });

/**
 * Records a membership payment and activates (or extends) the membership, in one transaction:
 * a paid billing_history row, the subscription (Stripe's, found by its id; or the member's open
 * manual one, extended; or a new one), the member's fields (status active unless lifetime, type
 * annual, tier, expiry, next billing date, price, auto-renewal), the membership order if any, an
 * audit line, and the 'membership-activated' mail. Idempotent on transactionId (unique index):
 * a replayed webhook or a double-submitted form answers { duplicate: true } and changes nothing.
 */
export async function recordMembershipPayment(
  payment: MembershipPayment,
  executor: typeof db | Transaction = db,
): Promise<RecordedPayment> {
  const tier = membershipTier(payment.tierId);
  if (!tier) throw new Error(`Unknown membership tier ${payment.tierId}`);
  const now = payment.paidAt ?? new Date();
  return executor.transaction(async (tx) => {
    const member = await lockMember(tx, payment.userId);
    // The admin page read the member a moment ago; deleted meanwhile, the payment has nobody to go to.
    if (!member) return fail("member-not-found");
    const [billing] = await tx
      .insert(billingHistory)
      .values({
        userId: payment.userId,
        amount: payment.amount,
        status: "paid",
        billingDate: now,
        paymentMethod: payment.paymentMethod,
        transactionId: payment.transactionId,
        recordedBy: payment.actorId,
        orderId: payment.orderId ?? null,
      })
      .onConflictDoNothing({ target: billingHistory.transactionId })
      .returning({ id: billingHistory.id });
    if (!billing) return { duplicate: true } as const;

    // Stripe's paid period, but never earlier than a manual renewal would run: an active member who
    // pays early (a first card payment 60 days before their expiry) keeps the days they had. For
    // anyone else the two agree up to Stripe's timing, and Stripe's period end is kept.
    // A manual payment prices the subscription at what was paid (the admin page confirms an amount
    // that is not the tier's), so the billing row and the subscription tell the same story; Stripe's
    // subscription is priced by the tier it was sold at.
    const priceCents = payment.stripe ? tier.priceCents : Math.round(Number(payment.amount) * 100);
    const renewed = nextExpiry(member, now);
    const stillActive = member.membershipStatus === "active" && member.membershipExpiry !== null && member.membershipExpiry > now;
    const expiry = !payment.stripe ? renewed : stillActive && renewed > payment.stripe.periodEnd ? renewed : payment.stripe.periodEnd;
    const renews = Boolean(payment.stripe) && payment.stripe?.renews !== false && !payment.stripe?.ended;
    const subscription = await upsertSubscription(tx, payment, {
      expiry,
      autoRenewal: renews,
      nextBillingDate: renews && payment.stripe ? payment.stripe.periodEnd : null,
      price: priceCents,
      now,
    });
    const subscriptionId = subscription.id;
    // A payment for a Stripe subscription that has ended meanwhile (its event came late) buys the
    // paid period, but nothing renews any more.
    const autoRenewal = renews && !subscription.ended;
    const nextBillingDate = autoRenewal && payment.stripe ? payment.stripe.periodEnd : null;
    await tx.update(billingHistory).set({ subscriptionId }).where(eq(billingHistory.id, billing.id));

    // A lifetime member's status, expiry and renewal fields stay as they are (nothing more to pay).
    const lifetime = isLifetime(member);
    const [after] = await tx
      .update(users)
      .set({
        membershipStatus: lifetime ? member.membershipStatus : "active",
        membershipType: lifetime ? member.membershipType : "annual",
        membershipTier: tier.id,
        membershipExpiry: lifetime ? member.membershipExpiry : expiry,
        ...(lifetime ? {} : { nextBillingDate, autoRenewal }),
        subscriptionPrice: centsToDecimal(priceCents),
        ...(payment.stripe?.customerId ? { stripeCustomerId: payment.stripe.customerId } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, payment.userId))
      .returning(memberColumns);

    if (payment.orderId) {
      await tx
        .update(orders)
        .set({ paidAt: now, status: "delivered", deliveredAt: now, updatedAt: now })
        .where(and(eq(orders.id, payment.orderId), eq(orders.userId, payment.userId), isNull(orders.paidAt)));
    }
    await tx.insert(membershipChanges).values({
      userId: payment.userId,
      actorId: payment.actorId,
      kind: payment.stripe ? "stripe" : "payment-recorded",
      before: snapshot(member),
      after: snapshot(after),
      reason:
        payment.reason ??
        `${tier.name} membership paid (${payment.paymentMethod}${payment.transactionId ? `, ${payment.transactionId}` : ""}).`,
    });
    await enqueueNotification(
      { kind: "membership-activated", subjectKey: String(billing.id), userId: payment.userId, payload: { billingId: billing.id } },
      tx,
    );
    await queueMailchimpSync(payment.userId, tx, now);
    return {
      duplicate: false,
      billingId: billing.id,
      subscriptionId,
      expiry: after.membershipExpiry ?? expiry,
      status: after.membershipStatus,
    };
  });
}

async function upsertSubscription(
  tx: Transaction,
  payment: MembershipPayment,
  term: { expiry: Date; autoRenewal: boolean; nextBillingDate: Date | null; price: number; now: Date },
): Promise<{ id: number; ended: boolean }> {
  const values = {
    status: "active",
    type: "annual",
    tier: payment.tierId,
    endDate: term.expiry,
    nextBillingDate: term.nextBillingDate,
    price: centsToDecimal(term.price),
    autoRenewal: term.autoRenewal,
    cancelledAt: null,
    cancellationReason: null,
    updatedAt: term.now,
  };
  if (payment.stripe) {
    const [row] = await tx
      .insert(subscriptions)
      .values({
        ...values,
        // Ended at Stripe before we first heard of it (its deletion event came first): recorded as cancelled.
        ...(payment.stripe.ended
          ? { status: "cancelled", cancelledAt: payment.stripe.ended.at, cancellationReason: payment.stripe.ended.reason }
          : {}),
        userId: payment.userId,
        startDate: term.now,
        stripeSubscriptionId: payment.stripe.subscriptionId,
        orderId: payment.orderId ?? null,
      })
      .onConflictDoUpdate({
        target: subscriptions.stripeSubscriptionId,
        set: {
          ...values,
          // Stripe never restarts a deleted subscription: a payment event arriving after its end (late
          // or retried) extends the paid period, and the subscription stays cancelled, renewing nothing.
          status: sql`case when "subscriptions"."status" = 'cancelled' then 'cancelled' else excluded.status end`,
          autoRenewal: sql`case when "subscriptions"."status" = 'cancelled' then false else excluded.auto_renewal end`,
          nextBillingDate: sql`case when "subscriptions"."status" = 'cancelled' then null else excluded.next_billing_date end`,
          cancelledAt: sql`case when "subscriptions"."status" = 'cancelled' then "subscriptions"."cancelled_at" end`,
          cancellationReason: sql`case when "subscriptions"."status" = 'cancelled' then "subscriptions"."cancellation_reason" end`,
        },
      })
      .returning({ id: subscriptions.id, status: subscriptions.status });
    return { id: row.id, ended: row.status === "cancelled" };
  }
  // A manual renewal extends the member's open manual subscription rather than starting a second one.
  const [open] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, payment.userId), eq(subscriptions.status, "active"), isNull(subscriptions.stripeSubscriptionId)))
    .orderBy(desc(subscriptions.startDate))
    .limit(1);
  if (open) {
    await tx.update(subscriptions).set(values).where(eq(subscriptions.id, open.id));
    return { id: open.id, ended: false };
  }
  const [row] = await tx
    .insert(subscriptions)
    .values({ ...values, userId: payment.userId, startDate: term.now, orderId: payment.orderId ?? null })
    .returning({ id: subscriptions.id });
  return { id: row.id, ended: false };
}

/**
 * An admin grants lifetime membership: status lifetime, type lifetime, no expiry, no billing, no
 * auto-renewal; any open subscription is closed (a Stripe one must also be cancelled at Stripe by
 * the caller). Recorded with the admin and their reason.
 */
export async function grantLifetimeMembership({
  userId,
  actorId,
  reason,
  now = new Date(),
}: {
  userId: string;
  actorId: string;
  reason: string;
  now?: Date;
}): Promise<Ok<{ stripeSubscriptionIds: string[] }> | MemberNotFound> {
  return db.transaction(async (tx): Promise<Ok<{ stripeSubscriptionIds: string[] }> | MemberNotFound> => {
    const member = await lockMember(tx, userId);
    if (!member) return fail("member-not-found");
    const [after] = await tx
      .update(users)
      .set({
        membershipStatus: "lifetime",
        membershipType: "lifetime",
        isLifetimeMember: true,
        membershipExpiry: null,
        nextBillingDate: null,
        autoRenewal: false,
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning(memberColumns);
    const closed = await tx
      .update(subscriptions)
      .set({ status: "cancelled", cancelledAt: now, cancellationReason: "Lifetime membership granted", autoRenewal: false, updatedAt: now })
      .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ["active", "past_due"])))
      .returning({ id: subscriptions.id, stripeSubscriptionId: subscriptions.stripeSubscriptionId });
    await tx
      .insert(membershipChanges)
      .values({ userId, actorId, kind: "lifetime-granted", before: snapshot(member), after: snapshot(after), reason });
    await queueMailchimpSync(userId, tx, now);
    return ok({ stripeSubscriptionIds: closed.flatMap((row) => (row.stripeSubscriptionId ? [row.stripeSubscriptionId] : [])) });
  });
}

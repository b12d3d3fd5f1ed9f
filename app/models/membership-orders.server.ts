import { and, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { cartItems, orders, subscriptions, users } from "../../db/schema";
import { db } from "~/utils/db.server";
import { memberCartId, removeMembershipFromCart } from "~/models/cart.server";
import { lockMember, type Transaction } from "~/models/membership.server";
import { centsToDecimal } from "~/utils/format";
import { isLifetime } from "~/models/membership";
import { membershipTier, isMembershipTierId, type MembershipTierId } from "~/models/membership-plans";

/**
 * Joining: the membership line of a cart (at most one per cart) and the member's pending membership
 * order (at most one unpaid at a time). Paying it is recordMembershipPayment's job (admin or Stripe).
 */

/** Statuses that become 'pending' (Pending Approval) once a membership is ordered and not yet paid. */
const LAPSED = ["inactive", "expired", "cancelled"];

/**
 * Puts a membership in a cart, replacing the cart's membership line if it has one: one statement
 * on the unique index of a cart's membership line, so two concurrent joins end with one line.
 */
export async function putMembershipInCart(cartId: string, tierId: MembershipTierId): Promise<void> {
  const tier = membershipTier(tierId);
  if (!tier) throw new Error(`Unknown membership tier ${tierId}`);
  const line = { membershipType: tier.id, quantity: 1, price: centsToDecimal(tier.priceCents), createdAt: new Date() };
  await db
    .insert(cartItems)
    .values({ sessionId: cartId, productId: null, variantId: null, ...line })
    .onConflictDoUpdate({ target: cartItems.sessionId, targetWhere: isNull(cartItems.productId), set: line });
}

/** The tier of the cart's membership line, if it has one (and it is a tier we still sell). */
export async function cartMembershipTier(cartId: string): Promise<MembershipTierId | null> {
  const [line] = await db
    .select({ membershipType: cartItems.membershipType })
    .from(cartItems)
    .where(and(eq(cartItems.sessionId, cartId), isNull(cartItems.productId)))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id))
    .limit(1);
  return isMembershipTierId(line?.membershipType) ? line.membershipType : null;
}

/**
 * Does the member's membership already renew by card (a Stripe subscription that is active or past
 * due)? Then there is nothing to buy here: a second checkout would start a second subscription and
 * charge them twice; their card is managed in Stripe's customer portal from the profile.
 */
export async function renewsByCard(userId: string, executor: typeof db | Transaction = db): Promise<boolean> {
  const [live] = await executor
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        isNotNull(subscriptions.stripeSubscriptionId),
        inArray(subscriptions.status, ["active", "past_due"]),
      ),
    )
    .limit(1);
  return Boolean(live);
}

export type MembershipOrderResult =
  | {
      ok: true;
      orderId: string;
      created: boolean;
      stripeCheckoutSessionId: string | null;
      stripeCustomerId: string | null;
      email: string | null;
    }
  | { ok: false; reason: "lifetime" | "renews-by-card" };

/**
 * The member's one pending membership order for this tier: an unpaid pending membership order of
 * theirs is reused (its tier, total and payment method brought up to date), otherwise one is made.
 * Under the member's row lock (lockMember), so a double submit or ten at once make one order.
 * Refused for a lifetime member and for a member whose membership renews by card (renewsByCard).
 * For a pay-later order the membership line leaves the member's cart and a lapsed member becomes
 * 'pending' (Pending Approval) here; a Stripe order does both only once its session exists
 * (attachMembershipCheckoutSession), so a failed start loses nothing. The order's earlier Stripe
 * session, if any, is returned as it is stored: the caller resumes it when it is for this tier and
 * expires it at Stripe when it is not (startMembershipCheckout), so an old tab cannot pay it.
 */
export async function placeMembershipOrder({
  userId,
  tierId,
  paymentMethod,
  now = new Date(),
}: {
  userId: string;
  tierId: MembershipTierId;
  paymentMethod: "stripe" | "pay-later";
  now?: Date;
}): Promise<MembershipOrderResult> {
  const tier = membershipTier(tierId);
  if (!tier) throw new Error(`Unknown membership tier ${tierId}`);
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, userId);
    // Only a signed-in member orders: a missing row is a fault, not a refusal.
    if (!member) throw new Error(`No member ${userId}`);
    if (isLifetime(member)) return { ok: false, reason: "lifetime" } as const;
    if (await renewsByCard(userId, tx)) return { ok: false, reason: "renews-by-card" } as const;
    const fields = {
      membershipTier: tier.id,
      totalAmount: centsToDecimal(tier.priceCents),
      paymentMethod,
      customerEmail: member.email,
      customerName: [member.firstName, member.lastName].filter(Boolean).join(" ") || null,
    };
    const open = await pendingMembershipOrder(userId, tx);
    let orderId: string;
    if (open) {
      orderId = open.id;
      await tx
        .update(orders)
        .set({ ...fields, updatedAt: now })
        .where(and(eq(orders.id, open.id), eq(orders.userId, userId)));
    } else {
      const [order] = await tx
        .insert(orders)
        .values({ ...fields, userId, quantity: 1, status: "pending", includesMembership: true })
        .returning({ id: orders.id });
      orderId = order.id;
    }
    if (paymentMethod === "pay-later") {
      await removeMembershipFromCart(memberCartId(userId), tx);
      if (LAPSED.includes(member.membershipStatus)) {
        await tx.update(users).set({ membershipStatus: "pending", updatedAt: now }).where(eq(users.id, userId));
      }
    }
    return {
      ok: true,
      orderId,
      created: !open,
      stripeCheckoutSessionId: open?.stripeCheckoutSessionId ?? null,
      stripeCustomerId: member.stripeCustomerId,
      email: member.email,
    } as const;
  });
}

/** Stripe's session for the membership order; the membership line has then left the member's cart. */
export async function attachMembershipCheckoutSession(orderId: string, userId: string, sessionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ stripeCheckoutSessionId: sessionId, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    await removeMembershipFromCart(memberCartId(userId), tx);
  });
}

/** Stripe could not start: an order made for this attempt (never sent to Stripe, unpaid) goes again. */
export async function discardUnstartedMembershipOrder(orderId: string, userId: string): Promise<void> {
  await db
    .delete(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), isNull(orders.paidAt), isNull(orders.stripeCheckoutSessionId)));
}

/** One of the member's membership orders (ownership in the WHERE clause), for the completion page. */
export async function getMembershipOrder(orderId: string, userId: string) {
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      membershipTier: orders.membershipTier,
      totalAmount: orders.totalAmount,
      paymentMethod: orders.paymentMethod,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.includesMembership, true)));
  return order ?? null;
}

/** The member's pending unpaid membership order, if any (the /join page mentions it; placeMembershipOrder reuses it). */
export async function pendingMembershipOrder(userId: string, executor: typeof db | Transaction = db) {
  const [order] = await executor
    .select({ id: orders.id, membershipTier: orders.membershipTier, stripeCheckoutSessionId: orders.stripeCheckoutSessionId })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.includesMembership, true), eq(orders.status, "pending"), isNull(orders.paidAt)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return order ?? null;
}

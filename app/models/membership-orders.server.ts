import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { cartItems, orders, users } from "../../db/schema";
import { db } from "~/utils/db.server";
import { memberCartId } from "~/models/cart.server";
import { lockMember } from "~/models/membership.server";
import { centsToDecimal } from "~/utils/format";
import { membershipTier, isMembershipTierId, type MembershipTierId } from "~/utils/membership-plans";

/**
 * Joining: the membership line of a cart (at most one per cart) and the member's pending membership
 * order (at most one unpaid at a time). Paying it is recordMembershipPayment's job (admin or Stripe).
 */

/** Statuses that become 'pending' (Pending Approval) once a membership is ordered and not yet paid. */
const LAPSED = ["inactive", "expired", "cancelled"];

/**
 * Puts a membership in a cart, replacing the cart's membership line if it has one. The cart's
 * advisory lock makes two concurrent joins end with one line, not two.
 */
export async function putMembershipInCart(cartId: string, tierId: MembershipTierId): Promise<void> {
  const tier = membershipTier(tierId);
  if (!tier) throw new Error(`Unknown membership tier ${tierId}`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`roadies:cart:${cartId}`}))`);
    await tx.delete(cartItems).where(and(eq(cartItems.sessionId, cartId), isNull(cartItems.productId)));
    await tx.insert(cartItems).values({ sessionId: cartId, productId: null, variantId: null, membershipType: tier.id, quantity: 1, price: centsToDecimal(tier.priceCents) });
  });
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

export async function removeMembershipFromCart(cartId: string): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.sessionId, cartId), isNull(cartItems.productId)));
}

export type MembershipOrderResult =
  | { ok: true; orderId: string; created: boolean; stripeCheckoutSessionId: string | null; stripeCustomerId: string | null; email: string | null }
  | { ok: false; reason: "lifetime" };

/**
 * The member's one pending membership order for this tier: an unpaid pending membership order of
 * theirs is reused (its tier, total and payment method brought up to date), otherwise one is made.
 * Under the member's row lock (lockMember), so a double submit or ten at once make one order.
 * For a pay-later order the membership line leaves the member's cart and a lapsed member becomes
 * 'pending' (Pending Approval) here; a Stripe order does both only once its session exists
 * (attachMembershipCheckoutSession), so a failed start loses nothing.
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
    if (member.isLifetimeMember || member.membershipStatus === "lifetime") return { ok: false, reason: "lifetime" } as const;
    const [profile] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
    const customerName = [profile?.firstName, profile?.lastName].filter(Boolean).join(" ") || null;
    const fields = {
      membershipTier: tier.id,
      totalAmount: centsToDecimal(tier.priceCents),
      paymentMethod,
      customerEmail: member.email,
      customerName,
    };
    const [open] = await tx
      .select({ id: orders.id, membershipTier: orders.membershipTier, paymentMethod: orders.paymentMethod, stripeCheckoutSessionId: orders.stripeCheckoutSessionId })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.includesMembership, true), eq(orders.status, "pending"), isNull(orders.paidAt)))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    let orderId: string;
    let sessionId: string | null = null;
    if (open) {
      orderId = open.id;
      const changed = open.membershipTier !== tier.id || open.paymentMethod !== paymentMethod;
      // Another tier or payment method: Stripe's earlier session was for something else.
      sessionId = changed ? null : open.stripeCheckoutSessionId;
      await tx
        .update(orders)
        .set({ ...fields, ...(changed ? { stripeCheckoutSessionId: null } : {}), updatedAt: now })
        .where(and(eq(orders.id, open.id), eq(orders.userId, userId)));
    } else {
      const [order] = await tx
        .insert(orders)
        .values({ ...fields, userId, quantity: 1, status: "pending", includesMembership: true })
        .returning({ id: orders.id });
      orderId = order.id;
    }
    if (paymentMethod === "pay-later") {
      await tx.delete(cartItems).where(and(eq(cartItems.sessionId, memberCartId(userId)), isNull(cartItems.productId)));
      if (LAPSED.includes(member.membershipStatus)) {
        await tx.update(users).set({ membershipStatus: "pending", updatedAt: now }).where(eq(users.id, userId));
      }
    }
    return { ok: true, orderId, created: !open, stripeCheckoutSessionId: sessionId, stripeCustomerId: member.stripeCustomerId, email: member.email } as const;
  });
}

/** Stripe's session for the membership order; the membership line has then left the member's cart. */
export async function attachMembershipCheckoutSession(orderId: string, userId: string, sessionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ stripeCheckoutSessionId: sessionId, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    await tx.delete(cartItems).where(and(eq(cartItems.sessionId, memberCartId(userId)), isNull(cartItems.productId)));
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
      customerEmail: orders.customerEmail,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.includesMembership, true)));
  return order ?? null;
}

/** The member's pending unpaid membership order, if any (the /join page mentions it). */
export async function pendingMembershipOrder(userId: string) {
  const [order] = await db
    .select({ id: orders.id, membershipTier: orders.membershipTier })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.includesMembership, true), eq(orders.status, "pending"), isNull(orders.paidAt)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return order ?? null;
}

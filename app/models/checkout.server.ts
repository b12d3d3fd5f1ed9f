import { createCookie } from "@remix-run/node";
import { and, asc, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { cartItems, events, orderLines, orders, products, productVariants, type ShippingAddress } from "../../db/schema";
import { enqueueNotification } from "~/notifications/outbox.server";
import type { CheckoutInput } from "~/models/checkout.schema.server";
import { db } from "~/utils/db.server";
import { fail, type Fail } from "~/utils/result";
import { isHttps } from "~/utils/env.server";
import { sessionSecret } from "~/utils/secret.server";
import { MAX_CART_LINE_QUANTITY } from "~/models/products";
import { offersAllAtEvent } from "~/models/products.server";

type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];

/** Money string ("19.99") to integer cents, and back: arithmetic in whole cents only. */
export const toCents = (value: string) => Math.round(Number.parseFloat(value) * 100);
import { centsToDecimal as fromCents } from "~/utils/format";

/**
 * Upcoming events an event-pickup order of these products can be collected at (every one of them
 * offered there): the next 20, soonest first.
 */
export function listPickupEvents(productIds: number[], now = new Date()) {
  return db
    .select({ id: events.id, title: events.title, date: events.date, location: events.location })
    .from(events)
    .where(and(gt(events.date, now), offersAllAtEvent(productIds)))
    .orderBy(asc(events.date), asc(events.id))
    .limit(20);
}

type PlacedLine = { name: string; size: string | null; unitCents: number; quantity: number; fulfillmentType: string };

/**
 * Why an order was not placed: an empty cart, items no longer offered (named), a membership line
 * (paid on its own checkout), a cart that changed under the checkout, or a pickup event that is
 * no longer upcoming or does not offer every pickup product in the cart. The words are in app/i18n/messages/shop.ts.
 */
export type CheckoutFailure =
  Fail<"empty" | "membership" | "changed" | "pickup" | "pickup-not-offered"> | Fail<"unavailable", { names: string[] }>;

export type PlaceOrderResult = { ok: true; orderId: string; totalCents: number; lines: PlacedLine[] } | CheckoutFailure;

/**
 * Places one order for everything in a cart, in ONE transaction: the cart's lines are locked (FOR
 * UPDATE), so a second post of the same checkout waits and then finds the cart empty ('empty', no
 * second order). Prices, names and sizes are read from products and variants here, never from the
 * form; an inactive product or a disabled size refuses the whole order. Writes the order (total in
 * cents, units, productId when a single product), its lines (a snapshot), empties the cart and,
 * for pay-later orders, queues the confirmation mail in the same transaction.
 */
export async function placeOrder({
  cartId,
  userId,
  input,
  paymentMethod,
  now = new Date(),
}: {
  cartId: string;
  userId: string | null;
  input: CheckoutInput;
  paymentMethod: "stripe" | "pay-later";
  now?: Date;
}): Promise<PlaceOrderResult> {
  return db.transaction(async (tx) => {
    const locked = await tx.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.sessionId, cartId)).for("update");
    if (!locked.length) return { ok: false, reason: "empty" } as const;
    const rows = await tx
      .select({
        productId: cartItems.productId,
        variantId: cartItems.variantId,
        membershipType: cartItems.membershipType,
        quantity: cartItems.quantity,
        name: products.name,
        productPrice: products.price,
        isActive: products.isActive,
        fulfillmentType: products.fulfillmentType,
        providerProductId: products.providerProductId,
        variantPrice: productVariants.price,
        variantEnabled: productVariants.isEnabled,
        size: productVariants.size,
        variantTitle: productVariants.title,
        providerVariantId: productVariants.providerVariantId,
      })
      .from(cartItems)
      .leftJoin(products, eq(products.id, cartItems.productId))
      .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
      .where(eq(cartItems.sessionId, cartId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));

    if (rows.some((row) => row.productId === null)) return fail("membership");
    const unavailable = rows.filter((row) => !row.isActive || (row.variantId !== null && row.variantEnabled !== true));
    if (unavailable.length) {
      return fail("unavailable", { names: [...new Set(unavailable.map((row) => row.name ?? "An item"))] });
    }
    const needsShipping = rows.some((row) => row.fulfillmentType === "print-on-demand");
    const needsPickup = rows.some((row) => row.fulfillmentType === "event-pickup");
    // The form was checked against the cart as the page saw it; another tab may have changed it since.
    if ((needsShipping && !input.shipping) || (needsPickup && input.pickupEventId === null)) {
      return fail("changed");
    }
    if (needsPickup) {
      const [event] = await tx
        .select({
          id: events.id,
          offered: offersAllAtEvent(rows.filter((row) => row.fulfillmentType === "event-pickup").map((row) => row.productId!)),
        })
        .from(events)
        .where(and(eq(events.id, input.pickupEventId!), gt(events.date, now)));
      if (!event) return fail("pickup");
      if (!event.offered) return fail("pickup-not-offered");
    }

    const lines = rows.map((row) => ({
      productId: row.productId!,
      variantId: row.variantId,
      name: row.name!,
      size: row.size ?? row.variantTitle ?? null,
      unitCents: toCents(row.variantPrice ?? row.productPrice!),
      quantity: row.quantity,
      fulfillmentType: row.fulfillmentType!,
      providerProductId: row.providerProductId,
      providerVariantId: row.providerVariantId,
    }));
    const totalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
    const units = lines.reduce((sum, line) => sum + line.quantity, 0);
    const productIds = new Set(lines.map((line) => line.productId));
    const shippingAddress: ShippingAddress | null =
      needsShipping && input.shipping
        ? {
            firstName: input.shipping.firstName,
            lastName: input.shipping.lastName,
            address1: input.shipping.address1,
            address2: input.shipping.address2 ?? null,
            city: input.shipping.city,
            region: input.shipping.region,
            zip: input.shipping.zip,
            country: input.shipping.country,
            phone: input.shipping.phone ?? null,
          }
        : null;

    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        productId: productIds.size === 1 ? lines[0].productId : null,
        quantity: units,
        totalAmount: fromCents(totalCents),
        status: "pending",
        customerEmail: input.email,
        customerName: input.name,
        paymentMethod,
        pickupEventId: needsPickup ? input.pickupEventId : null,
        shippingAddress,
      })
      .returning({ id: orders.id });
    await tx.insert(orderLines).values(
      lines.map((line) => ({
        orderId: order.id,
        productId: line.productId,
        variantId: line.variantId,
        name: line.name,
        size: line.size,
        unitPrice: fromCents(line.unitCents),
        quantity: line.quantity,
        fulfillmentType: line.fulfillmentType,
        providerProductId: line.providerProductId,
        providerVariantId: line.providerVariantId,
      })),
    );
    await tx.delete(cartItems).where(eq(cartItems.sessionId, cartId));
    // Pay-later: the order stands now. A card payment is confirmed only by Stripe's webhook.
    if (paymentMethod === "pay-later") await enqueueConfirmation(order.id, userId, input.email, tx);
    return {
      ok: true,
      orderId: order.id,
      totalCents,
      lines: lines.map(({ name, size, unitCents, quantity, fulfillmentType }) => ({ name, size, unitCents, quantity, fulfillmentType })),
    } as const;
  });
}

/** The order-confirmation mail, once per order (subject = order id): to the member, or to the guest's address. */
export function enqueueConfirmation(orderId: string, userId: string | null, email: string | null, tx: Transaction) {
  return enqueueNotification(
    { kind: "order-confirmation", subjectKey: orderId, userId, toEmail: userId ? null : email, payload: { orderId } },
    tx,
  );
}

/** Stripe's session for this order, so its webhook can be matched to it. */
export async function attachCheckoutSession(orderId: string, sessionId: string): Promise<void> {
  await db.update(orders).set({ stripeCheckoutSessionId: sessionId, updatedAt: new Date() }).where(eq(orders.id, orderId));
}

/**
 * When Stripe could not start the payment: the order never was (no payment, no mail went out), so it
 * is removed and its lines go back in the cart for another try. Only an unpaid order without a
 * Stripe session is touched.
 */
export async function abandonUnstartedOrder(orderId: string, cartId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), sql`${orders.paidAt} is null`, sql`${orders.stripeCheckoutSessionId} is null`))
      .for("update");
    if (!order) return;
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    for (const line of lines) {
      if (line.productId === null) continue;
      await tx.execute(
        sql`insert into ${cartItems} (session_id, product_id, variant_id, quantity, price)
            values (${cartId}, ${line.productId}, ${line.variantId}, ${line.quantity}, ${line.unitPrice})
            on conflict (session_id, product_id, (coalesce(variant_id, 0))) where product_id is not null
            do update set quantity = least(${cartItems}.quantity + excluded.quantity, ${MAX_CART_LINE_QUANTITY})`,
      );
    }
    await tx.delete(orders).where(eq(orders.id, orderId));
  });
}

/** A guest's proof of the orders this browser placed: a signed cookie with their ids (the last 10). */
const checkoutCookie = createCookie("__checkout", {
  path: "/shop/checkout",
  sameSite: "lax",
  httpOnly: true,
  secure: isHttps,
  secrets: [sessionSecret],
  maxAge: 60 * 60 * 24 * 30,
});

export async function checkoutOrderIds(request: Request): Promise<string[]> {
  const value = await checkoutCookie.parse(request.headers.get("Cookie"));
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string").slice(0, 10) : [];
}

export async function rememberCheckoutOrder(request: Request, orderId: string): Promise<string> {
  const ids = [orderId, ...(await checkoutOrderIds(request)).filter((id) => id !== orderId)].slice(0, 10);
  return checkoutCookie.serialize(ids);
}

/**
 * The completion page's order: the member's own (user id in the WHERE clause) or one this browser
 * placed as a guest (its id in the signed checkout cookie). Anything else is null (a 404).
 */
export async function getPlacedOrder(orderId: string, viewer: { userId: string | null; cookieOrderIds: string[] }) {
  const owned = viewer.userId ? eq(orders.userId, viewer.userId) : sql`false`;
  const placedHere = viewer.cookieOrderIds.includes(orderId) ? sql`true` : sql`false`;
  const [order] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      status: orders.status,
      totalAmount: orders.totalAmount,
      quantity: orders.quantity,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      paymentMethod: orders.paymentMethod,
      paidAt: orders.paidAt,
      stripeCheckoutSessionId: orders.stripeCheckoutSessionId,
      shippingAddress: orders.shippingAddress,
      pickupEventTitle: events.title,
      pickupEventDate: events.date,
      pickupEventLocation: events.location,
    })
    .from(orders)
    .leftJoin(events, eq(events.id, orders.pickupEventId))
    .where(and(eq(orders.id, orderId), sql`(${owned} or ${placedHere})`));
  if (!order) return null;
  const lines = await db
    .select({
      id: orderLines.id,
      name: orderLines.name,
      size: orderLines.size,
      unitPrice: orderLines.unitPrice,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return { ...order, lines };
}

/**
 * After a repeated post of a checkout whose cart is already empty: the order this visitor placed in
 * the last 10 minutes, if any, so the second answer shows the same completion page.
 */
export async function findJustPlacedOrder(
  viewer: { userId: string | null; cookieOrderIds: string[] },
  now = new Date(),
): Promise<string | null> {
  const since = new Date(now.getTime() - 10 * 60 * 1000);
  const who = viewer.userId
    ? eq(orders.userId, viewer.userId)
    : viewer.cookieOrderIds.length
      ? inArray(orders.id, viewer.cookieOrderIds)
      : null;
  if (!who) return null;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(who, gt(orders.createdAt, since)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return order?.id ?? null;
}

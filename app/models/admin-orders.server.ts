import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { events, orders, users } from "../../db/schema";
import { db } from "~/utils/db.server";
import type { OrderStatus } from "~/models/orders";
import { listOrderLines } from "./orders.server";

/** The volunteers' side of the shop: the orders list, one order, payment by hand, the pick list. */

const listColumns = {
  id: orders.id,
  createdAt: orders.createdAt,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  totalAmount: orders.totalAmount,
  quantity: orders.quantity,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paidAt: orders.paidAt,
  pickupEventId: orders.pickupEventId,
  pickupEventTitle: events.title,
  pickupEventDate: events.date,
};

/** Newest first, filtered by status and by pickup event, a page at a time (`hasMore` when there is a next page). */
export async function listOrdersForAdmin({
  status,
  eventId,
  page = 1,
  pageSize = 50,
}: {
  status?: OrderStatus | null;
  eventId?: number | null;
  page?: number;
  pageSize?: number;
}) {
  const filters = [status ? eq(orders.status, status) : undefined, eventId ? eq(orders.pickupEventId, eventId) : undefined].filter(
    (filter) => filter !== undefined,
  );
  const rows = await db
    .select(listColumns)
    .from(orders)
    .leftJoin(events, eq(events.id, orders.pickupEventId))
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return { orders: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
}

/** Events that orders are to be collected at (the filter's and the pick list's choice), soonest last-first. */
export function listPickupEvents() {
  return db
    .select({ id: events.id, title: events.title, date: events.date })
    .from(events)
    .where(inArray(events.id, db.selectDistinct({ id: orders.pickupEventId }).from(orders).where(isNotNull(orders.pickupEventId))))
    .orderBy(desc(events.date))
    .limit(200);
}

/** One order with everything the admin's order page shows. */
export async function getOrderForAdmin(orderId: string) {
  const [row] = await db
    .select({
      ...listColumns,
      userId: orders.userId,
      includesMembership: orders.includesMembership,
      shippingAddress: orders.shippingAddress,
      stripeCheckoutSessionId: orders.stripeCheckoutSessionId,
      providerOrderId: orders.providerOrderId,
      providerSubmittedAt: orders.providerSubmittedAt,
      providerError: orders.providerError,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
      trackingUrl: orders.trackingUrl,
      shippedAt: orders.shippedAt,
      deliveredAt: orders.deliveredAt,
      cancelledAt: orders.cancelledAt,
      memberEmail: users.email,
    })
    .from(orders)
    .leftJoin(events, eq(events.id, orders.pickupEventId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const lines = await listOrderLines([orderId]);
  return { ...row, lines: lines.get(orderId) ?? [] };
}

/**
 * An admin records the payment of a pay-later order (cash at pickup, an invoice paid). Conditional
 * (paid_at is null): a second click, or a webhook that got there first, changes nothing. Not for a
 * cancelled order. True when this call marked it paid.
 */
export async function markPaidByAdmin(orderId: string, executor: Pick<typeof db, "update"> = db): Promise<boolean> {
  const updated = await executor
    .update(orders)
    .set({ paidAt: new Date(), updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.paidAt), eq(orders.paymentMethod, "pay-later"), sql`${orders.status} <> 'cancelled'`))
    .returning({ id: orders.id });
  return updated.length > 0;
}

/**
 * When an order's pickup items were handed over: collected at the merch table, or, for one marked
 * delivered elsewhere (the order page), when that was; null while still to hand over.
 */
export const handedOverAt =
  sql<Date | null>`coalesce(${orders.collectedAt}, case when ${orders.status} = 'delivered' then ${orders.deliveredAt} end)`.mapWith(
    orders.collectedAt,
  );

/**
 * The pick list of one pickup event: its orders (not cancelled) by customer, each with its pickup
 * lines and when it was collected (null while still to hand over); and the totals per product and
 * size to bring for those still to hand over.
 */
export async function getPickList(eventId: number) {
  const [event] = await db
    .select({ id: events.id, title: events.title, date: events.date, location: events.location })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) return null;
  const rows = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      totalAmount: orders.totalAmount,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paidAt: orders.paidAt,
      collectedAt: handedOverAt,
    })
    .from(orders)
    .where(and(eq(orders.pickupEventId, eventId), ne(orders.status, "cancelled")))
    .orderBy(asc(orders.customerName), asc(orders.createdAt))
    .limit(2000);
  const lines = await listOrderLines(rows.map((row) => row.id));
  const list = rows.map((row) => ({
    ...row,
    // Only what is handed over at the table: print-on-demand lines of a mixed order are shipped.
    lines: (lines.get(row.id) ?? []).filter((line) => line.fulfillmentType === "event-pickup"),
  }));
  const totals = new Map<string, { name: string; size: string | null; quantity: number }>();
  for (const order of list) {
    // A delivered order with no hand-over time was handed over all the same: nothing to bring.
    if (order.collectedAt || order.status === "delivered") continue;
    for (const line of order.lines) {
      const key = `${line.productId ?? line.name}\u0000${line.size ?? ""}`;
      const total = totals.get(key) ?? { name: line.name, size: line.size, quantity: 0 };
      total.quantity += line.quantity;
      totals.set(key, total);
    }
  }
  return {
    event,
    orders: list,
    totals: [...totals.values()].sort((a, b) => a.name.localeCompare(b.name) || (a.size ?? "").localeCompare(b.size ?? "")),
  };
}

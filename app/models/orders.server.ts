import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { events, orderLines, orders, users } from "../../db/schema";
import { enqueueNotification } from "~/notifications/outbox.server";
import { db } from "~/utils/db.server";
import { canChangeOrderStatus, orderStatusesLeadingTo, type OrderStatus } from "~/models/orders";

const orderColumns = {
  id: orders.id,
  userId: orders.userId,
  productId: orders.productId,
  quantity: orders.quantity,
  totalAmount: orders.totalAmount,
  status: orders.status,
  customerEmail: orders.customerEmail,
  customerName: orders.customerName,
  includesMembership: orders.includesMembership,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];

export type OrderStatusChange =
  { ok: true; from: OrderStatus; to: OrderStatus } | { ok: false; reason: "not-found" } | { ok: false; reason: "illegal"; from: string };

export type StatusChangeDetails = {
  carrier?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
};

/**
 * Moves an order along ORDER_TRANSITIONS and queues the customer's email in the same transaction.
 * The UPDATE is conditional on the current status, so two admins (or an admin and a webhook) racing
 * cannot both win, and an illegal jump (delivered -> pending) changes nothing: reason 'illegal'.
 * Used by the admin pages, PATCH /api/orders/{id} and the provider's webhooks alike.
 */
export async function changeOrderStatus(
  orderId: string,
  to: OrderStatus,
  details: StatusChangeDetails = {},
  executor?: Transaction,
): Promise<OrderStatusChange> {
  const run = async (tx: Transaction): Promise<OrderStatusChange> => {
    // Lock the row: a concurrent change waits here and then sees the new status.
    const [current] = await tx
      .select({ status: orders.status, userId: orders.userId, customerEmail: orders.customerEmail })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for("update");
    if (!current) return { ok: false, reason: "not-found" };
    const from = current.status as OrderStatus;
    if (!canChangeOrderStatus(from, to)) return { ok: false, reason: "illegal", from: current.status };
    const now = new Date();
    const updated = await tx
      .update(orders)
      .set({
        status: to,
        updatedAt: now,
        ...(to === "shipped" ? { shippedAt: now } : {}),
        ...(to === "delivered" ? { deliveredAt: now } : {}),
        ...(to === "cancelled" ? { cancelledAt: now } : {}),
        ...(details.carrier !== undefined ? { carrier: details.carrier } : {}),
        ...(details.trackingNumber !== undefined ? { trackingNumber: details.trackingNumber } : {}),
        ...(details.trackingUrl !== undefined ? { trackingUrl: details.trackingUrl } : {}),
      })
      // Still conditional on the status read above, so no path can skip the check.
      .where(and(eq(orders.id, orderId), eq(orders.status, from), inArray(orders.status, orderStatusesLeadingTo(to))))
      .returning({ id: orders.id });
    if (!updated.length) return { ok: false, reason: "illegal", from: current.status };
    await enqueueNotification(
      {
        kind: "order-status",
        subjectKey: `${orderId}:${to}`,
        userId: current.userId,
        // Guests have no account: the address they gave at checkout.
        toEmail: current.userId ? null : current.customerEmail,
        payload: { orderId, status: to },
      },
      tx,
    );
    return { ok: true, from, to };
  };
  return executor ? run(executor) : db.transaction(run);
}

/**
 * At sign-in: guest orders placed with this member's address become theirs, so they show in Order
 * Tracking. Only called once the address is proven (an email code or the provider's verified email),
 * so nobody can claim another's orders by typing their address at checkout.
 */
export async function claimGuestOrders(userId: string): Promise<number> {
  const claimed = await db
    .update(orders)
    .set({ userId })
    .where(
      and(
        isNull(orders.userId),
        sql`lower(${orders.customerEmail}) = (select lower(${users.email}) from ${users} where ${users.id} = ${userId} and ${users.emailVerifiedAt} is not null)`,
      ),
    )
    .returning({ id: orders.id });
  return claimed.length;
}

/** What a member (Order Tracking, /api/orders) and an admin see of an order besides the API's order fields. */
const trackingColumns = {
  ...orderColumns,
  paymentMethod: orders.paymentMethod,
  paidAt: orders.paidAt,
  pickupEventId: orders.pickupEventId,
  pickupEventTitle: events.title,
  pickupEventDate: events.date,
  carrier: orders.carrier,
  trackingNumber: orders.trackingNumber,
  trackingUrl: orders.trackingUrl,
  shippedAt: orders.shippedAt,
  deliveredAt: orders.deliveredAt,
  cancelledAt: orders.cancelledAt,
};

const orderLineColumns = {
  id: orderLines.id,
  orderId: orderLines.orderId,
  productId: orderLines.productId,
  name: orderLines.name,
  size: orderLines.size,
  unitPrice: orderLines.unitPrice,
  quantity: orderLines.quantity,
  fulfillmentType: orderLines.fulfillmentType,
};

/** The lines of several orders in one query (no N+1), grouped by order id, each order's lines in the order they were added. */
export async function listOrderLines(orderIds: readonly string[]) {
  const byOrder = new Map<string, (typeof rows)[number][]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select(orderLineColumns)
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.orderId), asc(orderLines.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(row);
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/**
 * A member's orders with their lines, newest first (Order Tracking, GET /api/orders): one query for
 * the orders (with the pickup event), one for all their lines. `orderId` narrows it to one order,
 * still only the member's own (WHERE user_id = ?), so another member's order is simply not found.
 */
export async function listTrackedOrders(userId: string, { orderId, limit = 200 }: { orderId?: string; limit?: number } = {}) {
  const rows = await db
    .select(trackingColumns)
    .from(orders)
    .leftJoin(events, eq(events.id, orders.pickupEventId))
    .where(orderId === undefined ? eq(orders.userId, userId) : and(eq(orders.userId, userId), eq(orders.id, orderId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  const lines = await listOrderLines(rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, lines: lines.get(row.id) ?? [] }));
}

/** Any order with its lines, for admins (GET /api/orders/{id} as an admin). */
export async function getOrderWithLines(orderId: string) {
  const [row] = await db
    .select(trackingColumns)
    .from(orders)
    .leftJoin(events, eq(events.id, orders.pickupEventId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const lines = await listOrderLines([row.id]);
  return { ...row, lines: lines.get(row.id) ?? [] };
}

export type TrackedOrder = Awaited<ReturnType<typeof listTrackedOrders>>[number];

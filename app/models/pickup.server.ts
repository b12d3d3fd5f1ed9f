import { aliasedTable, and, asc, eq, isNull, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import { orders, users } from "../../db/schema";
import { db } from "~/utils/db.server";
import { fail, ok, type Fail, type Ok } from "~/utils/result";
import { handedOverAt, markPaidByAdmin } from "~/models/admin-orders.server";
import { memberSearchMatch, prefixPattern } from "~/models/check-in.server";
import { fullName, initials, memberIdOf } from "~/models/membership";
import { orderNumber } from "~/models/orders";
import { changeOrderStatus, listOrderLines } from "~/models/orders.server";

/**
 * Pickup at the merch table: the event-pickup orders to hand over at one event, found by the
 * member (their card or the search) or, for a guest, by order number or email; and 'Collected',
 * which hands one over once.
 */

const collector = aliasedTable(users, "collector");

const SEARCH_LIMIT = 50;

/** A search's match on an order and its member: a member's name or Member ID, a guest's name, an order number or an email. */
function orderSearchMatch(query: string): SQL | undefined {
  const q = query.trim().slice(0, 100);
  if (!q) return undefined;
  const conditions: (SQL | undefined)[] = [memberSearchMatch(q), sql`lower(${orders.customerName}) like ${prefixPattern(q)}`];
  if (q.includes("@")) {
    conditions.push(sql`lower(${orders.customerEmail}) = ${q.toLowerCase()}`, sql`lower(${users.email}) = ${q.toLowerCase()}`);
  }
  const number = /^#?([A-Za-z0-9]{6})$/.exec(q);
  if (number) conditions.push(sql`upper(right(${orders.id}, 6)) = ${number[1].toUpperCase()}`);
  return or(...conditions);
}

export type PickupPerson = { key: string; userId: string | null; name: string; memberId: string | null; initials: string };

/**
 * The event-pickup orders at this event (not cancelled) of one member, or of whoever the search
 * finds, grouped by person (a member by account, a guest by the email they ordered with), each
 * with its event-pickup lines, its status, payment and whether it was collected, when and by
 * whom. Two queries: the orders (with their member and collector), then all their lines.
 */
export async function listPickupOrdersAtEvent(eventId: number, who: { userId: string } | { query: string }) {
  const match = "userId" in who ? eq(orders.userId, who.userId) : orderSearchMatch(who.query);
  if (!match) return [];
  const rows = await db
    .select({
      id: orders.id,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paidAt: orders.paidAt,
      totalAmount: orders.totalAmount,
      collectedAt: handedOverAt,
      collectorFirstName: collector.firstName,
      collectorLastName: collector.lastName,
      collectorEmail: collector.email,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(collector, eq(collector.id, orders.collectedBy))
    .where(and(eq(orders.pickupEventId, eventId), ne(orders.status, "cancelled"), match))
    .orderBy(
      asc(sql`lower(coalesce(${users.lastName}, ${orders.customerName}, ''))`),
      asc(sql`lower(coalesce(${users.firstName}, ''))`),
      asc(orders.createdAt),
    )
    .limit(SEARCH_LIMIT);
  const lines = await listOrderLines(rows.map((row) => row.id));
  const groups = new Map<string, { person: PickupPerson; orders: PickupOrder[] }>();
  for (const row of rows) {
    const person: PickupPerson = row.userId
      ? { key: row.userId, userId: row.userId, name: fullName(row), memberId: memberIdOf(row.userId), initials: initials(row) }
      : {
          key: `guest:${(row.customerEmail ?? row.id).toLowerCase()}`,
          userId: null,
          name: row.customerName ?? "Guest",
          memberId: null,
          initials: initials({ firstName: row.customerName, lastName: null }),
        };
    const group = groups.get(person.key) ?? { person, orders: [] };
    group.orders.push({
      id: row.id,
      number: orderNumber(row.id),
      status: row.status,
      paymentMethod: row.paymentMethod,
      paid: row.paidAt !== null,
      totalAmount: row.totalAmount,
      collectedAt: row.collectedAt,
      collectedBy:
        row.collectorFirstName || row.collectorLastName
          ? fullName({ firstName: row.collectorFirstName, lastName: row.collectorLastName })
          : null,
      // Only what is handed over at the table: print-on-demand lines of a mixed order are shipped.
      lines: (lines.get(row.id) ?? [])
        .filter((line) => line.fulfillmentType === "event-pickup")
        .map(({ id, name, size, quantity }) => ({ id, name, size, quantity })),
    });
    groups.set(person.key, group);
  }
  return [...groups.values()];
}

export type PickupOrder = {
  id: string;
  number: string;
  status: string;
  paymentMethod: string;
  paid: boolean;
  totalAmount: string;
  collectedAt: Date | null;
  collectedBy: string | null;
  lines: { id: number; name: string; size: string | null; quantity: number }[];
};

export type CollectFailure =
  Fail<"order-not-found"> | Fail<"order-cancelled"> | Fail<"already-collected", { collectedAt: Date; collectedBy: string | null }>;
export type CollectResult = Ok<{ collectedAt: Date; markedPaid: boolean }> | CollectFailure;

/**
 * 'Collected': the order (at this pickup event) was handed over. One conditional update claims it
 * (this id, this event, not collected yet, neither cancelled nor delivered), so a second press or a
 * second volunteer at the same moment changes nothing and hears 'already collected'. Then, in the
 * same transaction, it becomes delivered by the admin's own path (changeOrderStatus, through
 * processing when still pending, each step's mail queued there), and a pay-later order not yet paid
 * is marked paid (the money was taken at the table).
 */
export async function markCollected(orderId: string, eventId: number, by: string, now = new Date()): Promise<CollectResult> {
  return db.transaction(async (tx): Promise<CollectResult> => {
    const [claimed] = await tx
      .update(orders)
      .set({ collectedAt: now, collectedBy: by, updatedAt: now })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.pickupEventId, eventId),
          isNull(orders.collectedAt),
          notInArray(orders.status, ["cancelled", "delivered"]),
        ),
      )
      .returning({ status: orders.status });
    if (!claimed) return whyNotCollected(tx, orderId, eventId);
    if (claimed.status === "pending") {
      const step = await changeOrderStatus(orderId, "processing", {}, tx);
      if (!step.ok) throw new Error(`collected order ${orderId} could not move to processing`);
    }
    const done = await changeOrderStatus(orderId, "delivered", {}, tx);
    if (!done.ok) throw new Error(`collected order ${orderId} could not move to delivered`);
    const markedPaid = await markPaidByAdmin(orderId, tx);
    return ok({ collectedAt: now, markedPaid });
  });
}

type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];

/** Why the claim changed nothing: no such order at this event, a cancelled one, or one handed over already (when, by whom). */
async function whyNotCollected(tx: Transaction, orderId: string, eventId: number): Promise<CollectFailure> {
  const [row] = await tx
    .select({
      status: orders.status,
      collectedAt: handedOverAt,
      updatedAt: orders.updatedAt,
      firstName: collector.firstName,
      lastName: collector.lastName,
    })
    .from(orders)
    .leftJoin(collector, eq(collector.id, orders.collectedBy))
    .where(and(eq(orders.id, orderId), eq(orders.pickupEventId, eventId)));
  if (!row) return fail("order-not-found");
  if (row.status === "cancelled") return fail("order-cancelled");
  return fail("already-collected", {
    collectedAt: row.collectedAt ?? row.updatedAt,
    collectedBy: row.firstName || row.lastName ? fullName(row) : null,
  });
}

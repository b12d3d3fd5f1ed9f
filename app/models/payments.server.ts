import { and, eq, isNull, or, sql } from "drizzle-orm";
import { orders, webhookEvents } from "../../db/schema";
import type { StripeCheckoutSession, StripeEvent } from "~/integrations/stripe.server";
import { changeOrderStatus, type OrderStatusChange } from "~/models/orders.server";
import { markAwayPlacePaid } from "~/models/away.server";
import { enqueueConfirmation, toCents } from "~/models/checkout.server";
import { db } from "~/utils/db.server";
import type { OrderStatus } from "~/models/orders";

type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];

/**
 * Stores (source, event id) once. Call it in the same transaction as the event's effect: false means
 * the event was seen before (a replay or a retry), so the caller does nothing and answers 200.
 */
export async function recordWebhookEvent(source: "stripe" | "printify", eventId: string, type: string, tx: Transaction): Promise<boolean> {
  const inserted = await tx
    .insert(webhookEvents)
    .values({ source, eventId: eventId.slice(0, 255), type: type.slice(0, 100) })
    .onConflictDoNothing({ target: [webhookEvents.source, webhookEvents.eventId] })
    .returning({ id: webhookEvents.id });
  return inserted.length > 0;
}

type MarkPaidResult = { ok: true } | { ok: false; reason: "not-found" | "already-paid" | "amount-mismatch" | "cancelled" };

/**
 * A Stripe Checkout session was paid: paid_at and the payment intent are set once (conditional on
 * paid_at is null and on the order's own session id), and the confirmation mail is queued in the
 * same transaction. The amount Stripe took must be the order's total.
 */
async function markOrderPaid(
  {
    orderId,
    sessionId,
    paymentIntentId,
    amountTotal,
  }: { orderId: string; sessionId: string; paymentIntentId: string | null; amountTotal: number | null },
  tx: Transaction,
): Promise<MarkPaidResult> {
  const [order] = await tx
    .select({
      id: orders.id,
      paidAt: orders.paidAt,
      status: orders.status,
      totalAmount: orders.totalAmount,
      userId: orders.userId,
      customerEmail: orders.customerEmail,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.stripeCheckoutSessionId, sessionId)))
    .for("update");
  if (!order) return { ok: false, reason: "not-found" };
  if (order.paidAt) return { ok: false, reason: "already-paid" };
  // Cancelled (by an admin) before the payment came through: not revived; the admin refunds in Stripe.
  if (order.status === "cancelled") return { ok: false, reason: "cancelled" };
  if (amountTotal !== null && amountTotal !== toCents(order.totalAmount)) return { ok: false, reason: "amount-mismatch" };
  const now = new Date();
  const updated = await tx
    .update(orders)
    .set({ paidAt: now, stripePaymentIntentId: paymentIntentId, updatedAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.paidAt)))
    .returning({ id: orders.id });
  if (!updated.length) return { ok: false, reason: "already-paid" };
  await enqueueConfirmation(orderId, order.userId, order.customerEmail, tx);
  return { ok: true };
}

export type StripeOutcome =
  | { outcome: "duplicate" | "ignored" | "awaiting-payment" }
  | { outcome: "paid"; orderId: string }
  | { outcome: "away-place-paid"; applicationId: number }
  | { outcome: "away-place-not-paid"; applicationId: number; reason: string }
  | { outcome: "not-paid"; orderId: string | null; reason: string }
  | { outcome: "cancelled" | "not-cancelled"; orderId: string };

function sessionOrderId(session: StripeCheckoutSession): string | null {
  return session.metadata?.orderId ?? session.client_reference_id ?? null;
}

const paymentIntentOf = (session: StripeCheckoutSession) =>
  typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);

/**
 * One verified Stripe event, exactly once: the event id is recorded in the transaction that applies
 * it, so a replay changes nothing. checkout.session.completed with payment_status 'paid' and
 * checkout.session.async_payment_succeeded mark the order paid; checkout.session.expired and
 * async_payment_failed cancel an unpaid order. Anything else is ignored (and answered 200).
 */
export async function applyStripeEvent(event: StripeEvent): Promise<StripeOutcome> {
  return db.transaction(async (tx): Promise<StripeOutcome> => {
    if (!(await recordWebhookEvent("stripe", event.id, event.type, tx))) return { outcome: "duplicate" };
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded": {
        const session = event.data.object;
        const orderId = sessionOrderId(session);
        // A delayed payment method (bank debit) completes the session unpaid: wait for async_payment_succeeded.
        if (session.payment_status !== "paid") return { outcome: "awaiting-payment" };
        // A place won in an away-day ballot (models/away.server.ts), not a shop order.
        const applicationId = Number(session.metadata?.awayApplicationId);
        if (Number.isInteger(applicationId) && applicationId > 0) {
          const paid = await markAwayPlacePaid({ applicationId, sessionId: session.id, amountTotal: session.amount_total ?? null }, tx);
          return paid.ok
            ? { outcome: "away-place-paid", applicationId }
            : { outcome: "away-place-not-paid", applicationId, reason: paid.reason };
        }
        if (!orderId) return { outcome: "not-paid", orderId: null, reason: "no order id in the session" };
        const paid = await markOrderPaid(
          { orderId, sessionId: session.id, paymentIntentId: paymentIntentOf(session), amountTotal: session.amount_total ?? null },
          tx,
        );
        return paid.ok ? { outcome: "paid", orderId } : { outcome: "not-paid", orderId, reason: paid.reason };
      }
      case "checkout.session.expired":
      case "checkout.session.async_payment_failed": {
        const session = event.data.object;
        const orderId = sessionOrderId(session);
        // An away place's session lapsing changes nothing: the place stays offered until its deadline.
        if (!orderId || session.metadata?.awayApplicationId) return { outcome: "ignored" };
        const [order] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.stripeCheckoutSessionId, session.id), isNull(orders.paidAt)))
          // Locked: a completion marking it paid at the same moment waits, or is waited for and then
          // this read finds paid_at set. A paid order is never cancelled here.
          .for("update");
        if (!order) return { outcome: "not-cancelled", orderId };
        const change = await changeOrderStatus(orderId, "cancelled", {}, tx);
        return change.ok ? { outcome: "cancelled", orderId } : { outcome: "not-cancelled", orderId };
      }
      default:
        return { outcome: "ignored" };
    }
  });
}

// --- Printify ----------------------------------------------------------------------------------------

/** Printify's webhook body: { id, type, created_at, resource: { id, type: 'order', data } }. */
export type PrintifyWebhookEvent = {
  id: string;
  type: string;
  created_at?: string;
  resource?: { id?: string; type?: string; data?: Record<string, unknown> | null };
};

export type PrintifyOutcome =
  | { outcome: "duplicate" | "ignored" | "unknown-order" }
  | { outcome: "moved"; orderId: string; to: OrderStatus }
  | { outcome: "illegal"; orderId: string; to: OrderStatus; from: string };

const STATUS_FOR: Record<string, OrderStatus> = {
  "order:sent-to-production": "processing",
  "order:shipment:created": "shipped",
  "order:shipment:delivered": "delivered",
};

const str = (value: unknown, max: number) => (typeof value === "string" && value.trim() ? value.trim().slice(0, max) : null);

function shipmentDetails(data: Record<string, unknown> | null | undefined) {
  const carrier = (data?.carrier ?? null) as Record<string, unknown> | null;
  const trackingUrl = str(carrier?.tracking_url ?? data?.tracking_url, 2000);
  return {
    carrier: str(carrier?.code ?? carrier?.name, 50),
    trackingNumber: str(carrier?.tracking_number ?? data?.tracking_number, 100),
    trackingUrl: trackingUrl && /^https?:\/\//i.test(trackingUrl) ? trackingUrl : null,
  };
}

/**
 * One verified Printify event, exactly once (its id in webhook_events, same transaction). The order
 * is found by Printify's order id (resource.id) or our external_id. Sent to production moves it to
 * processing, a shipment to shipped (carrier and tracking kept), delivery to delivered; a step that
 * Printify skipped (no sent-to-production before the shipment) is walked through. An illegal move
 * (a late event for a delivered order) changes nothing and is reported, never thrown.
 */
export async function applyPrintifyEvent(event: PrintifyWebhookEvent): Promise<PrintifyOutcome> {
  const to = STATUS_FOR[event.type];
  return db.transaction(async (tx): Promise<PrintifyOutcome> => {
    if (!(await recordWebhookEvent("printify", event.id, event.type, tx))) return { outcome: "duplicate" };
    if (!to || event.resource?.type !== "order") return { outcome: "ignored" };
    const providerOrderId = str(event.resource.id, 64);
    const externalId = str(event.resource.data?.external_id, 64);
    if (!providerOrderId && !externalId) return { outcome: "unknown-order" };
    const [order] = await tx
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(
        or(
          providerOrderId ? eq(orders.providerOrderId, providerOrderId) : sql`false`,
          // The body is signed: an event may name our order by its external_id even before
          // Printify's order id is stored on it.
          externalId ? eq(orders.id, externalId) : sql`false`,
        ),
      )
      .limit(1);
    if (!order) return { outcome: "unknown-order" };
    const path: OrderStatus[] = to === "processing" ? ["processing"] : order.status === "pending" ? ["processing", to] : [to];
    let change: OrderStatusChange = { ok: false, reason: "not-found" };
    for (const step of path) {
      change = await changeOrderStatus(order.id, step, step === "shipped" ? shipmentDetails(event.resource.data) : {}, tx);
      if (!change.ok) break;
    }
    if (change.ok) return { outcome: "moved", orderId: order.id, to };
    return { outcome: "illegal", orderId: order.id, to, from: change.reason === "illegal" ? change.from : "missing" };
  });
}

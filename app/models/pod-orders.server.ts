import { and, asc, eq, isNull, lt, or } from "drizzle-orm";
import { orderLines, orders } from "../../db/schema";
import { PrintifyError, type PrintifyCreateOrderBody } from "~/integrations/printify.server";
import { createOrder } from "~/models/integrations.server";
import { db } from "~/utils/db.server";
import { printifyConfig as envPrintifyConfig, type PrintifyConfig } from "~/utils/env.server";
import { orderNumber } from "~/models/orders";

export type SubmitResult =
  | { ok: true; providerOrderId: string }
  | {
      ok: false;
      reason:
        "not-found" | "not-paid" | "no-pod-lines" | "already-submitted" | "in-progress" | "not-connected" | "no-address" | "cancelled";
    }
  | { ok: false; reason: "provider-error"; message: string };

const NOT_CONNECTED_MESSAGE = "Printify is not connected (PRINTIFY_API_TOKEN and PRINTIFY_SHOP_ID): the order was not sent for printing.";

/**
 * How long a submission under way holds the order: a second call meanwhile (the admin's retry while
 * the webhook's call waits on Printify) does not post it again. Longer than the client's worst case
 * (15 s per attempt, 3 retries).
 */
const SUBMIT_LEASE_MS = 2 * 60 * 1000;

/** Keeps Printify's refusal for the admin and releases the claim, so a retry can go ahead at once. */
async function recordError(orderId: string, message: string) {
  await db
    .update(orders)
    .set({ providerError: message.slice(0, 1000), providerSubmittedAt: null, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.providerOrderId)));
}

/**
 * Sends a PAID order's print-on-demand lines to Printify (POST orders.json; external_id = our order
 * id, so Printify itself refuses a second order for it). Safe to call again (the admin's retry, a
 * webhook retry): an order that already has a provider order id is left alone, and the id is stored
 * with a conditional update (provider_order_id is null). Never throws for Printify's refusals: the
 * message is kept in provider_error for the admin to see and retry.
 */
export async function submitOrderToProvider(orderId: string, config: PrintifyConfig | null = envPrintifyConfig): Promise<SubmitResult> {
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      paidAt: orders.paidAt,
      providerOrderId: orders.providerOrderId,
      customerEmail: orders.customerEmail,
      shippingAddress: orders.shippingAddress,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return { ok: false, reason: "not-found" };
  if (order.providerOrderId) return { ok: false, reason: "already-submitted" };
  if (!order.paidAt) return { ok: false, reason: "not-paid" };
  if (order.status === "cancelled") return { ok: false, reason: "cancelled" };
  const lines = await db
    .select({
      providerProductId: orderLines.providerProductId,
      providerVariantId: orderLines.providerVariantId,
      quantity: orderLines.quantity,
      name: orderLines.name,
    })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.fulfillmentType, "print-on-demand")))
    .orderBy(asc(orderLines.id));
  if (!lines.length) return { ok: false, reason: "no-pod-lines" };
  if (!config) {
    await recordError(orderId, NOT_CONNECTED_MESSAGE);
    return { ok: false, reason: "not-connected" };
  }
  const address = order.shippingAddress;
  if (!address) {
    await recordError(orderId, "The order has no shipping address, so it cannot be sent for printing.");
    return { ok: false, reason: "no-address" };
  }
  const unmapped = lines.filter((line) => !line.providerProductId || !line.providerVariantId || !/^\d+$/.test(line.providerVariantId));
  if (unmapped.length) {
    const message = `Not a Printify product or size: ${unmapped.map((line) => line.name).join(", ")}. Send these items by hand.`;
    await recordError(orderId, message);
    return { ok: false, reason: "provider-error", message };
  }
  const body: PrintifyCreateOrderBody = {
    external_id: order.id,
    label: orderNumber(order.id),
    line_items: lines.map((line) => ({
      product_id: line.providerProductId!,
      variant_id: Number(line.providerVariantId),
      quantity: line.quantity,
    })),
    shipping_method: 1,
    send_shipping_notification: false,
    address_to: {
      first_name: address.firstName,
      last_name: address.lastName,
      email: order.customerEmail ?? "",
      ...(address.phone ? { phone: address.phone } : {}),
      country: address.country,
      region: address.region ?? "",
      address1: address.address1,
      ...(address.address2 ? { address2: address.address2 } : {}),
      city: address.city,
      zip: address.zip,
    },
  };
  // Claim the order before posting (a conditional update), so two callers never both send it.
  const claimed = await db
    .update(orders)
    .set({ providerSubmittedAt: new Date() })
    .where(
      and(
        eq(orders.id, orderId),
        isNull(orders.providerOrderId),
        or(isNull(orders.providerSubmittedAt), lt(orders.providerSubmittedAt, new Date(Date.now() - SUBMIT_LEASE_MS))),
      ),
    )
    .returning({ id: orders.id });
  if (!claimed.length) {
    // Either the order reached Printify meanwhile, or another attempt holds the claim and is still waiting on Printify.
    const [now] = await db.select({ providerOrderId: orders.providerOrderId }).from(orders).where(eq(orders.id, orderId));
    return { ok: false, reason: now?.providerOrderId ? "already-submitted" : "in-progress" };
  }
  try {
    const created = await createOrder(config, body);
    const now = new Date();
    const stored = await db
      .update(orders)
      .set({ providerOrderId: created.id, providerSubmittedAt: now, providerError: null, updatedAt: now })
      .where(and(eq(orders.id, orderId), isNull(orders.providerOrderId)))
      .returning({ id: orders.id });
    if (!stored.length) return { ok: false, reason: "already-submitted" };
    return { ok: true, providerOrderId: created.id };
  } catch (error) {
    const message =
      error instanceof PrintifyError
        ? `${error.message}${error.detail ? ` ${error.detail}` : ""}`
        : `Printify could not be reached: ${error instanceof Error ? error.message : String(error)}`;
    console.error(`Printify order for ${orderId} failed:`, message);
    await recordError(orderId, message);
    return { ok: false, reason: "provider-error", message };
  }
}

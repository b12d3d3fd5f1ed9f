import { json } from "@remix-run/node";
import type { TrackedOrder } from "~/models/orders.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

/** An order id from a path: our ids are uuids (varchar 64); anything else cannot be an order. */
export function orderIdParam(value: string | undefined): string {
  if (!value || !/^[A-Za-z0-9-]{1,64}$/.test(value)) throw orderNotFound();
  return value;
}

export const orderNotFound = () => json({ message: m.shop_api_order_not_found() }, { status: 404 });

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const money = (value: string) => Number.parseFloat(value).toFixed(2);

/**
 * The API's order fields (totalAmount a string with 2 decimals), plus what Order Tracking shows:
 * payment, pickup event, shipment tracking and the lines.
 */
export function toApiOrder(order: TrackedOrder) {
  return {
    id: order.id,
    userId: order.userId,
    productId: order.productId,
    quantity: order.quantity,
    totalAmount: money(order.totalAmount),
    status: order.status ?? "pending",
    customerEmail: order.customerEmail,
    customerName: order.customerName,
    includesMembership: order.includesMembership,
    createdAt: iso(order.createdAt),
    updatedAt: iso(order.updatedAt),
    paymentMethod: order.paymentMethod,
    paid: order.paidAt !== null,
    paidAt: iso(order.paidAt),
    pickupEvent:
      order.pickupEventId === null ? null : { id: order.pickupEventId, title: order.pickupEventTitle, date: iso(order.pickupEventDate) },
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    trackingUrl: order.trackingUrl,
    shippedAt: iso(order.shippedAt),
    deliveredAt: iso(order.deliveredAt),
    cancelledAt: iso(order.cancelledAt),
    lines: order.lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      name: line.name,
      size: line.size,
      unitPrice: money(line.unitPrice),
      quantity: line.quantity,
      fulfillmentType: line.fulfillmentType,
    })),
  };
}

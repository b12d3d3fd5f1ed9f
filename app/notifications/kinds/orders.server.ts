import { asc, eq } from "drizzle-orm";
import { events, orderLines, orders } from "../../../db/schema";
import type { Database } from "../../../db/client";
import { branding } from "~/utils/branding.server";
import { appOrigin } from "~/utils/env.server";
import { formatPrice, lineTotal } from "~/utils/format";
import { isOrderStatus, orderNumber } from "~/models/orders";
import type { KindDefinition, OutboxRow, Rendered } from "../kind.server";
import { greeting, loadMember, mailDateTime } from "../mail-parts.server";

/**
 * The shop's transactional mails: the confirmation of an order and each change of its status.
 * They go out whatever the customer's shopPromotions setting says (that setting is for offers).
 */

const orderTrackingUrl = () => `${appOrigin}/order-tracking`;

async function loadOrder(db: Database, orderId: string) {
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      userId: orders.userId,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      totalAmount: orders.totalAmount,
      paymentMethod: orders.paymentMethod,
      paidAt: orders.paidAt,
      shippingAddress: orders.shippingAddress,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
      trackingUrl: orders.trackingUrl,
      pickupTitle: events.title,
      pickupDate: events.date,
      pickupLocation: events.location,
    })
    .from(orders)
    .leftJoin(events, eq(events.id, orders.pickupEventId))
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const lines = await db
    .select({
      name: orderLines.name,
      size: orderLines.size,
      quantity: orderLines.quantity,
      unitPrice: orderLines.unitPrice,
      fulfillmentType: orderLines.fulfillmentType,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return { ...order, lines };
}

type LoadedOrder = NonNullable<Awaited<ReturnType<typeof loadOrder>>>;

/** A member's current address (they may have changed it since), or the guest's checkout address. */
async function recipientOf(
  db: Database,
  row: OutboxRow,
  order: LoadedOrder,
): Promise<{ to: string; firstName: string | null } | { skip: string }> {
  if (row.userId) {
    const member = await loadMember(db, row.userId);
    if (member?.email) return { to: member.email, firstName: member.firstName };
  }
  const to = row.toEmail ?? order.customerEmail;
  if (!to) return { skip: "no email address" };
  return { to, firstName: order.customerName?.split(" ")[0] ?? null };
}

const hasPickup = (order: LoadedOrder) => order.lines.some((line) => line.fulfillmentType === "event-pickup");
const hasShipping = (order: LoadedOrder) => order.lines.some((line) => line.fulfillmentType === "print-on-demand");

function pickupText(order: LoadedOrder): string | null {
  if (!order.pickupTitle || !order.pickupDate) return null;
  return `${order.pickupTitle}, ${mailDateTime(order.pickupDate)}${order.pickupLocation ? `, ${order.pickupLocation}` : ""}`;
}

function lineItems(order: LoadedOrder): string[] {
  return [
    ...order.lines.map(
      (line) =>
        `- ${line.quantity} × ${line.name}${line.size ? ` (size ${line.size})` : ""}: ${formatPrice(lineTotal(line.unitPrice, line.quantity), branding.currency)}`,
    ),
    `Total: ${formatPrice(order.totalAmount, branding.currency)}`,
  ];
}

function followUp(order: LoadedOrder): string {
  return order.userId
    ? `Follow your order at ${orderTrackingUrl()}.`
    : `Sign in with this email address at ${orderTrackingUrl()} to follow your order.`;
}

function signOff(): string[] {
  return ["", `Questions? Reply to ${branding.contactEmail}.`, "", `Thank you for supporting ${branding.groupName}!`];
}

async function render(
  row: OutboxRow,
  db: Database,
  body: (order: LoadedOrder) => { subject: string; text: string[] } | { skip: string },
): Promise<Rendered> {
  const orderId = typeof row.payload.orderId === "string" ? row.payload.orderId : row.subjectKey.split(":")[0];
  if (!orderId) return { skip: "the notification names no order" };
  const order = await loadOrder(db, orderId);
  if (!order) return { skip: "the order no longer exists" };
  const to = await recipientOf(db, row, order);
  if ("skip" in to) return to;
  const content = body(order);
  if ("skip" in content) return content;
  return { mail: { to: to.to, subject: content.subject, text: [greeting(to.firstName), "", ...content.text, ...signOff()].join("\n") } };
}

export const orderNotificationKinds: Record<"order-confirmation" | "order-status", KindDefinition> = {
  /** Enqueued when an order is placed (pay later) or paid (Stripe). */
  "order-confirmation": {
    render: (row, db) =>
      render(row, db, (order) => {
        const number = orderNumber(order.id);
        const payment = order.paidAt
          ? "Paid by card. Thank you!"
          : "Payment: pay at pickup or on invoice. We will mark the order paid once we receive it.";
        const pickup = hasPickup(order) ? pickupText(order) : null;
        const address = hasShipping(order) && order.shippingAddress ? order.shippingAddress : null;
        return {
          subject: `Order #${number} confirmed`,
          text: [
            `Thanks for your order #${number} with ${branding.groupName}.`,
            "",
            ...lineItems(order),
            "",
            payment,
            ...(pickup ? [`Collect your event-pickup items at: ${pickup}.`] : []),
            ...(address
              ? [
                  `Shipping to: ${address.firstName} ${address.lastName}, ${address.address1}${address.address2 ? `, ${address.address2}` : ""}, ${address.city}, ${address.zip}, ${address.country}.`,
                ]
              : []),
            "",
            followUp(order),
          ],
        };
      }),
  },

  /** Each status change (changeOrderStatus in app/models/orders.server.ts); subject key "{orderId}:{status}". */
  "order-status": {
    render: (row, db) =>
      render(row, db, (order) => {
        const status = row.payload.status;
        if (!isOrderStatus(status)) return { skip: "the notification names no status" };
        // A cancellation since makes any other news moot.
        if (order.status === "cancelled" && status !== "cancelled") return { skip: "the order was cancelled since" };
        const number = orderNumber(order.id);
        const pickupOnly = hasPickup(order) && !hasShipping(order);
        const pickup = pickupText(order);
        switch (status) {
          case "processing":
            // Collected at the merch table straight from pending: 'ready for pickup' would arrive beside 'collected'.
            if (pickupOnly && order.status === "delivered") return { skip: "the order was collected since" };
            return pickupOnly
              ? {
                  subject: `Order #${number} is ready for pickup`,
                  text: [
                    `Your order #${number} is packed and ready for pickup${pickup ? ` at ${pickup}` : ""}.`,
                    "",
                    ...lineItems(order),
                    "",
                    followUp(order),
                  ],
                }
              : {
                  subject: `Order #${number} is being made`,
                  text: [`Your order #${number} is being printed and packed. We will email you again when it ships.`, "", followUp(order)],
                };
          case "shipped": {
            const tracking = [
              ...(order.carrier || order.trackingNumber
                ? [`Carrier: ${[order.carrier, order.trackingNumber].filter(Boolean).join(", tracking number ")}`]
                : []),
              ...(order.trackingUrl ? [`Track it: ${order.trackingUrl}`] : []),
            ];
            return {
              subject: `Order #${number} has shipped`,
              text: [`Your order #${number} is on its way.`, ...tracking, "", followUp(order)],
            };
          }
          case "delivered":
            return pickupOnly
              ? {
                  subject: `Order #${number} collected`,
                  text: [`You collected order #${number}. Enjoy it, and see you at the next match!`],
                }
              : {
                  subject: `Order #${number} delivered`,
                  text: [`Your order #${number} has been delivered. Enjoy it, and see you at the next match!`],
                };
          case "cancelled":
            return {
              subject: `Order #${number} cancelled`,
              text: [
                `Your order #${number} has been cancelled.`,
                order.paidAt ? "Your payment will be refunded to the card you paid with." : "Nothing was charged.",
              ],
            };
          default:
            return { skip: `no email for status ${status}` };
        }
      }),
  },
};

import { and, asc, eq } from "drizzle-orm";
import { events, notifications, orderLines, orders } from "../../../db/schema";
import type { Database } from "../../../db/client";
import { branding } from "~/utils/branding.server";
import { appOrigin } from "~/utils/env.server";
import { formatPrice, lineTotal } from "~/utils/format";
import { isOrderStatus, orderNumber } from "~/models/orders";
import type { KindDefinition, OutboxRow, Rendered } from "../kind.server";
import { greeting, loadMember, mailDateTime } from "../mail-parts.server";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { inLocale, offeredLocale } from "~/i18n/locale.server";

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

const linePrice = (line: LoadedOrder["lines"][number]) => formatPrice(lineTotal(line.unitPrice, line.quantity), branding.currency);

function lineItems(order: LoadedOrder): string[] {
  return [
    ...order.lines.map((line) =>
      line.size
        ? m.mail_orders_item_line_sized({ quantity: line.quantity, name: line.name, size: line.size, price: linePrice(line) })
        : m.mail_orders_item_line({ quantity: line.quantity, name: line.name, price: linePrice(line) }),
    ),
    m.mail_orders_total({ total: formatPrice(order.totalAmount, branding.currency) }),
  ];
}

function followUp(order: LoadedOrder): string {
  return order.userId ? m.mail_orders_follow_member({ url: orderTrackingUrl() }) : m.mail_orders_follow_guest({ url: orderTrackingUrl() });
}

function signOff(): string[] {
  return ["", m.mail_orders_questions({ email: branding.contactEmail }), "", m.mail_orders_thanks({ group: branding.groupName })];
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
  const write = (): Rendered => {
    const content = body(order);
    if ("skip" in content) return content;
    return { mail: { to: to.to, subject: content.subject, text: [greeting(to.firstName), "", ...content.text, ...signOff()].join("\n") } };
  };
  // A guest's status mail is queued by an admin's request: it takes the language of the guest's own
  // checkout (kept on their confirmation's row), not the admin's. A member's is already in theirs.
  if (!row.userId && row.kind !== "order-confirmation") {
    const [confirmation] = await db
      .select({ locale: notifications.locale })
      .from(notifications)
      .where(and(eq(notifications.kind, "order-confirmation"), eq(notifications.subjectKey, order.id)));
    const guestLocale = offeredLocale(confirmation?.locale);
    if (guestLocale) return inLocale(guestLocale, write);
  }
  return write();
}

export const orderNotificationKinds: Record<"order-confirmation" | "order-status", KindDefinition> = {
  /** Enqueued when an order is placed (pay later) or paid (Stripe). */
  "order-confirmation": {
    render: (row, db) =>
      render(row, db, (order) => {
        const number = orderNumber(order.id);
        const payment = order.paidAt ? m.mail_orders_paid() : m.mail_orders_pay_later();
        const pickup = hasPickup(order) ? pickupText(order) : null;
        const address = hasShipping(order) && order.shippingAddress ? order.shippingAddress : null;
        return {
          subject: m.mail_orders_confirmed_subject({ number }),
          text: [
            m.mail_orders_confirmed_intro({ number, group: branding.groupName }),
            "",
            ...lineItems(order),
            "",
            payment,
            ...(pickup ? [m.mail_orders_pickup_at({ pickup })] : []),
            ...(address
              ? [
                  m.mail_orders_shipping_to({
                    address: [
                      `${address.firstName} ${address.lastName}`,
                      address.address1,
                      address.address2,
                      address.city,
                      address.zip,
                      address.country,
                    ]
                      .filter(Boolean)
                      .join(", "),
                  }),
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
                  subject: m.mail_orders_ready_subject({ number }),
                  text: [
                    pickup ? m.mail_orders_ready_text_at({ number, pickup }) : m.mail_orders_ready_text({ number }),
                    "",
                    ...lineItems(order),
                    "",
                    followUp(order),
                  ],
                }
              : {
                  subject: m.mail_orders_making_subject({ number }),
                  text: [m.mail_orders_making_text({ number }), "", followUp(order)],
                };
          case "shipped": {
            const tracking = [
              ...(order.carrier && order.trackingNumber
                ? [m.mail_orders_carrier_tracking({ carrier: order.carrier, tracking: order.trackingNumber })]
                : order.carrier
                  ? [m.mail_orders_carrier({ carrier: order.carrier })]
                  : order.trackingNumber
                    ? [m.mail_orders_tracking({ tracking: order.trackingNumber })]
                    : []),
              ...(order.trackingUrl ? [m.mail_orders_track_it({ url: order.trackingUrl })] : []),
            ];
            return {
              subject: m.mail_orders_shipped_subject({ number }),
              text: [m.mail_orders_shipped_text({ number }), ...tracking, "", followUp(order)],
            };
          }
          case "delivered":
            return pickupOnly
              ? {
                  subject: m.mail_orders_collected_subject({ number }),
                  text: [m.mail_orders_collected_text({ number })],
                }
              : {
                  subject: m.mail_orders_delivered_subject({ number }),
                  text: [m.mail_orders_delivered_text({ number })],
                };
          case "cancelled":
            return {
              subject: m.mail_orders_cancelled_subject({ number }),
              text: [
                m.mail_orders_cancelled_text({ number }),
                order.paidAt ? m.mail_orders_cancelled_refund() : m.mail_orders_cancelled_nothing(),
              ],
            };
          default:
            return { skip: `no email for status ${status}` };
        }
      }),
  },
};

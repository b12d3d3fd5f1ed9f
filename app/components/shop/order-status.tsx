import { Badge, type BadgeTone } from "../ui/badge";
import { capitalize } from "~/utils/format";
import { filledOrderSteps, ORDER_STEPS, type OrderStatus } from "~/models/orders";
import * as m from "~/i18n/paraglide/messages/_index.js";

const STATUS_TONE: Record<string, BadgeTone> = {
  pending: "yellow",
  processing: "blue",
  shipped: "purple",
  delivered: "green",
  cancelled: "red",
};

const STATUS_LABEL: Record<OrderStatus, () => string> = {
  pending: m.shop_order_status_pending,
  processing: m.shop_order_status_processing,
  shipped: m.shop_order_status_shipped,
  delivered: m.shop_order_status_delivered,
  cancelled: m.shop_order_status_cancelled,
};

/** An order status in words (an unknown one as it is stored, capitalised); missing means pending. */
export function orderStatusLabel(status: string | null): string {
  const value = status ?? "pending";
  return Object.hasOwn(STATUS_LABEL, value) ? STATUS_LABEL[value as OrderStatus]() : capitalize(value);
}

/** An order's status badge; a missing status counts as pending, the status every order starts in. */
export function OrderStatusBadge({ status }: { status: string | null }) {
  const value = status ?? "pending";
  return <Badge tone={STATUS_TONE[value] ?? "gray"}>{orderStatusLabel(value)}</Badge>;
}

/** The four-step progress (placed, processing, shipped, delivered); a cancelled order has none. */
export function OrderProgress({ status }: { status: string | null }) {
  const filled = filledOrderSteps(status);
  if ((status ?? "pending") === "cancelled") return null;
  return (
    <ol className="grid grid-cols-4 gap-2 text-center text-xs" aria-label={m.shop_order_progress()} data-testid="order-progress">
      {ORDER_STEPS.map((step, index) => (
        <li
          key={index}
          aria-current={index + 1 === filled ? "step" : undefined}
          data-filled={index < filled ? "true" : "false"}
          className={`rounded border-t-4 pt-2 ${index < filled ? "border-brand-600 font-semibold" : "border-gray-200 text-gray-600 dark:border-gray-700 dark:text-gray-300"}`}
        >
          {step()}
          {index < filled ? <span className="sr-only"> {m.shop_order_step_done()}</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** Paid, or to be paid in person (a pay-later order is settled at pickup or on invoice, outside the site). */
export function paymentLabel(order: { paidAt: string | Date | null; paymentMethod: string }) {
  if (order.paidAt) return m.shop_order_payment_paid();
  return order.paymentMethod === "stripe" ? m.shop_order_payment_awaiting() : m.shop_order_payment_later();
}

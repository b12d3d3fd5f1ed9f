import { Badge, type BadgeTone } from "../ui/badge";
import { capitalize } from "~/utils/format";
import { filledOrderSteps, ORDER_STEPS } from "~/models/orders";

const STATUS_TONE: Record<string, BadgeTone> = {
  pending: "yellow",
  processing: "blue",
  shipped: "purple",
  delivered: "green",
  cancelled: "red",
};

/** An order's status badge; a missing status counts as pending, the status every order starts in. */
export function OrderStatusBadge({ status }: { status: string | null }) {
  const value = status ?? "pending";
  return <Badge tone={STATUS_TONE[value] ?? "gray"}>{capitalize(value)}</Badge>;
}

/** The four-step progress (placed, processing, shipped, delivered); a cancelled order has none. */
export function OrderProgress({ status }: { status: string | null }) {
  const filled = filledOrderSteps(status);
  if ((status ?? "pending") === "cancelled") return null;
  return (
    <ol className="grid grid-cols-4 gap-2 text-center text-xs" aria-label="Order progress" data-testid="order-progress">
      {ORDER_STEPS.map((step, index) => (
        <li
          key={step}
          aria-current={index + 1 === filled ? "step" : undefined}
          data-filled={index < filled ? "true" : "false"}
          className={`rounded border-t-4 pt-2 ${index < filled ? "border-brand-600 font-semibold" : "border-gray-200 text-gray-600 dark:border-gray-700 dark:text-gray-300"}`}
        >
          {step}
          {index < filled ? <span className="sr-only"> (done)</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** Paid, or to be paid in person (a pay-later order is settled at pickup or on invoice, outside the site). */
export function paymentLabel(order: { paidAt: string | Date | null; paymentMethod: string }) {
  if (order.paidAt) return "Paid";
  return order.paymentMethod === "stripe" ? "Awaiting payment" : "Pay at pickup / on invoice";
}

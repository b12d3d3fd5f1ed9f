import * as m from "~/i18n/paraglide/messages/_index.js";

/** Order progress, shared by the server and the browser (each step a message, called at render). */
export const ORDER_STEPS = [
  m.shop_order_step_placed,
  m.shop_order_step_processing,
  m.shop_order_step_shipped,
  m.shop_order_step_delivered,
] as const;

/** How many progress steps are filled; cancelled orders have no progress; missing means pending. */
export function filledOrderSteps(status: string | null): number {
  switch (status ?? "pending") {
    case "processing":
      return 2;
    case "shipped":
      return 3;
    case "delivered":
      return 4;
    case "cancelled":
      return 0;
    default:
      return 1;
  }
}

export type OrderStatus = "pending" | "processing" | "shipped" | "delivered" | "cancelled";

/**
 * The moves an order may make. pending -> processing (paid and being made or packed), -> shipped
 * (print-on-demand) or -> delivered (collected at a pickup event), or cancelled before it ships.
 * delivered and cancelled are final: anything else is an illegal jump (409 in the API).
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["processing", "cancelled"],
  processing: ["shipped", "delivered", "cancelled"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && Object.hasOwn(ORDER_TRANSITIONS, value);
}

export function canChangeOrderStatus(from: string | null, to: OrderStatus): boolean {
  const current = (from ?? "pending") as OrderStatus;
  return isOrderStatus(current) && ORDER_TRANSITIONS[current].includes(to);
}

/** The statuses an order may come from to reach `to` (for a conditional UPDATE ... WHERE status IN). */
export function orderStatusesLeadingTo(to: OrderStatus): OrderStatus[] {
  return (Object.keys(ORDER_TRANSITIONS) as OrderStatus[]).filter((from) => ORDER_TRANSITIONS[from].includes(to));
}

/** The order number is the last 6 characters of its id, upper case (docs/decisions/007-kept-product-contract.md). */
export const orderNumber = (id: string) => id.slice(-6).toUpperCase();

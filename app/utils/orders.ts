/** Order progress (SPEC §4), shared by the server and the browser. */
export const ORDER_STEPS = ["Order Placed", "Processing", "Shipped", "Delivered"] as const;

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

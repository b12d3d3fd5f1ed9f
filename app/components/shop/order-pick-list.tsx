import { Form } from "@remix-run/react";
import { Button } from "../ui/button";
import { formatPrice } from "~/utils/format";
import { orderNumber } from "~/models/orders";
import { useBranding } from "~/utils/branding";

type PickOrder = {
  id: string;
  customerName: string | null;
  customerEmail: string | null;
  totalAmount: string;
  status: string;
  paymentMethod: string;
  paidAt: string | null;
  /** When it was handed over, on the group's clock ('19:02'); null while still to hand over. */
  collectedAt: string | null;
  lines: { id: number; name: string; size: string | null; quantity: number }[];
};

/** "Paid", or the money to take at the table (a card order whose payment has not arrived is not cash to take). */
function collectLabel(order: { paidAt: string | Date | null; paymentMethod: string; totalAmount: string }, currency: string) {
  if (order.paidAt) return "Paid";
  return order.paymentMethod === "stripe" ? "Card payment not received" : `To collect ${formatPrice(order.totalAmount, currency)}`;
}

/** Who collects what: one row per order, its items with sizes, payment, when it was collected, and a 'Collected' button while still to hand over (hidden when printed). */
export function PickListTable({
  orders,
  eventId,
  collecting,
}: {
  orders: PickOrder[];
  eventId: number;
  collecting: FormDataEntryValue | null;
}) {
  const { currency } = useBranding();
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Pickup orders">
      <table className="w-full text-left text-sm print:text-xs">
        <caption className="mb-2 text-left text-lg font-semibold">Pickup orders</caption>
        <thead className="border-b border-gray-200 text-gray-600 dark:border-gray-700 dark:text-gray-300">
          <tr>
            <th className="py-2 pr-3">Customer</th>
            <th className="py-2 pr-3">Order</th>
            <th className="py-2 pr-3">Items</th>
            <th className="py-2 pr-3">Payment</th>
            <th className="py-2 pr-3">Collected</th>
            <th className="py-2 print:hidden">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr
              key={order.id}
              className="break-inside-avoid border-b border-gray-100 align-top dark:border-gray-800"
              data-testid="pick-list-row"
            >
              <td className="py-2 pr-3">
                <span className="font-medium">{order.customerName ?? "(no name)"}</span>
                <div className="text-xs text-gray-600 dark:text-gray-300">{order.customerEmail}</div>
              </td>
              <td className="py-2 pr-3">#{orderNumber(order.id)}</td>
              <td className="py-2 pr-3">
                <ul>
                  {order.lines.map((line) => (
                    <li key={line.id}>
                      {line.quantity} × {line.name}
                      {line.size ? ` (${line.size})` : ""}
                    </li>
                  ))}
                </ul>
              </td>
              <td className={`py-2 pr-3 ${order.paidAt ? "" : "font-semibold text-red-700 dark:text-red-300"}`}>
                {collectLabel(order, currency)}
              </td>
              <td className="py-2 pr-3 tabular-nums">{order.collectedAt ?? ""}</td>
              <td className="py-2 text-right print:hidden">
                {order.collectedAt || order.status === "delivered" ? null : (
                  <Form method="post" action={`/admin/orders/pick-list?event=${eventId}`}>
                    <input type="hidden" name="orderId" value={order.id} />
                    <Button
                      type="submit"
                      name="intent"
                      value="collected"
                      variant="secondary"
                      disabled={collecting === order.id}
                      aria-label={`Collected: order #${orderNumber(order.id)} for ${order.customerName ?? "customer"}`}
                    >
                      {collecting === order.id ? "Saving..." : "Collected"}
                    </Button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** How many of each product and size to bring. */
export function PickTotals({ totals }: { totals: { name: string; size: string | null; quantity: number }[] }) {
  return (
    <table className="w-full max-w-md text-left text-sm">
      <caption className="mb-2 text-left text-lg font-semibold">Totals to bring</caption>
      <thead className="border-b border-gray-200 text-gray-600 dark:border-gray-700 dark:text-gray-300">
        <tr>
          <th className="py-2">Product</th>
          <th className="py-2">Size</th>
          <th className="py-2 text-right">Quantity</th>
        </tr>
      </thead>
      <tbody>
        {totals.map((total) => (
          <tr key={`${total.name}-${total.size ?? ""}`} className="border-b border-gray-100 dark:border-gray-800" data-testid="pick-total">
            <td className="py-1">{total.name}</td>
            <td className="py-1">{total.size ?? "—"}</td>
            <td className="py-1 text-right tabular-nums">{total.quantity}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

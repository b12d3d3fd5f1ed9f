import { Form } from "@remix-run/react";
import { Button } from "../ui/button";
import { formatPrice } from "~/utils/format";
import { orderNumber } from "~/models/orders";
import { useBranding } from "~/utils/branding";
import * as m from "~/i18n/paraglide/messages/_index.js";

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
  if (order.paidAt) return m.shop_order_payment_paid();
  return order.paymentMethod === "stripe"
    ? m.shop_admin_pick_card_not_received()
    : m.shop_admin_pick_to_collect({ amount: formatPrice(order.totalAmount, currency) });
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
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={m.shop_admin_pick_orders()}>
      <table className="w-full text-left text-sm print:text-xs">
        <caption className="mb-2 text-left text-lg font-semibold">{m.shop_admin_pick_orders()}</caption>
        <thead className="border-b border-gray-200 text-gray-600 dark:border-gray-700 dark:text-gray-300">
          <tr>
            <th className="py-2 pr-3">{m.shop_order_customer()}</th>
            <th className="py-2 pr-3">{m.shop_admin_orders_col_order()}</th>
            <th className="py-2 pr-3">{m.shop_order_items()}</th>
            <th className="py-2 pr-3">{m.shop_order_payment()}</th>
            <th className="py-2 pr-3">{m.shop_admin_pick_collected()}</th>
            <th className="py-2 print:hidden">
              <span className="sr-only">{m.shop_admin_pick_actions()}</span>
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
                <span className="font-medium">{order.customerName ?? m.shop_order_no_name()}</span>
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
                      aria-label={m.shop_admin_pick_collected_label({
                        number: orderNumber(order.id),
                        name: order.customerName ?? m.shop_admin_pick_customer_fallback(),
                      })}
                    >
                      {collecting === order.id ? m.shop_saving() : m.shop_admin_pick_collected()}
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
      <caption className="mb-2 text-left text-lg font-semibold">{m.shop_admin_pick_totals()}</caption>
      <thead className="border-b border-gray-200 text-gray-600 dark:border-gray-700 dark:text-gray-300">
        <tr>
          <th className="py-2">{m.shop_admin_pick_product()}</th>
          <th className="py-2">{m.shop_size_legend()}</th>
          <th className="py-2 text-right">{m.shop_admin_pick_quantity()}</th>
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

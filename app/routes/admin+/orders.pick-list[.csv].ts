import type { LoaderFunctionArgs } from "@remix-run/node";
import { getPickList } from "~/models/admin-orders.server";
import { requireAdmin } from "~/utils/auth.server";
import { branding } from "~/utils/branding.server";
import { toCsv } from "~/utils/csv";
import { orderNumber } from "~/models/orders";
import { parseId } from "~/utils/validation.server";
import { dateToWallTime } from "~/utils/zoned-time";

/**
 * GET /admin/orders/pick-list.csv?event=ID: the pick list for a spreadsheet, one row per item to
 * hand over (customer, order, item, size, quantity, payment; the amount to collect on the order's first row), then the totals per product and size.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const eventId = parseId(new URL(request.url).searchParams.get("event"));
  const pickList = eventId === null ? null : await getPickList(eventId);
  if (!pickList) throw new Response("Event not found", { status: 404 });
  const { event, orders, totals } = pickList;
  const day = dateToWallTime(event.date, branding.timeZone).slice(0, 10);
  const csv = toCsv([
    ["Customer", "Email", "Order", "Item", "Size", "Quantity", "Payment", "Amount to collect"],
    ...orders.flatMap((order) =>
      order.lines.map((line, index) => [
        order.customerName,
        order.customerEmail,
        `#${orderNumber(order.id)}`,
        line.name,
        line.size,
        line.quantity,
        order.paidAt ? "Paid" : order.paymentMethod === "stripe" ? "Card payment not received" : "To collect",
        // Once per order (on its first item), so the column adds up to the money to take.
        index === 0 && !order.paidAt && order.paymentMethod === "pay-later" ? order.totalAmount : "",
      ]),
    ),
    [],
    ["Totals", "", "", "Item", "Size", "Quantity"],
    ...totals.map((total) => ["", "", "", total.name, total.size, total.quantity]),
  ]);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="pick-list-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { toCsv } from "~/utils/csv";
import { orderNumber } from "~/models/orders";
import { branding } from "~/utils/branding.server";
import { dateToWallTime } from "~/utils/zoned-time";
import { csvDownload, loadPickListForCsv } from "./__pick-list-csv.server";

/**
 * GET /admin/orders/pick-list.csv?event=ID: the pick list for a spreadsheet, one row per item to
 * hand over (customer, order, item, size, quantity, payment; the amount to collect on the order's
 * first row; when it was collected, empty while still to hand over). One table only, so a spreadsheet or a CSV reader sees every row as an order line;
 * the totals per product and size are their own file, /admin/orders/pick-list/totals.csv.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { orders, day } = await loadPickListForCsv(request);
  const csv = toCsv([
    ["Customer", "Email", "Order", "Item", "Size", "Quantity", "Payment", "Amount to collect", "Collected"],
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
        // When it was handed over, on the group's clock (2030-03-01 19:02); empty while still to hand over.
        order.collectedAt ? dateToWallTime(order.collectedAt, branding.timeZone).replace("T", " ") : "",
      ]),
    ),
  ]);
  return csvDownload(csv, `pick-list-${day}.csv`);
}

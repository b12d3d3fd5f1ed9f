import type { LoaderFunctionArgs } from "@remix-run/node";
import { toCsv } from "~/utils/csv";
import { csvDownload, loadPickListForCsv } from "./__pick-list-csv.server";

/**
 * GET /admin/orders/pick-list/totals.csv?event=ID: what to bring to the event, one row per product
 * and size with the quantity still to hand over (the pick list CSV's orders with no Collected time).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { totals, day } = await loadPickListForCsv(request);
  const csv = toCsv([["Item", "Size", "Quantity"], ...totals.map((total) => [total.name, total.size, total.quantity])]);
  return csvDownload(csv, `pick-list-totals-${day}.csv`);
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { insightCsv } from "./__insights.server";

/** GET /admin/insights/money.csv?period=…: the money chart's numbers as one CSV table (admins only). */
export const loader = ({ request }: LoaderFunctionArgs) => insightCsv(request, "money");

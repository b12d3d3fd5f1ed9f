import type { LoaderFunctionArgs } from "@remix-run/node";
import { insightCsv } from "./__insights.server";

/** GET /admin/insights/events.csv?period=…: the events chart's numbers as one CSV table (admins only). */
export const loader = ({ request }: LoaderFunctionArgs) => insightCsv(request, "events");

import type { LoaderFunctionArgs } from "@remix-run/node";
import { insightCsv } from "./__insights.server";

/** GET /admin/insights/volunteering.csv?period=…: the volunteering chart's numbers as one CSV table (admins only). */
export const loader = ({ request }: LoaderFunctionArgs) => insightCsv(request, "volunteering");

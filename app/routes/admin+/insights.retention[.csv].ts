import type { LoaderFunctionArgs } from "@remix-run/node";
import { insightCsv } from "./__insights.server";

/** GET /admin/insights/retention.csv?period=…: per join month, who joined and who were members 12 months later (empty while not yet known). */
export const loader = ({ request }: LoaderFunctionArgs) => insightCsv(request, "retention");

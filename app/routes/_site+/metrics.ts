import type { LoaderFunctionArgs } from "@remix-run/node";
import { timingSafeEqual } from "node:crypto";
import { collectMetrics } from "~/models/metrics.server";
import { env } from "~/utils/env.server";

/** Whether the Authorization header carries exactly `Bearer <token>` (compared in constant time). */
function bearerMatches(header: string | null, token: string): boolean {
  const given = Buffer.from(header ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus scrapes this: the Prometheus text format, only with `Authorization: Bearer
 * METRICS_TOKEN`. Without METRICS_TOKEN set there are no metrics to scrape: 404, as for any path
 * the site does not have. Each instance answers for itself (scrape every instance, not the proxy).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = env.METRICS_TOKEN;
  if (!token) throw new Response("Not Found", { status: 404 });
  if (!bearerMatches(request.headers.get("Authorization"), token)) {
    return new Response("The metrics need the token: Authorization: Bearer <METRICS_TOKEN>\n", {
      status: 401,
      headers: { "WWW-Authenticate": 'Bearer realm="metrics"', "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const { body, contentType } = await collectMetrics();
  return new Response(body, { headers: { "Content-Type": contentType, "Cache-Control": "no-store" } });
}

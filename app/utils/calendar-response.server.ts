import { applySecurityHeaders } from "./security.server";

/**
 * The answer of every .ics route: an iCalendar body with its filename, or a plain 404. Calendar
 * apps and browsers read these directly, so the type, disposition and caching are set in one place.
 */
export function calendarResponse(
  body: string,
  {
    filename,
    disposition = "attachment",
    cacheControl = "public, max-age=300",
    headers: extra = {},
  }: {
    filename?: string;
    disposition?: "attachment" | "inline";
    cacheControl?: string;
    headers?: Record<string, string>;
  } = {},
): Response {
  const headers = withHeaders(extra);
  headers.set("Content-Type", "text/calendar; charset=utf-8");
  if (filename) headers.set("Content-Disposition", `${disposition}; filename="${filename}"`);
  headers.set("Cache-Control", cacheControl);
  return new Response(body, { headers });
}

export function calendarNotFound(extra: Record<string, string> = {}): Response {
  const headers = withHeaders(extra);
  headers.set("Content-Type", "text/plain; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  return new Response("Not Found", { status: 404, headers });
}

/** The protective headers, then the route's own (which win: a feed's stricter Referrer-Policy). */
function withHeaders(extra: Record<string, string>): Headers {
  const headers = applySecurityHeaders(new Headers());
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return headers;
}

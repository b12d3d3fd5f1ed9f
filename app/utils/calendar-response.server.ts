import { getLocale } from "~/i18n/paraglide/runtime.js";
import { applySecurityHeaders } from "./security.server";

/**
 * A public feed is written in the request's language (the `lang` cookie, else Accept-Language), so
 * a shared cache must keep one copy per language, as the front door has it keep pages.
 */
const PUBLIC_VARY = "Cookie, Accept-Language";

/**
 * The answer of every .ics route: an iCalendar body with its filename, or a plain 404. Calendar
 * apps and browsers read these directly, so the type, disposition and caching are set in one place.
 * Called where the body was rendered (inside the feed owner's `inLocale` for a personal feed): the
 * answer's Content-Language is the language the words are in. A public answer varies by the
 * request's language; a private one is its owner's alone, whatever the request asks.
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
  headers.set("Content-Language", getLocale());
  if (cacheControl.startsWith("public") && !headers.has("Vary")) headers.set("Vary", PUBLIC_VARY);
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

import type { LoaderFunctionArgs } from "@remix-run/node";
import { listCalendarShiftsForToken } from "~/models/volunteer.server";
import { branding } from "~/utils/branding.server";
import { appOrigin } from "~/utils/env.server";
import { applySecurityHeaders } from "~/utils/security.server";
import { buildShiftCalendar } from "~/utils/volunteer-ical";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * GET /volunteer-shifts/calendar/<token>.ics: a member's confirmed shifts for their calendar app.
 * Calendar apps send no cookies, so the secret in the URL is the key; the member can replace or
 * revoke it on /volunteer-shifts. Unknown token: 404. Private: no shared cache may keep it.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  const shifts = TOKEN.test(token) ? await listCalendarShiftsForToken(token) : null;
  const headers = applySecurityHeaders(new Headers());
  headers.set("Referrer-Policy", "no-referrer");
  if (!shifts) {
    headers.set("Content-Type", "text/plain; charset=utf-8");
    headers.set("Cache-Control", "no-store");
    return new Response("Not Found", { status: 404, headers });
  }
  const body = buildShiftCalendar({
    name: branding.groupName,
    timeZone: branding.timeZone,
    // UIDs follow the opportunity, so a shift downloaded on its own and seen in the feed is one event.
    shifts,
    origin: appOrigin,
  });
  headers.set("Content-Type", "text/calendar; charset=utf-8");
  headers.set("Cache-Control", "private, max-age=300");
  return new Response(body, { headers });
}

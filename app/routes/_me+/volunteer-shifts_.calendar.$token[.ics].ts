import type { LoaderFunctionArgs } from "@remix-run/node";
import { listCalendarShiftsForToken } from "~/models/volunteer.server";
import { calendarTokenLocale } from "~/models/volunteer-calendar.server";
import { inLocale } from "~/i18n/locale.server";
import { branding } from "~/utils/branding.server";
import { appOrigin } from "~/utils/env.server";
import { calendarNotFound, calendarResponse } from "~/utils/calendar-response.server";
import { buildShiftCalendar } from "~/models/volunteer-calendar";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * GET /volunteer-shifts/calendar/<token>.ics: a member's confirmed shifts for their calendar app.
 * Calendar apps send no cookies, so the secret in the URL is the key; the member can replace or
 * revoke it on /volunteer-shifts. Unknown token: 404. Private: no shared cache may keep it.
 * Written in the member's saved language, not the calendar app's.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  const locale = TOKEN.test(token) ? await calendarTokenLocale(token) : null;
  const shifts = locale ? await listCalendarShiftsForToken(token) : null;
  // The secret is in the URL: never send it on as a referrer.
  const privacy = { "Referrer-Policy": "no-referrer" };
  if (!locale || !shifts) return calendarNotFound(privacy);
  return inLocale(locale, () => {
    const body = buildShiftCalendar({
      name: branding.groupName,
      timeZone: branding.timeZone,
      // UIDs follow the opportunity, so a shift downloaded on its own and seen in the feed is one event.
      shifts,
      origin: appOrigin,
    });
    return calendarResponse(body, { cacheControl: "private, max-age=300", headers: privacy });
  });
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { getCalendarEvent } from "~/models/events.server";
import { branding } from "~/utils/branding.server";
import { calendarNotFound, calendarResponse } from "~/utils/calendar-response.server";
import { appOrigin } from "~/utils/env.server";
import { buildCalendar, slugify } from "~/utils/ical";
import { parseId } from "~/utils/validation";

/** GET /events/<id>.ics: one event as a download, for "add to calendar". */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseId(params.eventId);
  const event = id === null ? null : await getCalendarEvent(id);
  if (!event) return calendarNotFound();

  const body = buildCalendar({
    name: branding.groupName,
    timeZone: branding.timeZone,
    events: [event],
    origin: appOrigin,
  });
  return calendarResponse(body, { filename: `${slugify(event.title)}.ics` });
}

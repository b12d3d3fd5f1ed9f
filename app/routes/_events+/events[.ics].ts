import { listCalendarEvents } from "~/models/events.server";

/** Enough for any real fixture list; keeps the feed bounded however long the history grows. */
const FEED_LIMIT = 2000;
import { branding } from "~/utils/branding.server";
import { appOrigin } from "~/utils/env.server";
import { buildCalendar, slugify } from "~/utils/ical";
import { calendarResponse } from "~/utils/calendar-response.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET /events.ics: the fixtures feed supporters subscribe to in their phone calendar. Every event
 * from a year ago on, soonest first, so recent results stay in the calendar.
 */
export async function loader() {
  const now = new Date();
  const events = await listCalendarEvents({ from: new Date(now.getTime() - 365 * DAY_MS), limit: FEED_LIMIT });
  const body = buildCalendar({
    name: branding.groupName,
    timeZone: branding.timeZone,
    events,
    origin: appOrigin,
    now,
  });
  return calendarResponse(body, { filename: `${slugify(branding.groupName, "events")}-fixtures.ics`, disposition: "inline" });
}

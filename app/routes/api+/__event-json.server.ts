import type { AttendanceStatus } from "~/models/events.server";
import { placesLeft } from "~/models/events";

type EventRow = {
  capacity: number | null;
  attendeeCount: number;
  going: boolean;
  myStatus: AttendanceStatus | null;
  waitlistPosition: number | null;
};

/**
 * An event as /api/events and /api/events/{id} answer it: the event's fields as before, plus
 * `placesLeft` (null when unlimited) and the caller's own RSVP: `myStatus` ('going', 'waitlisted' or
 * null, also for an anonymous caller) and `waitlistPosition` (their place in line when waitlisted).
 */
export function toApiEvent<Row extends EventRow>(row: Row) {
  const { going: _going, myStatus, waitlistPosition, ...event } = row;
  return { ...event, placesLeft: placesLeft(row), myStatus, waitlistPosition: myStatus === "waitlisted" ? waitlistPosition : null };
}

/**
 * Public lists are cached by anyone for 30 s; an answer that holds a signed-in caller's own RSVP is
 * theirs alone.
 */
export function eventCacheHeaders(userId: string | null): Headers {
  return new Headers({ "Cache-Control": userId ? "private, no-cache" : "public, max-age=30", Vary: "Cookie" });
}

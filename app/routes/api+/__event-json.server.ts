import type { AttendanceStatus } from "~/models/events.server";
import { json } from "@remix-run/node";
import { placesLeft } from "~/models/events";
import { checkMatchLink, checkShiftTemplate } from "~/models/event-page.server";
import { messageFor } from "~/i18n/message-map";
import { matchLinkMessages, shiftTemplateMessages } from "~/i18n/messages/events";

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

/**
 * What the API's event POST and PUT check beyond the schema: the linked match (not itself, for an
 * edit) and the shift template exist. A 400 naming the field, or null when both hold.
 */
export async function refuseEventLinks(
  input: { matchEventId?: number | null; shiftTemplateId?: number | null },
  eventId: number | null,
): Promise<Response | null> {
  const link = await checkMatchLink(input.matchEventId, eventId);
  if (!link.ok) {
    const message = messageFor(matchLinkMessages, link);
    return json({ message, errors: { matchEventId: [message] } }, { status: 400 });
  }
  const template = await checkShiftTemplate(input.shiftTemplateId);
  if (!template.ok) {
    const message = messageFor(shiftTemplateMessages, template);
    return json({ message, errors: { shiftTemplateId: [message] } }, { status: 400 });
  }
  return null;
}

import { escapeText, foldLine, formatUtc } from "../utils/ical";
import * as m from "../i18n/paraglide/messages/_index.js";

/**
 * iCalendar for volunteer shifts: the one-shift download (/volunteer/<id>.ics) and a member's
 * private feed, its words in the language the caller renders in (the request's, or the feed
 * owner's through `inLocale`). Built from the same escaping and folding as the fixtures feed (ical.ts); a shift
 * ends at its own end time rather than after a fixed duration.
 */
export interface CalendarShift {
  id: number;
  title: string;
  description?: string | null;
  /** The instant the shift starts. */
  date: Date;
  startTime: string;
  endTime: string;
  location: string;
  contactInfo?: string | null;
  updatedAt?: Date | null;
  /** RFC 5545 SEQUENCE: the ics_sequence of the shift, or of the member's sign-up if that changed later. */
  sequence: number;
  /** Called off by the coordinators: sent as STATUS:CANCELLED so calendar apps drop the event. */
  cancelled?: boolean;
}

const CRLF = "\r\n";
const MINUTE_MS = 60_000;

function minutes(clock: string): number {
  const [h, m] = clock.split(":").map(Number);
  return h * 60 + (m || 0);
}

/** The instant a shift ends: its start plus the wall-clock length (past midnight counts as the next day). */
export function shiftEnd(shift: Pick<CalendarShift, "date" | "startTime" | "endTime">): Date {
  let length = minutes(shift.endTime) - minutes(shift.startTime);
  if (length <= 0) length += 24 * 60;
  return new Date(shift.date.getTime() + length * MINUTE_MS);
}

export function buildShiftCalendar({
  name,
  shifts,
  origin,
  now = new Date(),
  timeZone = "UTC",
}: {
  name: string;
  shifts: readonly CalendarShift[];
  origin: string;
  now?: Date;
  timeZone?: string;
}): string {
  const url = new URL(origin);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(name)}//Volunteer shifts//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(m.calendar_shifts_name({ group: name }))}`,
    `X-WR-TIMEZONE:${escapeText(timeZone)}`,
    ...shifts.flatMap((shift) => {
      const stamp = formatUtc(shift.updatedAt ?? now);
      const details = [shift.description?.trim(), shift.contactInfo ? m.calendar_shift_contact({ contact: shift.contactInfo }) : null]
        .filter(Boolean)
        .join("\n\n");
      return [
        "BEGIN:VEVENT",
        `UID:volunteer-${shift.id}@${url.host}`,
        `DTSTAMP:${stamp}`,
        `SEQUENCE:${shift.sequence}`,
        `DTSTART:${formatUtc(shift.date)}`,
        `DTEND:${formatUtc(shiftEnd(shift))}`,
        `SUMMARY:${escapeText(shift.title)}`,
        // RFC 5545 3.8.1.11: a feed that keeps the UID with CANCELLED removes the copy already imported.
        `STATUS:${shift.cancelled ? "CANCELLED" : "CONFIRMED"}`,
        `LOCATION:${escapeText(shift.location)}`,
        ...(details ? [`DESCRIPTION:${escapeText(details)}`] : []),
        `URL:${url.origin}/volunteer-shifts`,
        `LAST-MODIFIED:${stamp}`,
        "END:VEVENT",
      ];
    }),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

import * as m from "../i18n/paraglide/messages/_index.js";

/**
 * A small, dependency-free iCalendar (RFC 5545) writer for the fixtures feed (/events.ics) and
 * the per-event downloads (/events/<id>.ics). Times are written in UTC ("Z" form), so no
 * VTIMEZONE block is needed; X-WR-TIMEZONE only tells calendar apps which zone the club lives in.
 */

export interface CalendarEvent {
  id: number;
  title: string;
  description?: string | null;
  date: Date;
  location: string;
  /** match, watch-party or community (anything else is treated like community). */
  type: string;
  updatedAt?: Date | null;
  /**
   * RFC 5545 3.8.7.4 SEQUENCE: grows with each revision; some calendar apps (Outlook among them)
   * apply a change or a cancellation to an imported event only when it does. The row's
   * ics_sequence (db/schema.ts), which every write moves on.
   */
  sequence: number;
  /** Called off: sent as STATUS:CANCELLED (same UID, higher SEQUENCE) so calendar apps drop it. */
  cancelledAt?: Date | null;
}

export interface CalendarOptions {
  /**
   * The supporters group's name; the calendar is called "<name> fixtures", in the language the
   * feed is written in (the caller's: the request's, or an `inLocale`).
   */
  name: string;
  events: readonly CalendarEvent[];
  /** The site's origin, e.g. https://roadies.example.org: UIDs use its host, URLs point at it. */
  origin: string;
  /** Used as DTSTAMP for an event without updatedAt. */
  now?: Date;
  /** IANA zone for X-WR-TIMEZONE (a display hint only; every time is UTC). */
  timeZone?: string;
}

const CRLF = "\r\n";
const MAX_LINE_OCTETS = 75;
const HOUR_MS = 60 * 60 * 1000;

/** How long an event lasts on the calendar: matches and watch parties 2 hours, the rest 3. */
function eventDurationMs(type: string): number {
  return type === "match" || type === "watch-party" ? 2 * HOUR_MS : 3 * HOUR_MS;
}

/** Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n|\r|\n/g, "\\n")
      // Other control characters are not allowed in TEXT (HTAB is).
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
  );
}

/** 20250314T193000Z */
export function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

const encoder = new TextEncoder();

/**
 * Folds a content line into physical lines of at most 75 octets (RFC 5545 §3.1), each
 * continuation starting with a space. Splits only between characters, never inside a UTF-8
 * sequence (or a surrogate pair).
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_LINE_OCTETS) return line;
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      // The leading space of a continuation line counts towards its 75 octets.
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** Lowercase ASCII slug for file names: "Riverside FC vs Café Team!" → "riverside-fc-vs-cafe-team". */
export function slugify(value: string, fallback = "event"): string {
  const slug = value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug || fallback;
}

function eventLines(event: CalendarEvent, host: string, origin: string, now: Date): string[] {
  const stamp = formatUtc(event.updatedAt ?? now);
  const end = new Date(event.date.getTime() + eventDurationMs(event.type));
  const lines = [
    "BEGIN:VEVENT",
    `UID:event-${event.id}@${host}`,
    `DTSTAMP:${stamp}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART:${formatUtc(event.date)}`,
    `DTEND:${formatUtc(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
  ];
  if (event.cancelledAt) lines.push("STATUS:CANCELLED");
  if (event.description?.trim()) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  lines.push(`URL:${origin}/events`, `LAST-MODIFIED:${stamp}`, "END:VEVENT");
  return lines;
}

/** The whole VCALENDAR, CRLF line endings, lines folded. */
export function buildCalendar({ name, events, origin, now = new Date(), timeZone = "UTC" }: CalendarOptions): string {
  const url = new URL(origin);
  const base = url.origin;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(name)}//Fixtures//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(m.calendar_fixtures_name({ group: name }))}`,
    `X-WR-TIMEZONE:${escapeText(timeZone)}`,
    ...events.flatMap((event) => eventLines(event, url.host, base, now)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

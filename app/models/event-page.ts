import { formatTime } from "~/utils/dates";
import * as m from "~/i18n/paraglide/messages/_index.js";

/** The /events filters: all, or one type. The value is the ?type= of the link. */
export const EVENT_FILTERS = [
  { value: "", label: m.events_filter_all },
  { value: "match", label: m.events_filter_matches },
  { value: "watch-party", label: m.events_filter_watch_parties },
  { value: "community", label: m.events_filter_community },
] as const;

/** The /events filter a ?type= asks for; anything unknown is all events. */
export function eventFilter(requested: string | null): "" | "match" | "watch-party" | "community" {
  return EVENT_FILTERS.find((filter) => filter.value === requested)?.value ?? "";
}

/** A calendar day in the group's time zone, as YYYY-MM-DD. */
function dayIn(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}

function nextDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/**
 * The countdown of an event today or tomorrow in the group's time zone: 'Kickoff in 3 h 20 min'
 * (a match; 'Starts in …' otherwise) or 'Tomorrow, 3:00 PM PST'. Null for anything further off
 * or already started. Computed on the server, so the page reads the same with or without JavaScript.
 */
export function countdownText(event: { date: string | Date; type: string }, now: Date, timeZone: string): string | null {
  const date = new Date(event.date);
  if (date <= now) return null;
  const today = dayIn(now, timeZone);
  const day = dayIn(date, timeZone);
  if (day === today) {
    const minutes = Math.ceil((date.getTime() - now.getTime()) / 60_000);
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    const left = [hours ? m.events_countdown_hours({ hours }) : null, rest || !hours ? m.events_countdown_minutes({ minutes: rest }) : null]
      .filter(Boolean)
      .join(" ");
    return event.type === "match" ? m.events_countdown_kickoff({ left }) : m.events_countdown_starts({ left });
  }
  if (day === nextDay(today)) return m.events_countdown_tomorrow({ time: formatTime(date, timeZone) });
  return null;
}

/** A maps search for a place: opens the maps app on a phone, the map in a browser elsewhere. */
export function mapsHref(location: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`;
}

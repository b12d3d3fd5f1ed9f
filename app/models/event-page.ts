import { formatTime } from "~/utils/dates";

/** The /events filters: all, or one type. The value is the ?type= of the link. */
export const EVENT_FILTERS = [
  { value: "", label: "All" },
  { value: "match", label: "Matches" },
  { value: "watch-party", label: "Watch Parties" },
  { value: "community", label: "Community" },
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
    const left = [hours ? `${hours} h` : null, rest || !hours ? `${rest} min` : null].filter(Boolean).join(" ");
    return `${event.type === "match" ? "Kickoff" : "Starts"} in ${left}`;
  }
  if (day === nextDay(today)) return `Tomorrow, ${formatTime(date, timeZone)}`;
  return null;
}

/** A maps search for a place: opens the maps app on a phone, the map in a browser elsewhere. */
export function mapsHref(location: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`;
}

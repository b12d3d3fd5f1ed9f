/**
 * Dates are always formatted in the group's time zone with a fixed locale, so the server's render
 * and the browser's hydration produce the same text wherever the visitor is.
 */
const LOCALE = "en-US";

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(LOCALE, { timeZone, ...options });
}

export function formatMonthYear(value: string | Date, timeZone: string): string {
  return formatter(timeZone, { month: "long", year: "numeric" }).format(new Date(value));
}

export function formatDate(value: string | Date, timeZone: string): string {
  return formatter(timeZone, { weekday: "short", month: "short", day: "numeric", year: "numeric" }).format(
    new Date(value),
  );
}

export function formatTime(value: string | Date, timeZone: string): string {
  return formatter(timeZone, { hour: "numeric", minute: "2-digit", timeZoneName: "short" }).format(new Date(value));
}

export function formatDateTime(value: string | Date, timeZone: string): string {
  return `${formatDate(value, timeZone)} · ${formatTime(value, timeZone)}`;
}

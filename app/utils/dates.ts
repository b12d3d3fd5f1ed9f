import { getLocale } from "../i18n/paraglide/runtime.js";

/**
 * Dates are always formatted in the group's time zone and the page's language (the one the server
 * rendered it in: `getLocale()` on both sides), so the server's render and the browser's hydration
 * produce the same text wherever the visitor is. "en" formats as Intl's English does (month first).
 */

/**
 * Building an Intl.DateTimeFormat costs about 0.1 ms (ICU looks up the zone and the locale's
 * patterns); formatting with a built one costs about 1 µs. A page of event cards formats two
 * dates per card, so the formatters are built once per (zone, options) and reused.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions) {
  const locale = getLocale();
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let built = formatters.get(key);
  if (!built) {
    built = new Intl.DateTimeFormat(locale, { timeZone, ...options });
    formatters.set(key, built);
  }
  return built;
}

export function formatMonthYear(value: string | Date, timeZone: string): string {
  return formatter(timeZone, { month: "long", year: "numeric" }).format(new Date(value));
}

/** "Mar 2026" (or "Mar 26" with a 2-digit year): a month on a chart's axis or in its table. */
export function formatShortMonth(value: string | Date, timeZone: string, year: "numeric" | "2-digit" = "numeric"): string {
  return formatter(timeZone, { month: "short", year }).format(new Date(value));
}

export function formatDate(value: string | Date, timeZone: string): string {
  return formatter(timeZone, { weekday: "short", month: "short", day: "numeric", year: "numeric" }).format(new Date(value));
}

export function formatTime(value: string | Date, timeZone: string): string {
  return formatter(timeZone, { hour: "numeric", minute: "2-digit", timeZoneName: "short" }).format(new Date(value));
}

export function formatDateTime(value: string | Date, timeZone: string): string {
  return `${formatDate(value, timeZone)} · ${formatTime(value, timeZone)}`;
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** @public (the verticals take it up with their catalogues) A distance in whole days as words in the page's language: "in 3 days", "yesterday", "vor 2 Tagen". */
export function formatRelativeDays(days: number): string {
  const locale = getLocale();
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
    relativeFormats.set(locale, format);
  }
  return format.format(days, "day");
}

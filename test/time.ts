/** Durations in milliseconds, and a moment relative to now, for rows dated around the test's run. */
export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
export const later = (ms: number) => new Date(Date.now() + ms);

/**
 * Noon (UTC) of the calendar day `days` after today in `timeZone`: a date whose day count from now
 * does not depend on the hour the test runs. `now + days × 24 h` crosses a daylight-saving change
 * into the next calendar day when it is run in the last hour of a day.
 */
export function calendarDaysAhead(days: number, timeZone: string): Date {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * DAY);
}

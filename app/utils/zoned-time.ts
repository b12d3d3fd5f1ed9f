/**
 * Admins type times as wall-clock times of the group's city (a datetime-local input has no zone);
 * these turn them into instants and back, DST included, with nothing but Intl.
 */
const NAIVE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than formatting with it. */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = wallClock(timeZone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

export function isNaiveDateTime(value: string): boolean {
  return NAIVE.test(value);
}

/** "2026-12-01T19:30" in America/Los_Angeles → the Date 2026-12-02T03:30Z. */
export function wallTimeToDate(value: string, timeZone: string): Date {
  const match = NAIVE.exec(value);
  if (!match) return new Date(Number.NaN);
  const [, y, mo, d, h, mi, s] = match.map(Number);
  const guess = Date.UTC(y, mo - 1, d, h, mi, s || 0);
  const first = guess - zoneOffsetMs(guess, timeZone);
  const second = guess - zoneOffsetMs(first, timeZone);
  return new Date(second);
}

/** The Date as "YYYY-MM-DDTHH:mm" on the group's wall clock, for a datetime-local input. */
export function dateToWallTime(value: Date | string, timeZone: string): string {
  const date = new Date(value);
  const local = new Date(date.getTime() + zoneOffsetMs(date.getTime(), timeZone));
  return local.toISOString().slice(0, 16);
}

/** The end of the instant's day on the group's wall clock (the next midnight there): 2026-12-01T19:30-08:00 → 2026-12-02T08:00Z. */
export function endOfDayIn(value: Date | string, timeZone: string): Date {
  const [y, m, d] = dateToWallTime(value, timeZone).slice(0, 10).split("-").map(Number);
  return wallTimeToDate(`${new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10)}T00:00`, timeZone);
}

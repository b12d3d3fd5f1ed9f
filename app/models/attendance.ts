import { dateToWallTime, wallTimeToDate } from "../utils/zoned-time";

/**
 * The season holding `now` began at 00:00 on the 1st of `startMonth` (1–12; SEASON_START_MONTH,
 * July by default) on the group's calendar, and runs until the same day a year later: before this
 * year's start month, the current season is the one that began the year before. Browser-safe.
 */
export function seasonStart(now: Date, timeZone: string, startMonth: number): Date {
  const today = dateToWallTime(now, timeZone);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const startYear = month >= startMonth ? year : year - 1;
  return wallTimeToDate(`${startYear}-${String(startMonth).padStart(2, "0")}-01T00:00`, timeZone);
}

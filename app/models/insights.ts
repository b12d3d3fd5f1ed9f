import { dateToWallTime, wallTimeToDate } from "../utils/zoned-time";
import { seasonStart } from "./attendance";

/**
 * Insights (the committee's charts, /admin/insights): the periods the page offers and the months
 * of one. Browser-safe: the period form reads the same choices. Every figure is computed in SQL
 * (insights.server.ts); months are calendar months on the group's clock.
 */
export const PERIOD_KINDS = ["season", "last-season", "12m", "custom"] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

/** A period: [from, to) as instants, and the months it touches ("2026-07"…), oldest first. */
export type Period = { kind: PeriodKind; from: Date; to: Date; months: string[]; fromDay: string; toDay: string };

/** The longest custom period: five years of months keeps every chart readable. */
const MAX_MONTHS = 60;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function monthsBetween(from: Date, to: Date, timeZone: string): string[] {
  const first = dateToWallTime(from, timeZone).slice(0, 7);
  const last = dateToWallTime(new Date(to.getTime() - 1), timeZone).slice(0, 7);
  const months: string[] = [];
  let [year, month] = first.split("-").map(Number);
  for (;;) {
    const label = `${year}-${String(month).padStart(2, "0")}`;
    months.push(label);
    if (label >= last || months.length > MAX_MONTHS) return months;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

const midnight = (day: string, timeZone: string) => wallTimeToDate(`${day}T00:00`, timeZone);
const nextDay = (day: string) => {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
};
const previousDay = (day: string) => {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
};

function period(kind: PeriodKind, from: Date, to: Date, timeZone: string): Period {
  return {
    kind,
    from,
    to,
    months: monthsBetween(from, to, timeZone),
    fromDay: dateToWallTime(from, timeZone).slice(0, 10),
    toDay: previousDay(dateToWallTime(to, timeZone).slice(0, 10)),
  };
}

export type PeriodRequest = { kind?: string | null; from?: string | null; to?: string | null };

/**
 * The period asked for: this season so far (the default), last season, the last 12 months
 * (this one included), or custom days (inclusive, on the group's calendar). A custom period that
 * is not one comes back as this season with the reason, so the page says what was wrong.
 */
export function resolvePeriod(
  asked: PeriodRequest,
  { now, timeZone, seasonStartMonth }: { now: Date; timeZone: string; seasonStartMonth: number },
): { period: Period; error: "custom-invalid" | "custom-order" | "custom-too-long" | null } {
  const thisSeason = seasonStart(now, timeZone, seasonStartMonth);
  const season = () => period("season", thisSeason, now, timeZone);
  switch (asked.kind) {
    case "last-season": {
      const lastStart = seasonStart(new Date(thisSeason.getTime() - 1), timeZone, seasonStartMonth);
      return { period: period("last-season", lastStart, thisSeason, timeZone), error: null };
    }
    case "12m": {
      const [y, m] = dateToWallTime(now, timeZone).slice(0, 7).split("-").map(Number);
      const start = new Date(Date.UTC(y, m - 12, 1)).toISOString().slice(0, 10);
      return { period: period("12m", midnight(start, timeZone), now, timeZone), error: null };
    }
    case "custom": {
      const from = asked.from?.trim() ?? "";
      const to = asked.to?.trim() ?? "";
      if (!DAY.test(from) || !DAY.test(to) || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to)))
        return { period: season(), error: "custom-invalid" };
      if (from > to) return { period: season(), error: "custom-order" };
      const custom = period("custom", midnight(from, timeZone), midnight(nextDay(to), timeZone), timeZone);
      if (custom.months.length > MAX_MONTHS) return { period: season(), error: "custom-too-long" };
      return { period: custom, error: null };
    }
    default:
      return { period: season(), error: null };
  }
}

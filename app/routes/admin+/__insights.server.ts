import { resolvePeriod, type Period } from "~/models/insights";
import {
  ballotsInPeriod,
  eventsInPeriod,
  listingsByMonth,
  membershipByMonth,
  moneyByMonth,
  renewalsDue,
  retentionByMonth,
  volunteeringByMonth,
  volunteersInPeriod,
  type InsightScope,
} from "~/models/insights.server";
import { MEMBERSHIP_TIER_IDS, membershipTier } from "~/models/membership-plans";
import { requireAdmin } from "~/utils/auth.server";
import { branding } from "~/utils/branding.server";
import { toCsv } from "~/utils/csv";
import { seasonStartMonth } from "~/utils/env.server";
import { csvDownload } from "./__pick-list-csv.server";

/**
 * /admin/insights and its CSVs: the admin check, the period from the query string (the page's
 * form is a GET), and each section's figures. The page and the downloads read the same functions,
 * so a CSV always has the numbers of the chart beside its link.
 */
export async function insightScope(request: Request): Promise<{ scope: InsightScope; error: ReturnType<typeof resolvePeriod>["error"] }> {
  await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  const now = new Date();
  const { period, error } = resolvePeriod(
    { kind: search.get("period"), from: search.get("from"), to: search.get("to") },
    { now, timeZone: branding.timeZone, seasonStartMonth },
  );
  return { scope: { period, timeZone: branding.timeZone, now }, error };
}

/** The query string that names this period, for the CSV links. */
export function periodQuery(period: Period): string {
  const params = new URLSearchParams({ period: period.kind });
  if (period.kind === "custom") {
    params.set("from", period.fromDay);
    params.set("to", period.toDay);
  }
  return params.toString();
}

type InsightSection = "membership" | "retention" | "events" | "volunteering" | "money" | "away" | "tickets";

/** The window of "renewals due", in days. */
export const RENEWAL_DAYS = 60;

/** Every section's figures for the page: every section, each a fixed number of queries, run at once. */
export async function loadInsights(scope: InsightScope) {
  const [membership, retention, renewals, events, volunteering, volunteers, money, away, tickets] = await Promise.all([
    membershipByMonth(scope),
    retentionByMonth(scope),
    renewalsDue(scope, RENEWAL_DAYS),
    eventsInPeriod(scope),
    volunteeringByMonth(scope),
    volunteersInPeriod(scope),
    moneyByMonth(scope),
    ballotsInPeriod(scope),
    listingsByMonth(scope),
  ]);
  return { membership, retention, renewals, events, volunteering, volunteers, money, away, tickets };
}

const TIER_COLUMNS = [...MEMBERSHIP_TIER_IDS, "other"] as const;
const tierName = (tier: string) => membershipTier(tier)?.name ?? "Other";
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * One section as a CSV: one tidy table (a header row, then one row per month, event or ballot),
 * ISO months and dates, plain numbers (money with two decimals, in the group's currency).
 */
export async function insightCsv(request: Request, section: InsightSection): Promise<Response> {
  const { scope } = await insightScope(request);
  const name = `insights-${section}-${scope.period.fromDay}-to-${scope.period.toDay}.csv`;
  switch (section) {
    case "membership": {
      const rows = await membershipByMonth(scope);
      return csvDownload(
        toCsv([
          [
            "month",
            "members_at_month_end",
            "joined",
            "lapsed",
            ...TIER_COLUMNS.map((tier) => `members_${tierName(tier).toLowerCase().replace(/\s+/g, "_")}`),
          ],
          ...rows.map((row) => [row.month, row.active, row.joined, row.lapsed, ...TIER_COLUMNS.map((tier) => row[`tier:${tier}`])]),
        ]),
        name,
      );
    }
    case "retention": {
      const rows = await retentionByMonth(scope);
      return csvDownload(
        toCsv([["join_month", "joined", "members_12_months_later"], ...rows.map((row) => [row.month, row.joined, row.retained ?? ""])]),
        name,
      );
    }
    case "events": {
      const rows = await eventsInPeriod(scope);
      return csvDownload(
        toCsv([
          ["event_id", "date", "event", "members_only", "rsvps", "check_ins", "no_shows", "waitlist"],
          ...rows.map((row) => [
            row.id,
            day(row.date),
            row.title,
            row.membersOnly,
            row.rsvps,
            row.checkIns,
            Math.max(0, row.rsvps - row.checkIns),
            row.peakWaitlist,
          ]),
        ]),
        name,
      );
    }
    case "volunteering": {
      const rows = await volunteeringByMonth(scope);
      return csvDownload(
        toCsv([
          ["month", "hours", "volunteers", "shifts_short_of_people"],
          ...rows.map((row) => [row.month, row.hours, row.volunteers, row.shortShifts]),
        ]),
        name,
      );
    }
    case "money": {
      const rows = await moneyByMonth(scope);
      const money = (value: number) => value.toFixed(2);
      return csvDownload(
        toCsv([
          ["month", "currency", "shop_net", "shop_refunds", "membership"],
          ...rows.map((row) => [row.month, branding.currency.toUpperCase(), money(row.shop), money(row.refunds), money(row.membership)]),
        ]),
        name,
      );
    }
    case "away": {
      const rows = await ballotsInPeriod(scope);
      return csvDownload(
        toCsv([
          ["ballot_id", "closes", "match", "places", "applications", "applicants", "points_of_last_place"],
          ...rows.map((row) => [
            row.id,
            day(row.closesAt),
            row.title,
            row.tickets,
            row.applications,
            row.applicants,
            row.lastPlacePoints ?? "",
          ]),
        ]),
        name,
      );
    }
    case "tickets": {
      const rows = await listingsByMonth(scope);
      return csvDownload(
        toCsv([["month", "listings_posted", "listings_closed"], ...rows.map((row) => [row.month, row.created, row.closed])]),
        name,
      );
    }
  }
}

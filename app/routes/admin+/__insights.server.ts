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
import { dropInsightSnapshot, readInsightSnapshot, writeInsightSnapshot } from "~/models/insight-snapshots.server";
import { MEMBERSHIP_TIER_IDS, membershipTier } from "~/models/membership-plans";
import { requireAdmin } from "~/utils/auth.server";
import { branding } from "~/utils/branding.server";
import { toCsv } from "~/utils/csv";
import { seasonStartMonth } from "~/utils/env.server";
import { csvDownload } from "./__pick-list-csv.server";

/**
 * /admin/insights and its CSVs: the admin check, the period from the query string (the page's
 * form is a GET), and each section's figures. The page and the downloads read the same count (the
 * period's snapshot), so a CSV always has the numbers of the chart beside its link.
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

/** How long counted figures are shown before a view counts again: the page says when they were counted. */
export const INSIGHTS_MAX_AGE_MS = 10 * 60_000;

/** Part of a snapshot's key: raise it when the figures' shape changes, so a deploy never reads an old shape. */
const FIGURES_SHAPE = 1;

/** Every section's figures: every section, each a fixed number of queries, run at once. */
async function countInsights(scope: InsightScope) {
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

export type InsightFigures = Awaited<ReturnType<typeof countInsights>>;

/** The snapshot's key: the period's days and kind, and the clock its months are read on. */
function snapshotKey(scope: InsightScope): string {
  const { period } = scope;
  return [`v${FIGURES_SHAPE}`, scope.timeZone, period.kind, period.fromDay, period.toDay].join("|");
}

/** Figures read back from JSON: the dates are Dates again. */
function revive(stored: Record<string, unknown>): InsightFigures {
  const figures = stored as unknown as InsightFigures;
  return {
    ...figures,
    events: figures.events.map((row) => ({ ...row, date: new Date(row.date) })),
    away: figures.away.map((row) => ({ ...row, closesAt: new Date(row.closesAt) })),
  };
}

/** Counts under way in this process, by key: views that arrive while one runs wait for it instead of counting again. */
const counting = new Map<string, Promise<{ figures: InsightFigures; countedAt: Date }>>();

/**
 * The period's figures and when they were counted: the snapshot if it is younger than
 * INSIGHTS_MAX_AGE_MS, else a fresh count (stored for the next views). A big club's history takes
 * about a second to count; a view of a kept count takes one small read.
 */
export async function loadInsights(scope: InsightScope): Promise<{ figures: InsightFigures; countedAt: Date }> {
  const key = snapshotKey(scope);
  const kept = await readInsightSnapshot(key, INSIGHTS_MAX_AGE_MS, scope.now);
  if (kept) return { figures: revive(kept.figures), countedAt: kept.countedAt };
  let pending = counting.get(key);
  if (!pending) {
    pending = (async () => {
      const figures = await countInsights(scope);
      await writeInsightSnapshot(key, JSON.parse(JSON.stringify(figures)) as Record<string, unknown>, scope.now);
      return { figures, countedAt: scope.now };
    })().finally(() => counting.delete(key));
    counting.set(key, pending);
  }
  return pending;
}

/** "Count again" (after an admin has just entered something): the period's snapshot goes, the next view counts afresh. */
export async function recountInsights(scope: InsightScope): Promise<void> {
  await dropInsightSnapshot(snapshotKey(scope));
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
  const { figures } = await loadInsights(scope);
  const name = `insights-${section}-${scope.period.fromDay}-to-${scope.period.toDay}.csv`;
  switch (section) {
    case "membership": {
      const rows = figures.membership;
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
      const rows = figures.retention;
      return csvDownload(
        toCsv([["join_month", "joined", "members_12_months_later"], ...rows.map((row) => [row.month, row.joined, row.retained ?? ""])]),
        name,
      );
    }
    case "events": {
      const rows = figures.events;
      return csvDownload(
        toCsv([
          ["event_id", "date", "event", "members_only", "rsvps", "check_ins", "no_shows", "waitlist_peak"],
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
      const rows = figures.volunteering;
      return csvDownload(
        toCsv([
          ["month", "hours", "volunteers", "shifts_short_of_people"],
          ...rows.map((row) => [row.month, row.hours, row.volunteers, row.shortShifts]),
        ]),
        name,
      );
    }
    case "money": {
      const rows = figures.money;
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
      const rows = figures.away;
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
      const rows = figures.tickets;
      return csvDownload(
        toCsv([["month", "listings_posted", "listings_closed"], ...rows.map((row) => [row.month, row.created, row.closed])]),
        name,
      );
    }
  }
}

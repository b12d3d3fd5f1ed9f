import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { BackLink } from "~/components/admin/admin-page";
import { BarChart, ChartPatterns, NumbersTable } from "~/components/insights/bar-chart";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { PERIOD_KINDS, type PeriodKind } from "~/models/insights";
import { MEMBERSHIP_TIER_IDS, membershipTier } from "~/models/membership-plans";
import { useBranding } from "~/utils/branding";
import { formatDate, formatDateTime, formatShortMonth } from "~/utils/dates";
import { formatNumber, formatPrice } from "~/utils/format";
import { titled } from "~/utils/meta";
import { readIntent } from "~/utils/intent.server";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { UNKNOWN_ACTION } from "~/i18n/messages/common";
import { INSIGHTS_MAX_AGE_MS, RENEWAL_DAYS, insightScope, loadInsights, periodQuery, recountInsights } from "./__insights.server";

export const meta: MetaFunction = (args) => titled(m.admin_insights_title())(args);

/** The period from the query string (the form is a GET, so a period is a link), and every section's figures. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { scope, error } = await insightScope(request);
  const { figures, countedAt } = await loadInsights(scope);
  const { events, away, ...insights } = figures;
  const { period } = scope;
  const total = (rows: Record<string, unknown>[], key: string) => rows.reduce((sum, row) => sum + Number(row[key]), 0);
  return json({
    // The latest CHART_ROWS events and ballots are drawn and listed (the CSV has them all); the readings count every one.
    events: events.slice(-CHART_ROWS),
    eventTotals: { events: events.length, rsvps: total(events, "rsvps"), came: total(events, "checkIns") },
    away: away.slice(-CHART_ROWS),
    awayTotals: { ballots: away.length, applications: total(away, "applications"), places: total(away, "tickets") },
    chartRows: CHART_ROWS,
    period: { kind: period.kind, fromDay: period.fromDay, toDay: period.toDay, months: period.months, query: periodQuery(period) },
    error,
    renewalDays: RENEWAL_DAYS,
    countedAt,
    maxAgeMinutes: INSIGHTS_MAX_AGE_MS / 60_000,
    ...insights,
  });
}

/** "Count again": drops this period's kept count and shows the page again, counted afresh (a plain form post). */
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const { scope } = await insightScope(request);
  if (readIntent(await readFormData(request), ["recount"]) === null) return json({ message: UNKNOWN_ACTION() }, { status: 400 });
  await recountInsights(scope);
  return redirect(`/admin/insights?${periodQuery(scope.period)}`, 303);
}

/** Events and ballots drawn per chart: a season of a big club has hundreds; the page stays small and the CSV has every one. */
const CHART_ROWS = 30;

const PERIOD_LABELS: Record<PeriodKind, () => string> = {
  season: m.admin_insights_period_season,
  "last-season": m.admin_insights_period_last_season,
  "12m": m.admin_insights_period_12m,
  custom: m.admin_insights_period_custom,
};

const ERRORS = {
  "custom-invalid": m.admin_insights_custom_invalid,
  "custom-order": m.admin_insights_custom_order,
  "custom-too-long": m.admin_insights_custom_too_long,
} as const;

/** "2026-03" as the page's language writes a month: "Mar 2026", "März 2026"; on a chart's axis "Mar 26". */
function monthLabel(month: string, year: "numeric" | "2-digit" = "numeric"): string {
  return formatShortMonth(`${month}-15T12:00:00Z`, "UTC", year);
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The committee's charts: membership, matches and events, volunteering, money, away days and the
 * ticket exchange over a period. Each chart is SVG in the page's HTML with its one-line reading,
 * its numbers in a table beneath and a CSV beside it; the page needs no JavaScript.
 */
export default function InsightsPage() {
  const data = useLoaderData<typeof loader>();
  const { timeZone, currency } = useBranding();
  const { period } = data;
  const months = period.months.map((month) => monthLabel(month));
  const axis = period.months.map((month) => monthLabel(month, "2-digit"));
  const csv = (section: string) => `/admin/insights/${section}.csv?${period.query}`;
  const money = (value: number) => formatPrice(value, currency);
  const tiers = [...MEMBERSHIP_TIER_IDS, "other"] as const;
  const tierLabel = (tier: string) => membershipTier(tier)?.name ?? m.admin_insights_tier_other();

  const lastMembers = data.membership.at(-1)?.active ?? 0;
  const firstMembers = data.membership[0]?.active ?? 0;
  const { rsvps, came } = data.eventTotals;
  const noShows = rsvps === 0 ? 0 : Math.round((Math.max(0, rsvps - came) / rsvps) * 100);
  const hours = round2(sum(data.volunteering.map((row) => row.hours)));
  const shop = round2(sum(data.money.map((row) => row.shop)));
  const membershipMoney = round2(sum(data.money.map((row) => row.membership)));
  const known = data.retention.filter((row) => row.retained !== null && row.joined > 0);
  const cohort = sum(known.map((row) => row.joined));
  const kept = sum(known.map((row) => row.retained ?? 0));
  const { applications, places } = data.awayTotals;

  return (
    <div className="space-y-8">
      <BackLink to="/admin" label={m.admin_dashboard_title()} />
      <h1 className="text-3xl font-bold">{m.admin_insights_title()}</h1>
      <p className="text-sm text-gray-700 dark:text-gray-300">{m.admin_insights_intro()}</p>

      <Form
        method="get"
        action="/admin/insights"
        className="flex flex-wrap items-end gap-3 rounded-xl border border-gray-200 p-4 dark:border-gray-700"
      >
        <div className="space-y-1">
          <label htmlFor="insights-period" className="block text-sm font-medium">
            {m.admin_insights_period()}
          </label>
          <select id="insights-period" name="period" defaultValue={period.kind} className={inputClass}>
            {PERIOD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {PERIOD_LABELS[kind]()}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="insights-from" className="block text-sm font-medium">
            {m.admin_insights_from()}
          </label>
          <input id="insights-from" name="from" type="date" defaultValue={period.fromDay} className={inputClass} />
        </div>
        <div className="space-y-1">
          <label htmlFor="insights-to" className="block text-sm font-medium">
            {m.admin_insights_to()}
          </label>
          <input id="insights-to" name="to" type="date" defaultValue={period.toDay} className={inputClass} />
        </div>
        <Button type="submit">{m.admin_insights_show()}</Button>
        <p className="w-full text-xs text-gray-600 dark:text-gray-300">{m.admin_insights_custom_hint()}</p>
        {data.error ? (
          <p role="alert" className="w-full text-sm text-red-700 dark:text-red-300">
            {ERRORS[data.error]()}
          </p>
        ) : null}
      </Form>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="text-sm font-semibold" data-testid="insights-period">
          {m.admin_insights_showing({
            from: formatDate(`${period.fromDay}T12:00:00Z`, "UTC"),
            to: formatDate(`${period.toDay}T12:00:00Z`, "UTC"),
          })}
        </p>
        <Form method="post" action={`/admin/insights?${period.query}`} className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-gray-700 dark:text-gray-300" data-testid="insights-counted">
            {m.admin_insights_counted({ time: formatDateTime(data.countedAt, timeZone), minutes: formatNumber(data.maxAgeMinutes) })}
          </p>
          <Button type="submit" name="intent" value="recount" variant="secondary">
            {m.admin_insights_recount()}
          </Button>
        </Form>
      </div>

      <section aria-labelledby="insights-membership" className="space-y-4">
        <h2 id="insights-membership" className="text-2xl font-semibold">
          {m.admin_insights_membership()}
        </h2>
        <BarChart
          id="members"
          title={m.admin_insights_members_title()}
          reading={m.admin_insights_members_reading({
            members: formatNumber(lastMembers),
            change: formatNumber(Math.abs(lastMembers - firstMembers)),
            direction: lastMembers >= firstMembers ? "more" : "fewer",
          })}
          categories={axis}
          stacked
          series={tiers.map((tier) => ({
            key: tier,
            label: tierLabel(tier),
            values: data.membership.map((row) => row[`tier:${tier}`] ?? 0),
          }))}
          csv={csv("membership")}
          table={
            <NumbersTable
              caption={m.admin_insights_members_title()}
              head={[
                m.admin_insights_month(),
                m.admin_insights_members(),
                m.admin_insights_joined(),
                m.admin_insights_lapsed(),
                ...tiers.map(tierLabel),
              ]}
              rows={data.membership.map((row, index) => [
                months[index],
                row.active,
                row.joined,
                row.lapsed,
                ...tiers.map((tier) => row[`tier:${tier}`] ?? 0),
              ])}
            />
          }
        />
        <BarChart
          id="joined"
          title={m.admin_insights_joined_title()}
          reading={m.admin_insights_joined_reading({
            joined: formatNumber(sum(data.membership.map((row) => row.joined))),
            lapsed: formatNumber(sum(data.membership.map((row) => row.lapsed))),
          })}
          categories={axis}
          series={[
            { key: "joined", label: m.admin_insights_joined(), values: data.membership.map((row) => row.joined) },
            { key: "lapsed", label: m.admin_insights_lapsed(), values: data.membership.map((row) => row.lapsed) },
          ]}
          csv={csv("membership")}
          table={
            <NumbersTable
              caption={m.admin_insights_joined_title()}
              head={[m.admin_insights_month(), m.admin_insights_joined(), m.admin_insights_lapsed()]}
              rows={data.membership.map((row, index) => [months[index], row.joined, row.lapsed])}
            />
          }
        />
        <BarChart
          id="retention"
          title={m.admin_insights_retention_title()}
          reading={
            cohort > 0
              ? m.admin_insights_retention_reading({
                  joined: formatNumber(cohort),
                  retained: formatNumber(kept),
                  percent: Math.round((kept / cohort) * 100),
                })
              : m.admin_insights_retention_none()
          }
          categories={axis}
          series={[
            { key: "joined", label: m.admin_insights_joined(), values: data.retention.map((row) => row.joined) },
            { key: "retained", label: m.admin_insights_retained(), values: data.retention.map((row) => row.retained ?? 0) },
          ]}
          csv={csv("retention")}
          table={
            <NumbersTable
              caption={m.admin_insights_retention_title()}
              head={[m.admin_insights_month(), m.admin_insights_joined(), m.admin_insights_retained()]}
              rows={data.retention.map((row, index) => [months[index], row.joined, row.retained ?? m.admin_insights_not_yet()])}
            />
          }
        />
        <p className="text-sm" data-testid="renewals-due">
          {m.admin_insights_renewals({ count: data.renewals, days: data.renewalDays })}{" "}
          <Link to={`/admin/members?renewal=${data.renewalDays}`} className="font-semibold text-brand-600 underline dark:text-brand-100">
            {m.admin_insights_renewals_link()}
          </Link>
        </p>
      </section>

      <section aria-labelledby="insights-events" className="space-y-4">
        <h2 id="insights-events" className="text-2xl font-semibold">
          {m.admin_insights_events()}
        </h2>
        <BarChart
          id="events"
          layout="rows"
          title={m.admin_insights_events_title()}
          reading={m.admin_insights_events_reading({
            events: data.eventTotals.events,
            rsvps: formatNumber(rsvps),
            came: formatNumber(came),
            noShows,
          })}
          categories={data.events.map((event) => event.title)}
          series={[
            { key: "rsvps", label: m.admin_insights_rsvps(), values: data.events.map((event) => event.rsvps) },
            { key: "came", label: m.admin_insights_came(), values: data.events.map((event) => event.checkIns) },
          ]}
          csv={csv("events")}
          table={
            <NumbersTable
              caption={m.admin_insights_events_title()}
              head={[
                m.admin_insights_event(),
                m.admin_insights_date(),
                m.admin_insights_rsvps(),
                m.admin_insights_came(),
                m.admin_insights_no_shows(),
                m.admin_insights_waitlist(),
                m.admin_insights_access(),
              ]}
              rows={data.events.map((event) => [
                event.title,
                formatDate(event.date, timeZone),
                event.rsvps,
                event.checkIns,
                Math.max(0, event.rsvps - event.checkIns),
                event.peakWaitlist,
                event.membersOnly ? m.admin_insights_members_only() : m.admin_insights_open(),
              ])}
            />
          }
        />
        {data.eventTotals.events > data.events.length ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {m.admin_insights_latest_of({ shown: data.events.length, total: data.eventTotals.events })}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="insights-volunteering" className="space-y-4">
        <h2 id="insights-volunteering" className="text-2xl font-semibold">
          {m.admin_insights_volunteering()}
        </h2>
        <BarChart
          id="hours"
          title={m.admin_insights_hours_title()}
          reading={m.admin_insights_hours_reading({
            hours: formatNumber(hours),
            people: formatNumber(data.volunteers),
            short: formatNumber(sum(data.volunteering.map((row) => row.shortShifts))),
          })}
          categories={axis}
          series={[{ key: "hours", label: m.admin_insights_hours(), values: data.volunteering.map((row) => row.hours) }]}
          csv={csv("volunteering")}
          table={
            <NumbersTable
              caption={m.admin_insights_hours_title()}
              head={[m.admin_insights_month(), m.admin_insights_hours(), m.admin_insights_volunteers(), m.admin_insights_short()]}
              rows={data.volunteering.map((row, index) => [months[index], row.hours, row.volunteers, row.shortShifts])}
            />
          }
        />
      </section>

      <section aria-labelledby="insights-money" className="space-y-4">
        <h2 id="insights-money" className="text-2xl font-semibold">
          {m.admin_insights_money()}
        </h2>
        <BarChart
          id="money"
          title={m.admin_insights_money_title()}
          reading={m.admin_insights_money_reading({ shop: money(shop), membership: money(membershipMoney) })}
          categories={axis}
          format={(value) => formatNumber(value)}
          series={[
            { key: "shop", label: m.admin_insights_shop(), values: data.money.map((row) => row.shop) },
            { key: "membership", label: m.admin_insights_membership_money(), values: data.money.map((row) => row.membership) },
          ]}
          csv={csv("money")}
          table={
            <NumbersTable
              caption={m.admin_insights_money_title()}
              head={[m.admin_insights_month(), m.admin_insights_shop(), m.admin_insights_refunds(), m.admin_insights_membership_money()]}
              rows={data.money.map((row, index) => [months[index], money(row.shop), money(row.refunds), money(row.membership)])}
            />
          }
        />
      </section>

      <section aria-labelledby="insights-away" className="space-y-4">
        <h2 id="insights-away" className="text-2xl font-semibold">
          {m.admin_insights_away()}
        </h2>
        <BarChart
          id="away"
          layout="rows"
          title={m.admin_insights_away_title()}
          reading={m.admin_insights_away_reading({
            ballots: data.awayTotals.ballots,
            applications: formatNumber(applications),
            places: formatNumber(places),
          })}
          categories={data.away.map((ballot) => ballot.title)}
          series={[
            { key: "applications", label: m.admin_insights_applications(), values: data.away.map((ballot) => ballot.applications) },
            { key: "places", label: m.admin_insights_places(), values: data.away.map((ballot) => ballot.tickets) },
          ]}
          csv={csv("away")}
          table={
            <NumbersTable
              caption={m.admin_insights_away_title()}
              head={[
                m.admin_insights_match(),
                m.admin_insights_closes(),
                m.admin_insights_places(),
                m.admin_insights_applications(),
                m.admin_insights_applicants(),
                m.admin_insights_last_points(),
              ]}
              rows={data.away.map((ballot) => [
                ballot.title,
                formatDate(ballot.closesAt, timeZone),
                ballot.tickets,
                ballot.applications,
                ballot.applicants,
                ballot.lastPlacePoints ?? "—",
              ])}
            />
          }
        />
        {data.awayTotals.ballots > data.away.length ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {m.admin_insights_latest_of({ shown: data.away.length, total: data.awayTotals.ballots })}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="insights-tickets" className="space-y-4">
        <h2 id="insights-tickets" className="text-2xl font-semibold">
          {m.admin_insights_tickets()}
        </h2>
        <BarChart
          id="listings"
          title={m.admin_insights_listings_title()}
          reading={m.admin_insights_listings_reading({
            created: formatNumber(sum(data.tickets.map((row) => row.created))),
            closed: formatNumber(sum(data.tickets.map((row) => row.closed))),
          })}
          categories={axis}
          series={[
            { key: "created", label: m.admin_insights_posted(), values: data.tickets.map((row) => row.created) },
            { key: "closed", label: m.admin_insights_closed(), values: data.tickets.map((row) => row.closed) },
          ]}
          csv={csv("tickets")}
          table={
            <NumbersTable
              caption={m.admin_insights_listings_title()}
              head={[m.admin_insights_month(), m.admin_insights_posted(), m.admin_insights_closed()]}
              rows={data.tickets.map((row, index) => [months[index], row.created, row.closed])}
            />
          }
        />
      </section>
      <ChartPatterns />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";

import { sql, type SQL } from "drizzle-orm";
import {
  awayAllocations,
  awayApplicants,
  awayApplications,
  billingHistory,
  eventAttendees,
  eventCheckins,
  events,
  membershipChanges,
  orders,
  ticketListings,
  users,
  volunteerOpportunities,
  volunteerSignups,
} from "../../db/schema";
import { queryRows, type Database } from "../../db/client";
import { db as appDb } from "~/utils/db.server";
import { MEMBERSHIP_TIER_IDS } from "./membership-plans";
import { wallTimeToDate } from "~/utils/zoned-time";
import type { Period } from "./insights";

/**
 * The committee's figures (/admin/insights), each computed in SQL from the rows the rest of the app
 * writes, months on the group's clock (`to_char(ts at time zone …, 'YYYY-MM')`). Each section is a
 * fixed number of queries over the period's range, whatever its size; months with nothing come back
 * as zeros, so every table has one row per month.
 */

export type InsightScope = { period: Period; timeZone: string; now: Date };
type Scope = InsightScope;

const ACTIVE = sql`('active', 'lifetime')`;
const monthOf = (column: SQL, timeZone: string) => sql`to_char(${column} at time zone ${timeZone}, 'YYYY-MM')`;
const inPeriod = (column: SQL, period: Period) =>
  sql`${column} >= ${period.from.toISOString()}::timestamptz and ${column} < ${period.to.toISOString()}::timestamptz`;

/** Rows keyed by month → one row per month of the period, zeros where there were none. */
function byMonth<T extends Record<string, number>>(months: string[], rows: ({ month: string } & Partial<T>)[], zero: T) {
  const found = new Map(rows.map((row) => [row.month, row]));
  return months.map((month) => {
    const row = found.get(month) ?? {};
    const filled = { ...zero };
    for (const key of Object.keys(zero) as (keyof T)[]) {
      const value = (row as Partial<T>)[key];
      filled[key] = (value === undefined || value === null ? 0 : Number(value)) as T[keyof T];
    }
    return { month, ...filled };
  });
}

/** The instant each month of the period ends (the next month's first midnight), or now for the month under way. */
function monthEnds(scope: Scope): { month: string; at: Date }[] {
  return scope.period.months.map((month, index) => {
    const next = scope.period.months[index + 1];
    const end = next ? wallTimeToDate(`${next}-01T00:00`, scope.timeZone) : scope.period.to;
    return { month, at: end.getTime() > scope.now.getTime() ? scope.now : end };
  });
}

// --- Membership -------------------------------------------------------------------------------------

export type MembershipMonth = { month: string; active: number; joined: number; lapsed: number } & Record<`tier:${string}`, number>;

/**
 * Each member's membership as spans of one status and tier: from the account's creation to the
 * first recorded change (the status that change started from, or today's when there was none), then
 * from each change in membership_changes to the next.
 */
const MEMBERSHIP_SPANS = sql`
  with first_change as (
    select distinct on (user_id) user_id, created_at, before
      from ${membershipChanges}
     order by user_id, created_at, id
  )
  select u.id as user_id, u.created_at as valid_from, coalesce(f.created_at, 'infinity'::timestamptz) as valid_to,
         coalesce(f.before->>'status', u.membership_status) as status,
         case when f.user_id is null then u.membership_tier else f.before->>'tier' end as tier
    from ${users} u left join first_change f on f.user_id = u.id
  union all
  select c.user_id, c.created_at,
         coalesce(lead(c.created_at) over (partition by c.user_id order by c.created_at, c.id), 'infinity'::timestamptz),
         c.after->>'status', c.after->>'tier'
    from ${membershipChanges} c`;

/**
 * Per month: members at its end (active or lifetime; by tier), those who joined in it (their first
 * span as a member began then) and those who lapsed in it (a change from member to not).
 */
export async function membershipByMonth(scope: Scope, db: Database = appDb): Promise<MembershipMonth[]> {
  const ends = monthEnds(scope);
  const [atEnd, joined, lapsed] = await Promise.all([
    queryRows<{ month: string; tier: string | null; members: number | string }>(
      db,
      sql`with spans as (${MEMBERSHIP_SPANS}),
          ends (month, at) as (values ${sql.join(
            ends.map((end) => sql`(${end.month}::text, ${end.at.toISOString()}::timestamptz)`),
            sql`, `,
          )})
          select e.month, s.tier, count(*) as members
            from ends e join spans s on s.valid_from < e.at and s.valid_to >= e.at and s.status in ${ACTIVE}
           group by e.month, s.tier`,
    ),
    queryRows<{ month: string; members: number | string }>(
      db,
      sql`with spans as (${MEMBERSHIP_SPANS}),
          joined as (select user_id, min(valid_from) as at from spans where status in ${ACTIVE} group by user_id)
          select ${monthOf(sql`at`, scope.timeZone)} as month, count(*) as members
            from joined where ${inPeriod(sql`at`, scope.period)}
           group by 1`,
    ),
    queryRows<{ month: string; members: number | string }>(
      db,
      sql`select ${monthOf(sql`created_at`, scope.timeZone)} as month, count(*) as members
            from ${membershipChanges}
           where ${inPeriod(sql`created_at`, scope.period)}
             and before->>'status' in ${ACTIVE} and coalesce(after->>'status', '') not in ${ACTIVE}
           group by 1`,
    ),
  ]);
  const tiers = [...MEMBERSHIP_TIER_IDS, "other"];
  const tierOf = (tier: string | null) => ((MEMBERSHIP_TIER_IDS as readonly string[]).includes(tier ?? "") ? tier! : "other");
  const zero = Object.fromEntries([["active", 0], ["joined", 0], ["lapsed", 0], ...tiers.map((tier) => [`tier:${tier}`, 0])]) as Record<
    string,
    number
  >;
  const rows = new Map<string, Record<string, number>>();
  const row = (month: string) => rows.get(month) ?? (rows.set(month, { ...zero }), rows.get(month)!);
  for (const found of atEnd) {
    row(found.month).active += Number(found.members);
    row(found.month)[`tier:${tierOf(found.tier)}`] += Number(found.members);
  }
  for (const found of joined) row(found.month).joined += Number(found.members);
  for (const found of lapsed) row(found.month).lapsed += Number(found.members);
  return scope.period.months.map((month) => ({ month, ...(rows.get(month) ?? zero) }) as MembershipMonth);
}

export type RetentionRow = { month: string; joined: number; retained: number | null };

/**
 * Retention: of those who joined in each month of the period, how many were members 12 months
 * after the day they joined. null while any of that month's members has not reached their 12 months.
 */
export async function retentionByMonth(scope: Scope, db: Database = appDb): Promise<RetentionRow[]> {
  const rows = await queryRows<{ month: string; joined: number | string; retained: number | string; last_mark: Date | string }>(
    db,
    sql`with spans as (${MEMBERSHIP_SPANS}),
        joined as (select user_id, min(valid_from) as at from spans where status in ${ACTIVE} group by user_id)
        select ${monthOf(sql`j.at`, scope.timeZone)} as month, count(*) as joined, count(s.user_id) as retained,
               max(j.at + interval '12 months') as last_mark
          from joined j
          left join spans s on s.user_id = j.user_id and s.status in ${ACTIVE}
                           and s.valid_from <= j.at + interval '12 months' and s.valid_to > j.at + interval '12 months'
         where ${inPeriod(sql`j.at`, scope.period)}
         group by 1`,
  );
  const found = new Map(rows.map((row) => [row.month, row]));
  return scope.period.months.map((month) => {
    const row = found.get(month);
    if (!row) return { month, joined: 0, retained: null };
    const known = new Date(row.last_mark).getTime() <= scope.now.getTime();
    return { month, joined: Number(row.joined), retained: known ? Number(row.retained) : null };
  });
}

/** Members whose membership runs out in the next `days` days (active, not lifetime): the renewals to chase. */
export async function renewalsDue(scope: Scope, days = 60, db: Database = appDb): Promise<number> {
  const [row] = await queryRows<{ due: number | string }>(
    db,
    sql`select count(*) as due from ${users}
         where membership_status = 'active' and not is_lifetime_member
           and membership_expiry >= ${scope.now.toISOString()}::timestamptz
           and membership_expiry < ${new Date(scope.now.getTime() + days * 86_400_000).toISOString()}::timestamptz`,
  );
  return Number(row?.due ?? 0);
}

// --- Matches and events -------------------------------------------------------------------------------

export type EventRow = {
  id: number;
  title: string;
  date: Date;
  membersOnly: boolean;
  rsvps: number;
  checkIns: number;
  peakWaitlist: number;
};

/**
 * Per event of the period (not cancelled), oldest first: who RSVP'd (going now), who came
 * (check-ins at the door) and the longest its waitlist was (events.waitlist_peak, raised as people
 * join the line; events from before it was kept start from the waitlist they had then).
 */
export async function eventsInPeriod(scope: Scope, db: Database = appDb): Promise<EventRow[]> {
  const rows = await queryRows<{
    id: number;
    title: string;
    date: Date | string;
    members_only: boolean;
    rsvps: number | string;
    check_ins: number | string;
    waitlist: number | string;
  }>(
    db,
    sql`select e.id, e.title, e.date, e.members_only,
               (select count(*) from ${eventAttendees} a where a.event_id = e.id and a.status = 'going') as rsvps,
               (select count(*) from ${eventCheckins} c where c.event_id = e.id) as check_ins,
               e.waitlist_peak as waitlist
          from ${events} e
         where ${inPeriod(sql`e.date`, scope.period)} and e.date <= ${scope.now.toISOString()}::timestamptz and e.cancelled_at is null
         order by e.date, e.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    date: new Date(row.date),
    membersOnly: row.members_only,
    rsvps: Number(row.rsvps),
    checkIns: Number(row.check_ins),
    peakWaitlist: Number(row.waitlist),
  }));
}

// --- Volunteering -------------------------------------------------------------------------------------

export type VolunteerMonth = { month: string; hours: number; volunteers: number; shortShifts: number };

/**
 * Per month of the shifts' dates: hours worked by confirmed (or completed) volunteers (each shift's
 * length, past midnight when it ends before it starts), how many different people, and the shifts
 * that started short of people (fewer confirmed than needed; cancelled shifts left out).
 */
export async function volunteeringByMonth(scope: Scope, db: Database = appDb): Promise<VolunteerMonth[]> {
  const hours = sql`extract(epoch from (o.end_time - o.start_time + case when o.end_time <= o.start_time then interval '24 hours' else interval '0' end)) / 3600.0`;
  const [worked, short] = await Promise.all([
    queryRows<{ month: string; hours: number | string; volunteers: number | string }>(
      db,
      sql`select ${monthOf(sql`o.date`, scope.timeZone)} as month, sum(${hours}) as hours, count(distinct s.user_id) as volunteers
            from ${volunteerSignups} s join ${volunteerOpportunities} o on o.id = s.opportunity_id
           where s.status in ('confirmed', 'completed') and o.is_active and ${inPeriod(sql`o.date`, scope.period)}
             and o.date <= ${scope.now.toISOString()}::timestamptz
           group by 1`,
    ),
    queryRows<{ month: string; short_shifts: number | string }>(
      db,
      sql`select ${monthOf(sql`o.date`, scope.timeZone)} as month, count(*) as short_shifts
            from ${volunteerOpportunities} o
           where o.is_active and ${inPeriod(sql`o.date`, scope.period)} and o.date <= ${scope.now.toISOString()}::timestamptz
             and (select count(*) from ${volunteerSignups} s where s.opportunity_id = o.id and s.status in ('confirmed', 'completed')) < o.spots_needed
           group by 1`,
    ),
  ]);
  const shortBy = new Map(short.map((row) => [row.month, Number(row.short_shifts)]));
  return byMonth(
    scope.period.months,
    worked.map((row) => ({ month: row.month, hours: Math.round(Number(row.hours) * 100) / 100, volunteers: Number(row.volunteers) })),
    { hours: 0, volunteers: 0 },
  ).map((row) => ({ ...row, shortShifts: shortBy.get(row.month) ?? 0 }));
}

/** Different people who worked a shift in the whole period (a month's counts do not add up to it). */
export async function volunteersInPeriod(scope: Scope, db: Database = appDb): Promise<number> {
  const [row] = await queryRows<{ volunteers: number | string }>(
    db,
    sql`select count(distinct s.user_id) as volunteers
          from ${volunteerSignups} s join ${volunteerOpportunities} o on o.id = s.opportunity_id
         where s.status in ('confirmed', 'completed') and o.is_active and ${inPeriod(sql`o.date`, scope.period)}
           and o.date <= ${scope.now.toISOString()}::timestamptz`,
  );
  return Number(row?.volunteers ?? 0);
}

// --- Money ----------------------------------------------------------------------------------------------

export type MoneyMonth = { month: string; shop: number; refunds: number; membership: number };

/**
 * Per month, in the group's currency: the shop's takings (paid orders without a membership, by the
 * day they were paid), its refunds (paid orders cancelled, by the day they were cancelled), and
 * membership (paid membership payments in billing_history, by their billing date).
 */
export async function moneyByMonth(scope: Scope, db: Database = appDb): Promise<MoneyMonth[]> {
  const [shop, refunds, membership] = await Promise.all([
    queryRows<{ month: string; amount: string | number }>(
      db,
      sql`select ${monthOf(sql`paid_at`, scope.timeZone)} as month, sum(total_amount) as amount
            from ${orders} where paid_at is not null and not includes_membership and ${inPeriod(sql`paid_at`, scope.period)}
           group by 1`,
    ),
    queryRows<{ month: string; amount: string | number }>(
      db,
      sql`select ${monthOf(sql`cancelled_at`, scope.timeZone)} as month, sum(total_amount) as amount
            from ${orders} where paid_at is not null and not includes_membership and cancelled_at is not null
             and ${inPeriod(sql`cancelled_at`, scope.period)}
           group by 1`,
    ),
    queryRows<{ month: string; amount: string | number }>(
      db,
      sql`select ${monthOf(sql`billing_date`, scope.timeZone)} as month, sum(amount) as amount
            from ${billingHistory} where status = 'paid' and ${inPeriod(sql`billing_date`, scope.period)}
           group by 1`,
    ),
  ]);
  const cents = (value: string | number) => Math.round(Number(value) * 100) / 100;
  const refundsBy = new Map(refunds.map((row) => [row.month, cents(row.amount)]));
  const membershipBy = new Map(membership.map((row) => [row.month, cents(row.amount)]));
  return byMonth(
    scope.period.months,
    shop.map((row) => ({ month: row.month, shop: cents(row.amount) })),
    { shop: 0 },
  ).map((row) => {
    const refunded = refundsBy.get(row.month) ?? 0;
    return { month: row.month, shop: cents(row.shop - refunded), refunds: refunded, membership: membershipBy.get(row.month) ?? 0 };
  });
}

// --- Away days ------------------------------------------------------------------------------------------

export type BallotRow = {
  id: number;
  title: string;
  closesAt: Date;
  tickets: number;
  applications: number;
  applicants: number;
  lastPlacePoints: number | null;
};

/**
 * Per ballot closing in the period: its places, the applications and applicants, and the loyalty
 * points (at the draw) of the last applicant who got a place (offered or paid), the bar a member
 * had to clear; null before the draw or when nobody got one.
 */
export async function ballotsInPeriod(scope: Scope, db: Database = appDb): Promise<BallotRow[]> {
  const rows = await queryRows<{
    id: number;
    title: string;
    closes_at: Date | string;
    tickets: number;
    applications: number | string;
    applicants: number | string;
    last_points: number | string | null;
  }>(
    db,
    sql`select b.id, e.title, b.closes_at, b.tickets,
               (select count(*) from ${awayApplications} a where a.allocation_id = b.id) as applications,
               (select count(*) from ${awayApplicants} p where p.allocation_id = b.id) as applicants,
               (select min(p.points_at_draw) from ${awayApplicants} p join ${awayApplications} a on a.id = p.application_id
                 where p.allocation_id = b.id and p.is_lead and a.status in ('offered', 'paid')) as last_points
          from ${awayAllocations} b join ${events} e on e.id = b.event_id
         where ${inPeriod(sql`b.closes_at`, scope.period)}
         order by b.closes_at, b.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    closesAt: new Date(row.closes_at),
    tickets: row.tickets,
    applications: Number(row.applications),
    applicants: Number(row.applicants),
    lastPlacePoints: row.last_points === null ? null : Number(row.last_points),
  }));
}

// --- Ticket exchange ----------------------------------------------------------------------------------

export type ListingMonth = { month: string; created: number; closed: number };

/** Per month: listings posted, and listings closed (sold, given away, withdrawn or removed). */
export async function listingsByMonth(scope: Scope, db: Database = appDb): Promise<ListingMonth[]> {
  const [created, closed] = await Promise.all([
    queryRows<{ month: string; listings: number | string }>(
      db,
      sql`select ${monthOf(sql`created_at`, scope.timeZone)} as month, count(*) as listings
            from ${ticketListings} where ${inPeriod(sql`created_at`, scope.period)} group by 1`,
    ),
    queryRows<{ month: string; listings: number | string }>(
      db,
      sql`select ${monthOf(sql`closed_at`, scope.timeZone)} as month, count(*) as listings
            from ${ticketListings} where closed_at is not null and ${inPeriod(sql`closed_at`, scope.period)} group by 1`,
    ),
  ]);
  const closedBy = new Map(closed.map((row) => [row.month, Number(row.listings)]));
  return byMonth(
    scope.period.months,
    created.map((row) => ({ month: row.month, created: Number(row.listings) })),
    { created: 0 },
  ).map((row) => ({ ...row, closed: closedBy.get(row.month) ?? 0 }));
}

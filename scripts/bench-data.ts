/**
 * The bench's data: every table behind a list page, filled with bulk SQL (generate_series), so
 * 100,000 rows per table take seconds. Used by scripts/bench.ts; not part of the app.
 *
 * For a size N:
 * - events: N, of which `live` are upcoming (one every few days over the next half year) and the
 *   rest past, one every 6 hours back from now; so the pages and GET /api/events (30 days back, 100
 *   events) show the same number of events at every size, and only the history grows. With
 *   `live` = "all", a sixth of the events are upcoming;
 * - products (every fifth with sizes S-XL and two photos; the newest synced-looking, at
 *   /shop/printify-bench-tee), ticket listings, volunteer opportunities: N each, of which `live` rows are what the
 *   pages list (active products, active listings, active upcoming opportunities) and the rest is
 *   history (retired products, closed listings, past shifts). `live` = "all" makes every row live;
 * - members: N / 10 (at least 10), each going to 10 events (N RSVPs), attendee_count consistent;
 * - volunteer signups: one for every other opportunity, spots_assigned consistent;
 * - every watch party linked to a match (match_event_id), and one pickup order for every third RSVP
 *   to a home match (orders.pickup_event_id), so the event page's lookups by event run over tables
 *   that hold such links at every size;
 * - the featured match (`seedBench`'s answer, measured at /events/{id}): the soonest upcoming home
 *   match that has a watch party, full (capacity = its crowd of up to 300 going, up to 20 more on
 *   the waitlist), with the 'Home match crew' (Stewards, Merch table: two of the live shifts), 8 of
 *   the live listings, and, for the bench's admin, a place on its waitlist, a steward's signup and
 *   a pickup order. The event-pickup products are among the live products already;
 * - away ballots: one drawn ballot per 1,000 rows (at least one), on away matches, each with 100
 *   single applications (N / 10 applications in all, with their applicant rows), 50 of them paid,
 *   the rest waiting; the featured ballot (`featuredBallotId`, at /away/{ballot}) is on the soonest
 *   upcoming away match, with the bench's admin waiting last. Positions are
 *   dealt, not drawn: the data is for reading, not for ballot:verify.
 */
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../db/client";
import type { Branding } from "../app/utils/branding";
import { LOYALTY_RULE } from "../app/models/loyalty-rules";

export interface BenchSize {
  rows: number;
  /** Rows per list the pages show; null = every row. */
  live: number | null;
}

type Log = (message: string) => void;

async function timed<T>(log: Log, label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const value = await work();
  log(`  ${label} (${Math.round(performance.now() - started)} ms)`);
  return value;
}

/** TRUNCATE of every table in the public schema (the PostgreSQL bench database is reused). */
export async function emptyDatabase(db: Database, log: Log) {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  if (!tables.length) return;
  log(`emptying ${tables.length} tables (TRUNCATE … RESTART IDENTITY CASCADE)`);
  await db.execute(sql.raw(`truncate table ${tables.map((t) => t.name).join(", ")} restart identity cascade`));
}

/** The bench's admin, for /admin/members and the member export. */
export const BENCH_ADMIN_EMAIL = "bench-admin@example.org";

/** The featured match's going crowd (= its capacity) and waitlist, at most. */
const FEATURED_CROWD = 300;
const FEATURED_WAITLIST = 20;
const FEATURED_LISTINGS = 8;

/** Fills the database for one size; answers the featured match's id (see the header). */
export async function seedBench(
  db: Database,
  { rows: n, live }: BenchSize,
  { clubName, timeZone }: Pick<Branding, "clubName" | "timeZone">,
  log: Log,
): Promise<{ featuredEventId: number; featuredBallotId: number }> {
  const members = Math.max(10, Math.floor(n / 10));
  const rsvpsPerMember = 10;
  const liveRows = live === null ? n : Math.min(live, n);
  const now = new Date();
  const start = new Date(now);
  start.setUTCFullYear(start.getUTCFullYear() - 5);
  const upcomingEvents = live === null ? Math.floor(n / 6) : Math.min(live, Math.floor(n / 2));
  const upcomingStepMs = (183 * 86_400_000) / Math.max(1, upcomingEvents);
  // Past shifts spread over five years; the live ones over the next half year.
  const pastStepMs = (now.getTime() - start.getTime()) / Math.max(1, n - liveRows);
  const futureStepMs = (183 * 86_400_000) / Math.max(1, liveRows);
  const nowIso = now.toISOString();

  await timed(log, `${n} events (${upcomingEvents} upcoming)`, () =>
    db.execute(sql`
      insert into events (title, description, date, location, type, is_home_match, competition_type)
      select
        case
          when g % 10 < 6 then ${clubName}::text || ' vs Opponent ' || g
          when g % 10 < 8 then 'Watch party: ' || ${clubName}::text || ' vs Opponent ' || g
          else 'Community event ' || g
        end,
        case when g % 4 = 0 then null else 'Benchmark event ' || g || '. ' || repeat('Bring scarves, flags and friends. ', 1 + g % 4) end,
        case when g > ${n - upcomingEvents}::int
          then ${nowIso}::timestamptz + (g - ${n - upcomingEvents}::int) * ${upcomingStepMs}::float8 * interval '1 millisecond'
          else ${nowIso}::timestamptz - (${n - upcomingEvents + 1}::int - g) * interval '6 hours'
        end,
        case when g % 2 = 0 then 'Riverside Community Stadium' else 'Away ground ' || (g % 50) end,
        case when g % 10 < 6 then 'match' when g % 10 < 8 then 'watch-party' else 'community' end,
        case when g % 10 < 6 then g % 2 = 0 end,
        case when g % 10 < 6 then (array['league', 'cup', 'friendly', 'playoff', 'continental', 'preseason'])[1 + g % 6] end
      from generate_series(1, ${n}::int) as g
    `),
  );
  // Watch party g (g mod 10 = 6 or 7) shows match g - 6 (g mod 10 = 0 or 1, a home and an away
  // match), at its kickoff unless that would take it across now (the upcoming count stays).
  await timed(log, "watch parties linked to their matches", () =>
    db.execute(sql`
      update events as w
      set match_event_id = m.id,
        date = case when (w.date > ${nowIso}::timestamptz) = (m.date > ${nowIso}::timestamptz) then m.date else w.date end
      from events as m
      where w.type = 'watch-party' and m.id = w.id - 6 and m.type = 'match'
    `),
  );
  const [featured] = await queryRows<{ id: number }>(
    db,
    sql`select m.id from events as m
      where m.type = 'match' and m.is_home_match and m.date > ${nowIso}::timestamptz
        and exists (select 1 from events as w where w.match_event_id = m.id)
      order by m.date, m.id limit 1`,
  );
  if (!featured) throw new Error(`seed: no upcoming home match with a watch party among ${n} events`);
  const crowd = Math.min(members, FEATURED_CROWD);
  const waitlisted = Math.min(members - crowd, FEATURED_WAITLIST);
  await db.execute(sql`update events set capacity = ${crowd}::int where id = ${featured.id}::int`);
  await timed(log, `${members} members`, () =>
    db.execute(sql`
      insert into users (email, first_name, last_name, membership_status, membership_type)
      select 'bench-' || g || '@example.org', 'Bench', 'Member ' || g,
        case when g % 3 = 0 then 'inactive' else 'active' end,
        case when g % 3 = 0 then null when g % 2 = 0 then 'annual' else 'monthly' end
      from generate_series(1, ${members}::int) as g
    `),
  );
  // The featured match's crowd: the first members going, the next ones waitlisted in order.
  await timed(log, `${crowd} going and ${waitlisted} waitlisted for the featured match ${featured.id}`, () =>
    db.execute(sql`
      insert into event_attendees (event_id, user_id, status, created_at)
      select ${featured.id}::int, u.id, case when u.i <= ${crowd}::int then 'going' else 'waitlisted' end,
        ${nowIso}::timestamptz - interval '1 day' + u.i * interval '1 minute'
      from (select id, row_number() over (order by email) as i from users) as u
      where u.i <= ${crowd + waitlisted}::int
    `),
  );
  // Member i goes to events (7i + j·n/10) mod n for j < 10: distinct for each member. The featured
  // match is full already.
  await timed(log, `${members * rsvpsPerMember} RSVPs`, () =>
    db.execute(sql`
      insert into event_attendees (event_id, user_id)
      select distinct e.id, u.id
      from (select id, row_number() over (order by email) - 1 as i from users) as u
      cross join generate_series(0, ${rsvpsPerMember - 1}::int) as j
      join (select id, row_number() over (order by id) - 1 as k from events) as e
        on e.k = (u.i * 7 + j * ${Math.max(1, Math.floor(n / rsvpsPerMember))}::int) % ${n}::int
      where e.id <> ${featured.id}::int
    `),
  );
  await timed(log, "attendee_count", () =>
    db.execute(sql`
      update events set attendee_count = c.n
      from (select event_id, count(*) filter (where status = 'going')::int as n from event_attendees group by event_id) as c
      where events.id = c.event_id
    `),
  );
  // The live products are the newest ones.
  await timed(log, `${n} products (${liveRows} active)`, () =>
    db.execute(sql`
      insert into products (name, description, price, category, fulfillment_type, is_active, created_at)
      select 'Bench product ' || g,
        case when g % 3 = 0 then null else 'Supporters merchandise number ' || g || '. ' || repeat('Soft, warm, loud. ', 1 + g % 3) end,
        (5 + g % 60)::numeric + 0.99,
        (array['apparel', 'accessories', 'stickers'])[1 + g % 3],
        case when g % 4 = 0 then 'event-pickup' else 'print-on-demand' end,
        g > ${n - liveRows}::int,
        ${nowIso}::timestamptz - (${n}::int - g) * interval '1 hour'
      from generate_series(1, ${n}::int) as g
    `),
  );
  // Every fifth product has sizes S-XL (the shop's product page and cart read them) and two
  // photos; the newest is a synced-looking print-on-demand product at /shop/printify-bench-tee.
  await timed(log, `variants and images for ${Math.floor(n / 5)} products`, () =>
    db.execute(sql`
      insert into product_variants (product_id, title, size, price, position)
      select p.id, s.size, s.size, p.price + s.pos, s.pos
      from products p
      cross join (values ('S', 0), ('M', 1), ('L', 2), ('XL', 3)) as s(size, pos)
      where p.id % 5 = 0 or p.id = ${n}::int
    `),
  );
  await db.execute(sql`
    insert into product_images (product_id, src, position)
    select p.id, '/images/product-placeholder.svg', i
    from products p cross join generate_series(0, 1) as i
    where p.id % 5 = 0 or p.id = ${n}::int
  `);
  await db.execute(
    sql`update products set provider = 'printify', provider_product_id = 'bench-tee', is_active = true, synced_at = now() where id = ${n}::int`,
  );
  await timed(log, `${n} ticket listings (${liveRows} active)`, () =>
    db.execute(sql`
      insert into ticket_listings (user_id, match_title, match_date, section, row, seats, price, listing_type, trade_description, is_active, created_at)
      select u.id, ${clubName}::text || ' vs Opponent ' || g,
        ${nowIso}::timestamptz + ((g % 120) - 60) * interval '1 day',
        'Section ' || (100 + g % 30), case when g % 5 = 0 then null else (1 + g % 40)::text end,
        (1 + g % 20)::text || '-' || (2 + g % 20)::text,
        case when g % 3 = 1 then (20 + g % 80)::numeric end,
        (array['free', 'sale', 'trade'])[1 + g % 3],
        case when g % 3 = 2 then 'Swap for an away ticket' end,
        g > ${n - liveRows}::int,
        ${nowIso}::timestamptz - (${n}::int - g) * interval '10 minutes'
      from generate_series(1, ${n}::int) as g
      join (select id, row_number() over (order by email) as k from users) as u on u.k = 1 + g % ${members}::int
    `),
  );
  // The newest open listings are for the featured match, as the listing form copies its title and date.
  await db.execute(sql`
    update ticket_listings as l set event_id = e.id, match_title = e.title, match_date = e.date
    from events as e
    where e.id = ${featured.id}::int
      and l.id in (select id from ticket_listings where is_active order by created_at desc, id desc limit ${FEATURED_LISTINGS}::int)
  `);
  // The live opportunities are the last rows, dated ahead; the others are past shifts.
  await timed(log, `${n} volunteer opportunities (${liveRows} upcoming)`, () =>
    db.execute(sql`
      insert into volunteer_opportunities (title, description, date, start_time, end_time, location, spots_needed, category, is_active)
      select 'Bench shift ' || g,
        case when g % 2 = 0 then 'Help out on match day. Number ' || g end,
        case when g > ${n - liveRows}::int
          then ${nowIso}::timestamptz + (g - ${n - liveRows}::int) * ${futureStepMs}::float8 * interval '1 millisecond'
          else ${start.toISOString()}::timestamptz + (g - 1) * ${pastStepMs}::float8 * interval '1 millisecond'
        end,
        (time '09:00' + (g % 8) * interval '1 hour')::time,
        (time '12:00' + (g % 8) * interval '1 hour')::time,
        case when g % 2 = 0 then 'Riverside Community Stadium' else 'Community hall ' || (g % 20) end,
        2 + g % 5,
        (array['general', 'match-day', 'community', 'fundraising', 'setup'])[1 + g % 5],
        true
      from generate_series(1, ${n}::int) as g
    `),
  );
  // The two soonest live shifts become the featured match's crew, timed as the 'Home match crew'
  // template times them: Stewards from kickoff -2 h to +2 h (4), Merch table from -90 min (2).
  await db.execute(sql`
    update volunteer_opportunities as o
    set event_id = e.id, title = c.title, category = 'match-day', spots_needed = c.spots, location = e.location,
      date = e.date + c.start_min * interval '1 minute',
      start_time = ((e.date + c.start_min * interval '1 minute') at time zone ${timeZone})::time,
      end_time = ((e.date + c.end_min * interval '1 minute') at time zone ${timeZone})::time
    from events as e,
      (values (1, 'Stewards', 4, -120, 120), (2, 'Merch table', 2, -90, 0)) as c(k, title, spots, start_min, end_min),
      (select id, row_number() over (order by date, id) as k from volunteer_opportunities where is_active and date > ${nowIso}::timestamptz) as s
    where e.id = ${featured.id}::int and s.k = c.k and o.id = s.id
  `);
  await timed(log, `${Math.floor(n / 2)} volunteer signups`, () =>
    db.execute(sql`
      insert into volunteer_signups (opportunity_id, user_id, status)
      select o.id, u.id, case when o.date < ${nowIso}::timestamptz then 'completed' else 'confirmed' end
      from volunteer_opportunities as o
      join (select id, row_number() over (order by email) as k from users) as u on u.k = 1 + o.id % ${members}::int
      where o.id % 2 = 0
    `),
  );
  await timed(log, "spots_assigned", () =>
    db.execute(sql`
      update volunteer_opportunities set spots_assigned = 1
      where id in (select opportunity_id from volunteer_signups)
    `),
  );

  // The admin's member list and export: n members in all, joined over five years, plus
  // the bench's admin (scripts/bench.ts signs in as bench-admin@example.org). Added after the
  // RSVPs, listings and signups, which spread over the first `members` only.
  await timed(log, `${n - members} more members and an admin`, () =>
    db.execute(sql`
      insert into users (email, first_name, last_name, membership_status, membership_type, membership_expiry, is_admin, created_at)
      select 'bench-member-' || g || '@example.org', 'Bench', 'Supporter ' || g,
        (array['active', 'inactive', 'expired', 'cancelled', 'lifetime', 'pending'])[1 + g % 6],
        case when g % 6 = 0 then 'annual' when g % 6 = 4 then 'lifetime' end,
        case when g % 6 in (0, 2) then ${nowIso}::timestamptz + (g % 365) * interval '1 day' end,
        false,
        ${start.toISOString()}::timestamptz + g * ${(now.getTime() - start.getTime()) / Math.max(1, n)}::float8 * interval '1 millisecond'
      from generate_series(1, ${Math.max(0, n - members)}::int) as g
      union all
      select ${BENCH_ADMIN_EMAIL}, 'Bench', 'Admin', 'active', 'annual', null, true, ${start.toISOString()}::timestamptz
    `),
  );
  // A pickup order for every third RSVP to a home match, to be collected at that match.
  await timed(log, "pickup orders", () =>
    db.execute(sql`
      insert into orders (user_id, total_amount, status, payment_method, pickup_event_id, created_at)
      select a.user_id, (15 + a.id % 30)::numeric, (array['pending', 'processing', 'delivered'])[1 + a.id % 3], 'pay-later', a.event_id,
        least(e.date, ${nowIso}::timestamptz) - (1 + a.id % 20) * interval '1 day'
      from event_attendees as a
      join events as e on e.id = a.event_id
      where e.type = 'match' and e.is_home_match and a.id % 3 = 0
    `),
  );
  // The admin signed in at /events/{id}: last on the featured match's waitlist, a steward, a pickup order.
  await db.execute(sql`
    insert into event_attendees (event_id, user_id, status, created_at)
    select ${featured.id}::int, id, 'waitlisted', ${nowIso}::timestamptz from users where email = ${BENCH_ADMIN_EMAIL}
  `);
  await db.execute(sql`
    insert into volunteer_signups (opportunity_id, user_id, status)
    select o.id, u.id, 'confirmed' from volunteer_opportunities as o, users as u
    where o.event_id = ${featured.id}::int and o.title = 'Stewards' and u.email = ${BENCH_ADMIN_EMAIL}
  `);
  await db.execute(sql`
    update volunteer_opportunities as o set spots_assigned = c.n
    from (select opportunity_id, count(*)::int as n from volunteer_signups where status = 'confirmed' group by opportunity_id) as c
    where o.event_id = ${featured.id}::int and o.id = c.opportunity_id
  `);
  await db.execute(sql`
    insert into orders (user_id, total_amount, status, payment_method, pickup_event_id)
    select id, 24.99, 'processing', 'pay-later', ${featured.id}::int from users where email = ${BENCH_ADMIN_EMAIL}
  `);

  const featuredBallotId = await seedAwayBallots(db, n, log);

  const [check] = await queryRows<Record<string, number>>(
    db,
    sql`select
      (select count(*)::int from events) as events,
      (select count(*)::int from products) as products,
      (select count(*)::int from ticket_listings) as listings,
      (select count(*)::int from volunteer_opportunities) as opportunities,
      (select count(*)::int from users) as members,
      (select count(*)::int from events where date > now()) as upcoming_events,
      (select count(*)::int from products where is_active) as active_products,
      (select count(*)::int from ticket_listings where is_active) as active_listings,
      (select count(*)::int from volunteer_opportunities where is_active and date > now()) as upcoming_opportunities,
      (select count(*)::int from events e
        where e.attendee_count <> (select count(*) from event_attendees a where a.event_id = e.id and a.status = 'going')) as wrong_counts,
      (select count(*)::int from events where match_event_id = ${featured.id}::int) as featured_watch_parties,
      (select count(*)::int from event_attendees where event_id = ${featured.id}::int and status = 'waitlisted') as featured_waitlisted,
      (select count(*)::int from ticket_listings where event_id = ${featured.id}::int and is_active) as featured_listings,
      (select count(*)::int from volunteer_opportunities where event_id = ${featured.id}::int and is_active and date > now()) as featured_shifts,
      (select count(*)::int from orders where pickup_event_id = ${featured.id}::int
        and user_id = (select id from users where email = ${BENCH_ADMIN_EMAIL})) as featured_admin_orders,
      (select count(*)::int from away_allocations) as ballots,
      (select count(*)::int from away_applicants where allocation_id = ${featuredBallotId}::int) as featured_ballot_applicants`,
  );
  const expected = {
    events: n,
    products: n,
    listings: n,
    opportunities: n,
    members: Math.max(n, members) + 1,
    upcoming_events: upcomingEvents,
    active_products: liveRows,
    active_listings: liveRows,
    upcoming_opportunities: liveRows,
    wrong_counts: 0,
    featured_watch_parties: 1,
    featured_waitlisted: waitlisted + 1,
    featured_listings: FEATURED_LISTINGS,
    featured_shifts: 2,
    featured_admin_orders: 1,
    ballots: Math.max(1, Math.floor(n / 1000)),
    featured_ballot_applicants: FEATURED_BALLOT + 1,
  };
  for (const [key, value] of Object.entries(expected)) {
    if (check[key] !== value) throw new Error(`seed check failed: ${key} = ${check[key]}, expected ${value}`);
  }
  await timed(log, "analyze", () => db.execute(sql`analyze`));
  return { featuredEventId: featured.id, featuredBallotId };
}

/** Applications to the featured ballot at every size (its result page lists them all), the bench's admin aside. */
const FEATURED_BALLOT = 100;

/** The away ballots (see the top of this file); answers the featured ballot's id. */
async function seedAwayBallots(db: Database, n: number, log: Log): Promise<number> {
  const ballots = Math.max(1, Math.floor(n / 1000));
  const nowIso = new Date().toISOString();
  // The soonest upcoming away match first (the featured ballot), then the latest past ones.
  await timed(log, `${ballots} away ballots`, () =>
    db.execute(sql`
      insert into away_allocations (event_id, tickets, price, opens_at, closes_at, pay_hours, max_per_application, members_only,
                                    seed, seed_commitment, drawn_at, rule_at_draw)
      select e.id, 50, 30.00, least(e.date, ${nowIso}::timestamptz) - interval '20 days', least(e.date, ${nowIso}::timestamptz) - interval '10 days',
             48, 1, true, s.seed, encode(sha256(convert_to(s.seed, 'UTF8')), 'hex'), least(e.date, ${nowIso}::timestamptz) - interval '9 days',
             ${JSON.stringify(LOYALTY_RULE)}::jsonb
      from (
        (select id, date from events where type = 'match' and not is_home_match and date > ${nowIso}::timestamptz order by date, id limit 1)
        union all
        (select id, date from events where type = 'match' and not is_home_match and date <= ${nowIso}::timestamptz order by date desc, id
          limit ${ballots - 1}::int)
      ) as e
      cross join lateral (select md5(e.id::text || 'a') || md5(e.id::text || 'b') as seed) as s
    `),
  );
  const [featured] = await queryRows<{ id: number }>(db, sql`select min(id)::int as id from away_allocations`);
  await timed(log, "away applications", () =>
    db.execute(sql`
      insert into away_applications (allocation_id, lead_user_id, size, status, position, offered_at, paid_at, paid_via, created_at)
      select a.id, u.id, 1, case when u.rn <= 50 then 'paid' else 'waiting' end, u.rn,
             case when u.rn <= 50 then a.drawn_at end, case when u.rn <= 50 then a.drawn_at + interval '1 day' end,
             case when u.rn <= 50 then 'at-table' end, a.opens_at
      from away_allocations as a
      cross join lateral (
        select id, row_number() over (order by id)::int as rn
        from (select id from users where email <> ${BENCH_ADMIN_EMAIL} order by id
              offset case when a.id = ${featured!.id}::int then 0 else a.id % 7 end limit ${FEATURED_BALLOT}::int) as picked
      ) as u
      union all
      select ${featured!.id}::int, id, 1, 'waiting', ${FEATURED_BALLOT + 1}::int, null, null, null, ${nowIso}::timestamptz - interval '20 days'
      from users where email = ${BENCH_ADMIN_EMAIL}
    `),
  );
  await timed(log, "away applicants", () =>
    db.execute(sql`
      insert into away_applicants (application_id, allocation_id, user_id, is_lead, confirmed, member_id, points_at_draw)
      select id, allocation_id, lead_user_id, true, true, '#' || upper(right(lead_user_id, 8)), id % 7 from away_applications
    `),
  );
  return featured!.id;
}

/**
 * The history behind /admin/insights (BENCH_INSIGHTS=1), at a big club's size for n = 100,000:
 * 10 orders per row (1,000,000 at n = 100,000; paid over five years, one in 40 cancelled after
 * payment, one in 10 a membership), 5 check-ins per row (500,000, on past events, one per member and
 * event), two membership changes per member (joined, and for one in three lapsed a year later) and
 * a paid membership payment per member, closed listings. Bulk SQL, then ANALYZE.
 */
export async function seedInsightsHistory(db: Database, n: number, log: Log) {
  const now = new Date();
  const start = new Date(now.getTime() - 5 * 365 * 86_400_000);
  const span = now.getTime() - start.getTime();
  const nowIso = now.toISOString();
  await timed(log, `${10 * n} orders over five years`, () =>
    db.execute(sql`
      insert into orders (total_amount, status, payment_method, paid_at, cancelled_at, includes_membership, created_at)
      select (10 + g % 90)::numeric,
        case when g % 40 = 0 then 'cancelled' else 'delivered' end,
        'stripe',
        ${start.toISOString()}::timestamptz + (g * ${span / (10 * n)}::float8) * interval '1 millisecond',
        case when g % 40 = 0 then ${start.toISOString()}::timestamptz + (g * ${span / (10 * n)}::float8) * interval '1 millisecond' + interval '3 days' end,
        g % 10 = 0,
        ${start.toISOString()}::timestamptz + (g * ${span / (10 * n)}::float8) * interval '1 millisecond'
      from generate_series(1, ${10 * n}::int) as g
    `),
  );
  await timed(log, `${5 * n} check-ins at past events`, () =>
    db.execute(sql`
      with people as (select id, row_number() over (order by id) as rn, count(*) over () as total from users),
           past as (select id, row_number() over (order by id) as rn, count(*) over () as total from events where date < ${nowIso}::timestamptz)
      insert into event_checkins (event_id, user_id, method, checked_in_at)
      select past.id, people.id, 'scan', ${nowIso}::timestamptz - (g % 1500) * interval '1 day'
        from generate_series(1, ${5 * n}::int) as g
        join past on past.rn = 1 + (g % (select max(total) from past))
        join people on people.rn = 1 + ((g::bigint * 7919) % (select max(total) from people))
      on conflict do nothing
    `),
  );
  await timed(log, "membership changes (joined; a third lapsed a year later) and payments", () =>
    db.execute(sql`
      with members as (select id, created_at, row_number() over (order by id) as rn from users)
      insert into membership_changes (user_id, kind, before, after, created_at)
      select id, 'payment-recorded', '{"status":"pending","tier":null}'::jsonb,
             jsonb_build_object('status', 'active', 'tier', (array['supporter', 'roadie', 'vip'])[1 + rn % 3]), created_at + interval '1 day'
        from members
      union all
      select id, 'expired', jsonb_build_object('status', 'active', 'tier', (array['supporter', 'roadie', 'vip'])[1 + rn % 3]),
             jsonb_build_object('status', 'expired', 'tier', (array['supporter', 'roadie', 'vip'])[1 + rn % 3]), created_at + interval '366 days'
        from members where rn % 3 = 0 and created_at + interval '366 days' < ${nowIso}::timestamptz
    `),
  );
  await timed(log, "membership payments", () =>
    db.execute(sql`
      insert into billing_history (user_id, amount, status, billing_date)
      select id, 25, 'paid', created_at + interval '1 day' from users
    `),
  );
  await timed(log, "listings closed", () =>
    db.execute(
      sql`update ticket_listings set closed_at = created_at + interval '5 days', closed_reason = 'sold', is_active = false where id % 3 = 0`,
    ),
  );
  await timed(log, "analyze", () => db.execute(sql`analyze`));
}

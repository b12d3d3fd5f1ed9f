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
 * - volunteer signups: one for every other opportunity, spots_assigned consistent.
 */
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../db/client";

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

export async function seedBench(db: Database, { rows: n, live }: BenchSize, clubName: string, log: Log) {
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
  await timed(log, `${members} members`, () =>
    db.execute(sql`
      insert into users (email, first_name, last_name, membership_status, membership_type)
      select 'bench-' || g || '@example.org', 'Bench', 'Member ' || g,
        case when g % 3 = 0 then 'inactive' else 'active' end,
        case when g % 3 = 0 then null when g % 2 = 0 then 'annual' else 'monthly' end
      from generate_series(1, ${members}::int) as g
    `),
  );
  // Member i goes to events (7i + j·n/10) mod n for j < 10: distinct for each member.
  await timed(log, `${members * rsvpsPerMember} RSVPs`, () =>
    db.execute(sql`
      insert into event_attendees (event_id, user_id)
      select distinct e.id, u.id
      from (select id, row_number() over (order by email) - 1 as i from users) as u
      cross join generate_series(0, ${rsvpsPerMember - 1}::int) as j
      join (select id, row_number() over (order by id) - 1 as k from events) as e
        on e.k = (u.i * 7 + j * ${Math.max(1, Math.floor(n / rsvpsPerMember))}::int) % ${n}::int
    `),
  );
  await timed(log, "attendee_count", () =>
    db.execute(sql`
      update events set attendee_count = c.n
      from (select event_id, count(*)::int as n from event_attendees group by event_id) as c
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
        case when g % 3 = 0 then (20 + g % 80)::numeric end,
        (array['free', 'sale', 'trade'])[1 + g % 3],
        case when g % 3 = 1 then 'Swap for an away ticket' end,
        g > ${n - liveRows}::int,
        ${nowIso}::timestamptz - (${n}::int - g) * interval '10 minutes'
      from generate_series(1, ${n}::int) as g
      join (select id, row_number() over (order by email) as k from users) as u on u.k = 1 + g % ${members}::int
    `),
  );
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
        where e.attendee_count <> (select count(*) from event_attendees a where a.event_id = e.id and a.status = 'going')) as wrong_counts`,
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
  };
  for (const [key, value] of Object.entries(expected)) {
    if (check[key] !== value) throw new Error(`seed check failed: ${key} = ${check[key]}, expected ${value}`);
  }
  await timed(log, "analyze", () => db.execute(sql`analyze`));
}

import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  billingHistory,
  eventAttendees,
  eventCheckins,
  insightSnapshots,
  membershipChanges,
  ticketListings,
  volunteerSignups,
} from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createEvent, createMember, createOpportunity, createOrder, createSignedInMember, membershipState } from "../../../test/factories";
import { args, get, post, settle } from "../../../test/http";
import { action as pageAction, loader as pageLoader } from "./insights._index";
import { loader as awayCsv } from "./insights.away[.csv]";
import { loader as eventsCsv } from "./insights.events[.csv]";
import { loader as membershipCsv } from "./insights.membership[.csv]";
import { loader as moneyCsv } from "./insights.money[.csv]";
import { loader as ticketsCsv } from "./insights.tickets[.csv]";
import { loader as volunteeringCsv } from "./insights.volunteering[.csv]";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

/** Two whole months a year back, so "now" never falls inside them; the group's zone is the default, Los Angeles. */
const year = new Date().getUTCFullYear() - 1;
const QUERY = `?period=custom&from=${year}-01-01&to=${year}-02-28`;
const at = (monthDay: string, time = "20:00:00Z") => new Date(`${year}-${monthDay}T${time}`);

async function history() {
  const admin = await createSignedInMember({
    email: "chair@example.com",
    isAdmin: true,
    membershipStatus: "lifetime",
    createdAt: new Date(`${year - 1}-06-01T00:00:00Z`),
  });
  const ana = await createMember({
    email: "ana@example.com",
    membershipStatus: "active",
    membershipTier: "roadie",
    createdAt: new Date(`${year - 1}-06-01T00:00:00Z`),
  });
  const ben = await createMember({
    email: "ben@example.com",
    membershipStatus: "expired",
    membershipTier: "supporter",
    createdAt: at("01-02"),
  });
  await test.db.insert(membershipChanges).values([
    {
      userId: ben,
      kind: "payment-recorded",
      before: membershipState("pending", null),
      after: membershipState("active", "supporter"),
      createdAt: at("01-10"),
    },
    {
      userId: ben,
      kind: "expired",
      before: membershipState("active", "supporter"),
      after: membershipState("expired", "supporter"),
      createdAt: at("02-12"),
    },
  ]);
  const derby = await createEvent({ title: "Derby, at home", date: at("01-20"), capacity: 2 });
  await test.db.insert(eventAttendees).values([
    { eventId: derby, userId: ana, status: "going" },
    { eventId: derby, userId: ben, status: "going" },
  ]);
  await test.db.insert(eventCheckins).values({ eventId: derby, userId: ana, method: "scan" });
  const gate = await createOpportunity({ title: "Gate", date: at("02-05"), startTime: "18:00", endTime: "20:30", spotsNeeded: 2 });
  await test.db.insert(volunteerSignups).values({ opportunityId: gate, userId: ana, status: "completed" });
  await createOrder({ totalAmount: "30.00", status: "delivered", paidAt: at("01-15") });
  await test.db.insert(billingHistory).values({ userId: ben, amount: "25.00", status: "paid", billingDate: at("01-10") });
  await test.db
    .insert(ticketListings)
    .values({ userId: ana, matchTitle: "Derby", matchDate: at("01-20"), section: "A", seats: "4", createdAt: at("01-03") });
  return admin;
}

const csvOf = async (answer: Promise<Response> | Response) => {
  const response = await settle(answer);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  return parse(await response.text(), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
};

describe("/admin/insights", () => {
  it("is for admins only, the page and every CSV: a member is sent home, a visitor to sign in", async () => {
    const { cookie } = await createSignedInMember({ email: "fan@example.com", membershipStatus: "active" });
    for (const loader of [pageLoader, membershipCsv, eventsCsv, volunteeringCsv, moneyCsv, awayCsv, ticketsCsv]) {
      const member = await settle(() => loader(args(get(`/admin/insights${QUERY}`, cookie))));
      expect([member.status, member.headers.get("Location")]).toEqual([302, "/"]);
      const visitor = await settle(() => loader(args(get(`/admin/insights${QUERY}`))));
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get("Location")).toBe("/api/login?returnTo=%2Fadmin");
    }
  });

  it("shows every section for the period asked, and each CSV parses as one table with the same numbers", async () => {
    const admin = await history();
    const page = (await (await settle(pageLoader(args(get(`/admin/insights${QUERY}`, admin.cookie))))).json()) as Record<
      string,
      unknown
    > & {
      period: { kind: string; months: string[]; query: string };
    };
    expect(page.period).toMatchObject({ kind: "custom", months: [`${year}-01`, `${year}-02`] });
    expect(page.error).toBeNull();
    expect(page.membership).toEqual([
      { month: `${year}-01`, active: 3, joined: 1, lapsed: 0, "tier:supporter": 1, "tier:roadie": 1, "tier:vip": 0, "tier:other": 1 },
      { month: `${year}-02`, active: 2, joined: 0, lapsed: 1, "tier:supporter": 0, "tier:roadie": 1, "tier:vip": 0, "tier:other": 1 },
    ]);

    const file = (loader: typeof membershipCsv, section: string) =>
      csvOf(loader(args(get(`/admin/insights/${section}.csv?${page.period.query}`, admin.cookie))));
    expect(await file(membershipCsv, "membership")).toEqual([
      {
        month: `${year}-01`,
        members_at_month_end: "3",
        joined: "1",
        lapsed: "0",
        members_supporter: "1",
        members_roadie: "1",
        members_vip_roadie: "0",
        members_other: "1",
      },
      {
        month: `${year}-02`,
        members_at_month_end: "2",
        joined: "0",
        lapsed: "1",
        members_supporter: "0",
        members_roadie: "1",
        members_vip_roadie: "0",
        members_other: "1",
      },
    ]);
    expect(await file(eventsCsv, "events")).toEqual([
      {
        event_id: expect.any(String),
        date: `${year}-01-20`,
        event: "Derby, at home",
        members_only: "false",
        rsvps: "2",
        check_ins: "1",
        no_shows: "1",
        waitlist_peak: "0",
      },
    ]);
    expect(await file(volunteeringCsv, "volunteering")).toEqual([
      { month: `${year}-01`, hours: "0", volunteers: "0", shifts_short_of_people: "0" },
      { month: `${year}-02`, hours: "2.5", volunteers: "1", shifts_short_of_people: "1" },
    ]);
    expect(await file(moneyCsv, "money")).toEqual([
      { month: `${year}-01`, currency: "USD", shop_net: "30.00", shop_refunds: "0.00", membership: "25.00" },
      { month: `${year}-02`, currency: "USD", shop_net: "0.00", shop_refunds: "0.00", membership: "0.00" },
    ]);
    expect(await file(awayCsv, "away")).toEqual([]);
    expect(await file(ticketsCsv, "tickets")).toEqual([
      { month: `${year}-01`, listings_posted: "1", listings_closed: "0" },
      { month: `${year}-02`, listings_posted: "0", listings_closed: "0" },
    ]);
  });

  it("counts once per 10 minutes: views and CSVs read the kept count, 'Count again' (a plain post) and an old count count afresh", async () => {
    const admin = await history();
    const shop = async () => {
      const page = (await (await settle(pageLoader(args(get(`/admin/insights${QUERY}`, admin.cookie))))).json()) as {
        money: { shop: number }[];
        countedAt: string;
      };
      return { shop: page.money[0].shop, countedAt: page.countedAt };
    };
    const first = await shop();
    expect(first.shop).toBe(30);
    const [kept] = await test.db.select().from(insightSnapshots);
    expect(kept.key).toBe(`v1|America/Los_Angeles|custom|${year}-01-01|${year}-02-28`);
    expect(new Date(kept.countedAt).toISOString()).toBe(first.countedAt);

    // An order paid in January after the count: the page and the CSV still show the count they were drawn from.
    await createOrder({ totalAmount: "12.50", status: "delivered", paidAt: at("01-16") });
    expect(await shop()).toEqual(first);
    expect((await csvOf(moneyCsv(args(get(`/admin/insights/money.csv${QUERY}`, admin.cookie)))))[0].shop_net).toBe("30.00");

    // "Count again" without JavaScript: a 303 back to the same period, which is counted afresh.
    const noIntent = await settle(pageAction(args(post(`/admin/insights${QUERY}`, {}, admin.cookie))));
    expect(noIntent.status).toBe(400);
    const recount = await settle(pageAction(args(post(`/admin/insights${QUERY}`, { intent: "recount" }, admin.cookie))));
    expect([recount.status, recount.headers.get("Location")]).toEqual([
      303,
      `/admin/insights?period=custom&from=${year}-01-01&to=${year}-02-28`,
    ]);
    expect((await shop()).shop).toBe(42.5);

    // A count older than 10 minutes is not shown: the next view counts again.
    await createOrder({ totalAmount: "7.50", status: "delivered", paidAt: at("01-17") });
    await test.db
      .update(insightSnapshots)
      .set({ countedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(insightSnapshots.key, kept.key));
    expect((await shop()).shop).toBe(50);

    // A member cannot make the app count: the post is refused like the page.
    const { cookie } = await createSignedInMember({ email: "fan@example.com", membershipStatus: "active" });
    const member = await settle(() => pageAction(args(post(`/admin/insights${QUERY}`, { intent: "recount" }, cookie))));
    expect([member.status, member.headers.get("Location")]).toEqual([302, "/"]);
    expect(await test.db.select({ key: insightSnapshots.key }).from(insightSnapshots)).toHaveLength(1);
  });

  it("draws the latest 30 events and counts every one; the CSV has them all", async () => {
    const { cookie } = await createSignedInMember({ email: "chair@example.com", isAdmin: true });
    // 31 in January and one in February, each at noon in Los Angeles (20:00 UTC).
    for (let day = 1; day <= 32; day++)
      await createEvent({ title: `Match ${day}`, date: day <= 31 ? at(`01-${String(day).padStart(2, "0")}`) : at("02-01") });
    const page = (await (await settle(pageLoader(args(get(`/admin/insights${QUERY}`, cookie))))).json()) as {
      events: { title: string }[];
      eventTotals: { events: number };
      chartRows: number;
    };
    expect([page.events.length, page.eventTotals.events, page.chartRows]).toEqual([30, 32, 30]);
    expect(await csvOf(eventsCsv(args(get(`/admin/insights/events.csv${QUERY}`, cookie))))).toHaveLength(32);
  });

  it("a custom period that is not one shows this season and says why", async () => {
    const { cookie } = await createSignedInMember({ email: "chair@example.com", isAdmin: true });
    const page = (await (
      await settle(pageLoader(args(get("/admin/insights?period=custom&from=2026-05-01&to=2026-04-01", cookie))))
    ).json()) as {
      period: { kind: string };
      error: string;
    };
    expect(page).toMatchObject({ period: { kind: "season" }, error: "custom-order" });
  });
});

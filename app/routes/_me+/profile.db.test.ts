import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { events, eventAttendees, eventCheckins, familyMembers, orders, volunteerOpportunities, volunteerSignups } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createAdmin, createMember, createOpportunity, type UserValues } from "../../../test/factories";
import { args, ORIGIN, post as formPost, readToast as toastOf, settle } from "../../../test/http";
import { signedInCookie } from "../../../test/session";
import { addFamilyMember, removeFamilyMember } from "~/models/family.server";
import { familyMax, seasonStartMonth } from "~/utils/env.server";
import { seasonStart } from "~/models/attendance";
import { branding } from "~/utils/branding.server";
import { action, loader } from "./profile";
import { action as rosterAction } from "../admin+/volunteer.$opportunityId.roster";
import { signUpForShift } from "~/models/volunteer.server";
import { loyaltyLineText, type LoyaltyLine } from "~/models/loyalty-rules";
import { calendarDaysAhead, DAY } from "../../../test/time";

// Stripe configured, so Update Payment Method depends on the member alone (no call to Stripe is made).
vi.mock("~/utils/env.server", async (importOriginal) => {
  const { envWith, FAKE_STRIPE } = await import("../../../test/env");
  return envWith(importOriginal, { stripeConfig: { ...FAKE_STRIPE, webhookSecret: null } });
});

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

const insertMember = (extra: UserValues = {}) =>
  createMember({ email: `fan-${Math.random().toString(36).slice(2)}@example.com`, firstName: "Pat", ...extra });

async function load(userId: string) {
  const request = new Request(`${ORIGIN}/profile`, { headers: { Cookie: await signedInCookie(userId) } });
  return (await loader({ request, params: {}, context: {} })).json();
}

/** The action's answer; a thrown Response (redirect, 403) is an answer too. */
async function post(userId: string | null, fields: Record<string, string>, origin = ORIGIN) {
  const cookie = userId ? await signedInCookie(userId) : undefined;
  return settle(action(args(formPost("/profile", fields, { cookie, headers: { Origin: origin } }))));
}

const household = (userId: string) => test.db.select().from(familyMembers).where(eq(familyMembers.userId, userId));
const jamie = { intent: "add-family", name: "  Jamie Fan ", email: " Jamie@Example.com ", relationship: " Child " };

describe("/profile loader: the membership texts (status, Member ID, expiry, billing)", () => {
  it("an active annual Roadie: badge, Member ID, real join date, plan, days remaining, billing, amount, auto-renewal", async () => {
    const id = await insertMember({
      membershipStatus: "active",
      membershipType: "annual",
      membershipTier: "roadie",
      membershipExpiry: calendarDaysAhead(200, branding.timeZone),
      nextBillingDate: calendarDaysAhead(200, branding.timeZone),
      subscriptionPrice: "50.00",
      autoRenewal: true,
      createdAt: new Date("2024-03-15T20:00:00Z"),
    });
    const data = await load(id);
    expect(data.membership).toMatchObject({
      statusLabel: "Active Member",
      isMember: true,
      isAdmin: false,
      memberId: `#${id.slice(-8).toUpperCase()}`,
      memberSince: "Fri, Mar 15, 2024",
      plan: "annual · Roadie",
      expiryNote: "200 days remaining",
      expiryTone: "green",
      amount: "$50.00/year",
      autoRenewal: "Enabled",
      lifetime: false,
    });
    expect(data.membership!.nextBilling).not.toBe("N/A");
    // No Stripe customer (paid by hand): no payment method to update.
    expect(data.canManagePayment).toBe(false);
  });

  it("offers Update Payment Method to a member with a Stripe customer", async () => {
    const id = await insertMember({ membershipStatus: "active", membershipType: "annual", stripeCustomerId: "cus_profile_1" });
    expect((await load(id)).canManagePayment).toBe(true);
  });

  it("warns in yellow from 30 days down to 1, and says 'Expired N days ago' in red at 0 or fewer", async () => {
    const soon = await insertMember({
      membershipStatus: "active",
      membershipType: "monthly",
      membershipExpiry: new Date(Date.now() + 10 * DAY + 60_000),
      subscriptionPrice: "5.00",
    });
    const gone = await insertMember({
      membershipStatus: "expired",
      membershipType: "annual",
      membershipExpiry: new Date(Date.now() - 3 * DAY - 60_000),
    });
    const soonData = await load(soon);
    expect(soonData.membership).toMatchObject({ expiryTone: "yellow", amount: "$5.00/month", autoRenewal: "Disabled" });
    expect(soonData.membership!.expiryNote).toMatch(/^Expires in (10|11) days$/);
    const goneData = await load(gone);
    expect(goneData.membership).toMatchObject({ statusLabel: "Expired", isMember: false, expiryTone: "red" });
    expect(goneData.membership!.expiryNote).toMatch(/^Expired (3|4) days ago$/);
  });

  it("a lifetime admin: never expires, no auto-renewal, Administrator", async () => {
    const id = await insertMember({
      membershipStatus: "lifetime",
      membershipType: "lifetime",
      isLifetimeMember: true,
      isAdmin: true,
      stripeCustomerId: "cus_123",
    });
    const data = await load(id);
    expect(data.membership).toMatchObject({
      statusLabel: "Lifetime Member",
      isMember: true,
      isAdmin: true,
      lifetime: true,
      expiryDate: "N/A - Lifetime Member",
      expiryNote: "Never expires - Lifetime access",
      autoRenewal: null,
    });
    expect(data.canManagePayment).toBe(false);
  });

  it("no membership: Inactive, N/A expiry, plan None, no household", async () => {
    const id = await insertMember();
    await test.db.insert(familyMembers).values({ userId: id, name: "Old", email: "old@example.com", relationship: "Partner" });
    const data = await load(id);
    expect(data.membership).toMatchObject({
      statusLabel: "Inactive",
      isMember: false,
      expiryDate: "N/A",
      expiryNote: null,
      plan: "None",
      amount: null,
    });
    expect(data.family).toEqual([]);
  });

  it("summary cards: 3 upcoming events with the member's RSVP, the 3 newest own orders", async () => {
    const id = await insertMember({ membershipStatus: "active" });
    const other = await insertMember();
    const made = await test.db
      .insert(events)
      .values([1, 2, 3, 4].map((n) => ({ title: `Match ${n}`, date: new Date(Date.now() + n * DAY), location: "Stadium", type: "match" })))
      .returning({ id: events.id });
    await test.db.insert(events).values({ title: "Old match", date: new Date(Date.now() - DAY), location: "Stadium", type: "match" });
    await test.db.insert(eventAttendees).values({ eventId: made[1].id, userId: id });
    for (const n of [1, 2, 3, 4]) {
      await test.db.insert(orders).values({
        id: `order-own-${n}-abcdef${n}`,
        userId: id,
        totalAmount: `${n}0.00`,
        status: "pending",
        createdAt: new Date(Date.now() - (10 - n) * DAY),
      });
    }
    await test.db.insert(orders).values({ id: "order-someone-else", userId: other, totalAmount: "99.00", status: "pending" });
    const data = await load(id);
    expect(data.upcomingEvents.map((e: { title: string; going: boolean }) => [e.title, e.going])).toEqual([
      ["Match 1", false],
      ["Match 2", true],
      ["Match 3", false],
    ]);
    expect(data.recentOrders.map((o: { id: string; totalAmount: string }) => [o.id.slice(-6), o.totalAmount])).toEqual([
      ["bcdef4", "40.00"],
      ["bcdef3", "30.00"],
      ["bcdef2", "20.00"],
    ]);
  });
});

describe("/profile: matches attended this season", () => {
  it("counts the member's check-ins at matches since the season began: not last season's, not a watch party, not another member's", async () => {
    const id = await insertMember({ membershipStatus: "active" });
    const other = await insertMember();
    const start = seasonStart(new Date(), branding.timeZone, seasonStartMonth);
    const made = await test.db
      .insert(events)
      .values([
        { title: "Last season's derby", date: new Date(start.getTime() - DAY), location: "Stadium", type: "match" },
        { title: "Opening day", date: new Date(start.getTime() + 60 * 60 * 1000), location: "Stadium", type: "match" },
        { title: "Cup tie", date: new Date(start.getTime() + DAY), location: "Stadium", type: "match" },
        { title: "Away watch party", date: new Date(start.getTime() + DAY), location: "The Pub", type: "watch-party" },
      ])
      .returning({ id: events.id });
    const [lastSeason, opening, cup, party] = made.map((row) => row.id);
    await test.db.insert(eventCheckins).values([
      { eventId: lastSeason, userId: id, method: "scan" },
      { eventId: opening, userId: id, method: "scan" },
      { eventId: party, userId: id, method: "search" },
      { eventId: cup, userId: other, method: "scan" },
    ]);
    expect((await load(id)).matchesAttended).toBe(1);
    expect((await load(other)).matchesAttended).toBe(1);
    await test.db.insert(eventCheckins).values({ eventId: cup, userId: id, method: "api" });
    expect((await load(id)).matchesAttended).toBe(2);
    expect((await load(await insertMember())).matchesAttended).toBe(0);
  });
});

describe("/profile: loyalty points", () => {
  it("shows an active member's points line by line, and none for a member whose membership lapsed", async () => {
    const id = await insertMember({ membershipStatus: "active", createdAt: new Date(Date.now() - 800 * DAY) });
    const start = seasonStart(new Date(), branding.timeZone, seasonStartMonth);
    const [match] = await test.db
      .insert(events)
      .values({ title: "Derby", date: new Date(start.getTime() + 60 * 60 * 1000), location: "Stadium", type: "match" })
      .returning({ id: events.id });
    await test.db.insert(eventCheckins).values({ eventId: match.id, userId: id, method: "scan" });
    expect((await load(id)).loyalty).toEqual({
      total: 5,
      lines: [
        { key: "matchesAttended", text: "1 match attended", points: 1 },
        { key: "volunteerMinutes", text: "0 volunteer hours", points: 0 },
        { key: "membershipYears", text: "2 full years a member", points: 4 },
        { key: "ballotsLost", text: "0 away ballots lost this season", points: 0 },
      ],
    });
    const lapsed = await insertMember({ membershipStatus: "expired" });
    await test.db.insert(eventCheckins).values({ eventId: match.id, userId: lapsed, method: "scan" });
    expect((await load(lapsed)).loyalty).toBeNull();
  });
});

describe("/profile household", () => {
  it("an active member adds a family member (trimmed, email lower case) with 'Family Member Added', and it is listed", async () => {
    const id = await insertMember({ membershipStatus: "active" });
    const response = await post(id, jamie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/profile");
    expect(await toastOf(response)).toMatchObject({ type: "success", title: "Family Member Added" });
    expect(await household(id)).toMatchObject([{ name: "Jamie Fan", email: "jamie@example.com", relationship: "Child" }]);
    expect((await load(id)).family).toMatchObject([{ name: "Jamie Fan", relationship: "Child" }]);
  });

  it("blank fields and a bad email come back as field errors with a 400, the typed values kept, nothing saved", async () => {
    const id = await insertMember({ membershipStatus: "lifetime", isLifetimeMember: true });
    const response = await post(id, { intent: "add-family", name: " ", email: "not-an-email", relationship: "Cousin" });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.result.error).toMatchObject({ name: ["Full name is required"], email: ["Enter a valid email address"] });
    expect(body.result.initialValue).toMatchObject({ email: "not-an-email", relationship: "Cousin" });
    expect(await household(id)).toHaveLength(0);
  });

  it("refuses a member who is not active (inactive, expired, pending) with 403", async () => {
    for (const membershipStatus of ["inactive", "expired", "pending"]) {
      const id = await insertMember({ membershipStatus });
      const response = await post(id, jamie);
      expect(response.status).toBe(403);
      expect(await household(id)).toHaveLength(0);
    }
  });

  it(`stops at FAMILY_MAX (${familyMax}) with a 409 and a message`, async () => {
    const id = await insertMember({ membershipStatus: "active" });
    for (let n = 0; n < familyMax; n++) expect((await post(id, { ...jamie, name: `Kid ${n}` })).status).toBe(302);
    const response = await post(id, { ...jamie, name: "One too many" });
    expect(response.status).toBe(409);
    expect((await response.json()).result.error[""]).toEqual([`You can add at most ${familyMax} family members.`]);
    expect(await household(id)).toHaveLength(familyMax);
  });

  it("10 concurrent adds with one place left add exactly one", async () => {
    const id = await insertMember({ membershipStatus: "active" });
    const max = 3;
    await test.db
      .insert(familyMembers)
      .values([1, 2].map((n) => ({ userId: id, name: `Kid ${n}`, email: `k${n}@example.com`, relationship: "Child" })));
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        addFamilyMember(id, { name: `Racer ${n}`, email: `r${n}@example.com`, relationship: "Child" }, { max }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "limit")).toHaveLength(9);
    expect(await household(id)).toHaveLength(max);
  });

  it("20 concurrent adds from empty never pass the limit", async () => {
    const id = await insertMember({ membershipStatus: "active" });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        addFamilyMember(id, { name: `Racer ${n}`, email: `r${n}@example.com`, relationship: "Child" }, { max: 5 }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(await household(id)).toHaveLength(5);
  });

  it("removes one's own family member with 'Family Member Removed'; another member's id removes nothing (404)", async () => {
    const id = await insertMember({ membershipStatus: "active" });
    const other = await insertMember({ membershipStatus: "active" });
    const [mine] = await test.db
      .insert(familyMembers)
      .values({ userId: id, name: "Mine", email: "m@example.com", relationship: "Partner" })
      .returning();
    const [theirs] = await test.db
      .insert(familyMembers)
      .values({ userId: other, name: "Theirs", email: "t@example.com", relationship: "Partner" })
      .returning();

    const refused = await post(id, { intent: "remove-family", id: String(theirs.id) });
    expect(refused.status).toBe(404);
    expect(await household(other)).toHaveLength(1);
    expect(await removeFamilyMember(id, theirs.id)).toBeNull();

    const response = await post(id, { intent: "remove-family", id: String(mine.id) });
    expect(response.status).toBe(302);
    expect(await toastOf(response)).toMatchObject({ type: "success", title: "Family Member Removed" });
    expect(await household(id)).toHaveLength(0);
  });

  it("a lapsed member cannot remove (403); a bad id is a 400; anonymous and cross-origin posts change nothing", async () => {
    const id = await insertMember({ membershipStatus: "expired" });
    const [row] = await test.db
      .insert(familyMembers)
      .values({ userId: id, name: "Kept", email: "k@example.com", relationship: "Partner" })
      .returning();
    expect((await post(id, { intent: "remove-family", id: String(row.id) })).status).toBe(403);
    const active = await insertMember({ membershipStatus: "active" });
    expect((await post(active, { intent: "remove-family", id: "abc" })).status).toBe(400);
    // A safe integer past int4: refused at the border, not a failed query (500).
    expect((await post(active, { intent: "remove-family", id: "99999999999" })).status).toBe(400);
    const anonymous = await post(null, jamie);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/api\/login/);
    expect((await post(active, jamie, "https://evil.example")).status).toBe(403);
    expect(await household(active)).toHaveLength(0);
    expect(await household(id)).toHaveLength(1);
  });
});

describe("/profile: a shift the coordinator marked attended counts for volunteer hours and points", () => {
  const volunteerLine = async (userId: string) =>
    ((await load(userId)).loyalty!.lines as LoyaltyLine[]).map(loyaltyLineText).find((line) => line.includes("volunteer hour"));

  it("sign-up, the shift ends, the roster's 'attended' tick (completed) keeps the hours; a no-show has none", async () => {
    const came = await insertMember({ membershipStatus: "lifetime" });
    const stayedHome = await insertMember({ membershipStatus: "lifetime" });
    // A three-hour shift in two days: both sign up through the model, as the volunteer page does.
    const shift = await createOpportunity({ date: new Date(Date.now() + 2 * DAY), startTime: "16:00", endTime: "19:00" });
    for (const id of [came, stayedHome]) expect(await signUpForShift(id, shift)).toMatchObject({ ok: true });
    expect(await volunteerLine(came)).toBe("0 volunteer hours · 0 points");

    // The shift took place: it ended an hour ago.
    await test.db
      .update(volunteerOpportunities)
      .set({ date: new Date(Date.now() - 4 * 60 * 60_000) })
      .where(eq(volunteerOpportunities.id, shift));
    expect(await volunteerLine(came)).toBe("3 volunteer hours · 1 point");

    // The coordinator ticks 'attended' for one, not the other, on the roster.
    const signups = await test.db.select().from(volunteerSignups).where(eq(volunteerSignups.opportunityId, shift));
    const signupOf = (userId: string) => String(signups.find((row) => row.userId === userId)!.id);
    const admin = await signedInCookie(await createAdmin());
    const fields = new URLSearchParams([
      ["signup", signupOf(came)],
      ["signup", signupOf(stayedHome)],
      ["attended", signupOf(came)],
    ]);
    const marked = await settle(
      rosterAction(args(formPost(`/admin/volunteer/${shift}/roster`, fields, { cookie: admin }), { opportunityId: String(shift) })),
    );
    expect(await toastOf(marked)).toMatchObject({ type: "success", description: "1 completed, 1 no-show." });
    const statuses = await test.db.select().from(volunteerSignups).where(eq(volunteerSignups.opportunityId, shift));
    expect(statuses.map((row) => [row.userId, row.status]).sort()).toEqual(
      [
        [came, "completed"],
        [stayedHome, "no-show"],
      ].sort(),
    );

    expect(await volunteerLine(came)).toBe("3 volunteer hours · 1 point");
    expect(await volunteerLine(stayedHome)).toBe("0 volunteer hours · 0 points");
  });
});

import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, volunteerOpportunities, volunteerSignups } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createMember, createOpportunity as insertOpportunity } from "../../test/factories";
import { getAdminStats } from "./users.server";
import {
  cancelOpportunity,
  createOpportunity,
  deleteOpportunity,
  getRoster,
  listUpcomingOpportunitiesPage,
  listOpportunitiesForAdmin,
  markAttendance,
  updateOpportunity,
} from "./volunteer-admin.server";
import { cancelSignup, signUpForShift } from "./volunteer.server";
import { messageFor } from "~/i18n/message-map";
import { opportunityMessages } from "~/i18n/messages/volunteer";
import { volunteerOpportunitySchema, type VolunteerOpportunityInput } from "~/models/volunteer.schema";
import { DAY } from "../../test/time";
import { signupStatus } from "../../test/rows";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

const TZ = "America/Los_Angeles";

function input(overrides: Record<string, unknown> = {}): VolunteerOpportunityInput {
  return volunteerOpportunitySchema(TZ).parse({
    title: "Flag crew",
    date: "2030-08-01",
    startTime: "16:30",
    endTime: "19:30",
    location: "Gate C",
    spotsNeeded: "10",
    category: "match-day",
    ...overrides,
  });
}

const member = (email: string, firstName = "Test") => createMember({ email, firstName, lastName: "Member" });
const opportunity = insertOpportunity;

async function signup(userId: string, opportunityId: number, status = "confirmed", createdAt?: Date) {
  const [row] = await test.db
    .insert(volunteerSignups)
    .values({ userId, opportunityId, status, ...(createdAt ? { createdAt } : {}) })
    .returning({ id: volunteerSignups.id });
  return row.id;
}

async function row(id: number) {
  const [found] = await test.db.select().from(volunteerOpportunities).where(eq(volunteerOpportunities.id, id));
  return found;
}

describe("createOpportunity / updateOpportunity", () => {
  it("stores the shift's start in the group's zone and every field", async () => {
    const result = await createOpportunity(
      input({ physicalRequirements: "Lifting 10 kg", contactInfo: "crew@example.org", description: "Flags" }),
    );
    if (!result.ok) throw new Error(result.reason);
    const created = result.opportunity;
    // 16:30 on 1 August 2030 in Los Angeles (PDT, UTC-7).
    expect(new Date(created.date).toISOString()).toBe("2030-08-01T23:30:00.000Z");
    expect(created).toMatchObject({
      title: "Flag crew",
      startTime: "16:30:00",
      endTime: "19:30:00",
      location: "Gate C",
      spotsNeeded: 10,
      spotsAssigned: 0,
      category: "match-day",
      physicalRequirements: "Lifting 10 kg",
      contactInfo: "crew@example.org",
      description: "Flags",
      isActive: true,
    });
  });

  it("refuses to lower spots below the confirmed count with a clear message, and changes nothing", async () => {
    const id = await opportunity({ spotsNeeded: 5, spotsAssigned: 3 });
    const refused = await updateOpportunity(id, input({ spotsNeeded: 2, title: "Renamed" }));
    expect(!refused.ok && messageFor(opportunityMessages, refused)).toBe(
      "Spots needed can't be lower than the 3 volunteers already confirmed.",
    );
    expect(await row(id)).toMatchObject({ spotsNeeded: 5, title: "Setup" });

    const updated = await updateOpportunity(id, input({ spotsNeeded: 3, title: "Renamed" }));
    expect(updated).toMatchObject({ ok: true, opportunity: { spotsNeeded: 3, spotsAssigned: 3, title: "Renamed" } });
  });

  it("refuses with a typed reason carrying the confirmed count", async () => {
    const id = await opportunity({ spotsNeeded: 5, spotsAssigned: 2 });
    const refused = await updateOpportunity(id, input({ spotsNeeded: 1 }));
    expect(refused).toMatchObject({ ok: false, reason: "spots-below-confirmed" });
    expect(!refused.ok && refused.reason === "spots-below-confirmed" && refused.confirmed).toBe(2);
  });

  it("refuses a new shift that starts in the past, and writes nothing", async () => {
    const now = new Date("2030-08-02T00:00:00Z"); // 17:00 on 1 August in Los Angeles
    expect(await createOpportunity(input({ date: "2030-08-01", startTime: "16:30" }), now)).toEqual({ ok: false, reason: "start-in-past" });
    expect(await test.db.select().from(volunteerOpportunities)).toHaveLength(0);
    const later = await createOpportunity(input({ date: "2030-08-01", startTime: "17:30", endTime: "19:30" }), now);
    expect(later.ok).toBe(true);
  });

  it("lets a past shift be edited while its start stays, but refuses moving a start into the past", async () => {
    const start = new Date("2030-08-01T23:30:00Z"); // the input's 16:30 on 1 August in Los Angeles
    const now = new Date(start.getTime() + DAY);
    const id = await opportunity({ date: start, startTime: "16:30:00", spotsNeeded: 5 });
    const typo = await updateOpportunity(id, input({ title: "Flag crew (fixed)" }), now);
    expect(typo).toMatchObject({ ok: true, opportunity: { title: "Flag crew (fixed)" } });
    const moved = await updateOpportunity(id, input({ date: "2030-07-31", title: "Moved" }), now);
    expect(moved).toEqual({ ok: false, reason: "start-in-past" });
    expect(!moved.ok && messageFor(opportunityMessages, moved)).toBe(
      "The shift must start in the future: choose a later date or start time.",
    );
    expect((await row(id)).title).toBe("Flag crew (fixed)");

    const upcoming = await opportunity({ date: new Date(now.getTime() + DAY) });
    expect(await updateOpportunity(upcoming, input(), now)).toEqual({ ok: false, reason: "start-in-past" });
  });

  it("isActive false cancels as the admin Cancel does: the notices queued with the edit, once", async () => {
    const id = await opportunity({ spotsNeeded: 1, spotsAssigned: 1 });
    const confirmed = await signup(await member("a@example.org"), id, "confirmed");
    const waiting = await signup(await member("b@example.org"), id, "waitlisted");
    const cancelled = await updateOpportunity(id, input({ spotsNeeded: "3", title: "Renamed" }), new Date(), { isActive: false });
    expect(cancelled).toMatchObject({ ok: true, notified: 2, opportunity: { isActive: false, title: "Renamed" } });
    expect(await row(id)).toMatchObject({ isActive: false, title: "Renamed", spotsAssigned: 1 });
    // Nobody promoted by the extra spots on a shift that is off; both told it is cancelled.
    expect([await signupStatus(confirmed), await signupStatus(waiting)]).toEqual(["confirmed", "waitlisted"]);
    const mails = await test.db.select({ kind: notifications.kind, payload: notifications.payload }).from(notifications);
    expect(mails.map((m) => [m.kind, m.payload.signupId]).sort()).toEqual([
      ["shift-cancelled", confirmed],
      ["shift-cancelled", waiting],
    ]);
    // Again: already off, nobody emailed twice.
    expect(await updateOpportunity(id, input({ spotsNeeded: "3" }), new Date(), { isActive: false })).toMatchObject({
      ok: true,
      notified: 0,
    });
    expect(await test.db.select().from(notifications)).toHaveLength(2);
  });

  it("isActive true on a cancelled shift is refused and changes nothing; on an active one it is a plain edit", async () => {
    const off = await opportunity({ isActive: false });
    const refused = await updateOpportunity(off, input({ title: "Back on" }), new Date(), { isActive: true });
    expect(refused).toEqual({ ok: false, reason: "opportunity-cancelled" });
    expect(await row(off)).toMatchObject({ isActive: false, title: "Setup" });
    const on = await opportunity();
    expect(await updateOpportunity(on, input({ title: "Still on" }), new Date(), { isActive: true })).toMatchObject({
      ok: true,
      opportunity: { isActive: true, title: "Still on" },
    });
  });

  it("refuses an unknown id", async () => {
    expect(await updateOpportunity(999, input())).toEqual({ ok: false, reason: "opportunity-not-found" });
  });

  it("never leaves spots_assigned above spots_needed while sign-ups race a lowering of the spots", async () => {
    const id = await opportunity({ spotsNeeded: 10, spotsAssigned: 0 });
    const people = await Promise.all(Array.from({ length: 20 }, (_, i) => member(`racer${i}@example.com`)));
    // A sign-up as the member side makes it: the conditional increment, then the confirmed row.
    const signUp = (userId: string) =>
      test.db.transaction(async (tx) => {
        const [taken] = await tx
          .update(volunteerOpportunities)
          .set({ spotsAssigned: sql`${volunteerOpportunities.spotsAssigned} + 1` })
          .where(
            and(eq(volunteerOpportunities.id, id), sql`${volunteerOpportunities.spotsAssigned} < ${volunteerOpportunities.spotsNeeded}`),
          )
          .returning({ id: volunteerOpportunities.id });
        await tx.insert(volunteerSignups).values({ userId, opportunityId: id, status: taken ? "confirmed" : "waitlisted" });
      });
    // Four volunteers are in before the race, so every lowering below 4 must be refused.
    for (const userId of people.slice(0, 4)) await signUp(userId);
    const lowerings = [9, 7, 5, 3, 6, 2, 8, 4, 5, 4].map((spots) =>
      // A CHECK violation (a rejection) here would mean the floor was not in the WHERE clause.
      updateOpportunity(id, input({ spotsNeeded: spots })).then((result) => {
        if (result.ok) return "updated";
        if (result.reason === "spots-below-confirmed") return "refused";
        throw new Error(result.reason);
      }),
    );
    const results = await Promise.all([...people.slice(4).map(signUp), ...lowerings]);
    expect(results.filter((r) => r === "updated" || r === "refused")).toHaveLength(10);
    expect(results.filter((r) => r === "refused").length).toBeGreaterThanOrEqual(2);

    const final = await row(id);
    const [{ confirmed }] = await test.db
      .select({ confirmed: sql<number>`count(*)::int` })
      .from(volunteerSignups)
      .where(and(eq(volunteerSignups.opportunityId, id), eq(volunteerSignups.status, "confirmed")));
    expect(final.spotsAssigned).toBeLessThanOrEqual(final.spotsNeeded);
    expect(Number(confirmed)).toBe(final.spotsAssigned);
  });
});

describe("raising the spots", () => {
  it("moves the waitlist up at once, in the order members joined, with an email each", async () => {
    const id = await opportunity({ spotsNeeded: 2, spotsAssigned: 2, date: new Date("2030-08-01T23:30:00Z") });
    await signup(await member("a@example.org"), id, "confirmed");
    await signup(await member("b@example.org"), id, "confirmed");
    const first = await signup(await member("c@example.org"), id, "waitlisted", new Date(Date.now() - 3000));
    const second = await signup(await member("d@example.org"), id, "waitlisted", new Date(Date.now() - 2000));
    const third = await signup(await member("e@example.org"), id, "waitlisted", new Date(Date.now() - 1000));

    const updated = await updateOpportunity(id, input({ spotsNeeded: "4" }));
    expect(updated.ok && updated.opportunity.spotsAssigned).toBe(4);
    expect([await signupStatus(first), await signupStatus(second), await signupStatus(third)]).toEqual([
      "confirmed",
      "confirmed",
      "waitlisted",
    ]);
    expect((await row(id)).spotsAssigned).toBe(4);
    const mails = await test.db.select({ kind: notifications.kind, payload: notifications.payload }).from(notifications);
    expect(mails.map((m) => [m.kind, m.payload.signupId]).sort()).toEqual([
      ["waitlist-promoted", first],
      ["waitlist-promoted", second],
    ]);
  });

  it("promotes nobody on a past or cancelled shift", async () => {
    const id = await opportunity({ spotsNeeded: 1, spotsAssigned: 1, isActive: false });
    await signup(await member("a@example.org"), id, "confirmed");
    const waiting = await signup(await member("b@example.org"), id, "waitlisted");
    await updateOpportunity(id, input({ spotsNeeded: "3" }));
    expect(await signupStatus(waiting)).toBe("waitlisted");
    expect((await row(id)).spotsAssigned).toBe(1);
  });
});

describe("cancelOpportunity", () => {
  it("deactivates and queues one 'shift-cancelled' mail per confirmed or waitlisted volunteer, once", async () => {
    const id = await opportunity();
    const other = await opportunity();
    const [a, b, c, d, e] = await Promise.all(["a", "b", "c", "d", "e"].map((n) => member(`${n}@example.com`)));
    const confirmedId = await signup(a, id, "confirmed");
    const waitlistedId = await signup(b, id, "waitlisted");
    await signup(c, id, "cancelled");
    await signup(d, id, "completed");
    await signup(e, other, "confirmed");

    expect(await cancelOpportunity(id)).toEqual({ ok: true, notified: 2 });
    expect((await row(id)).isActive).toBe(false);
    expect((await row(other)).isActive).toBe(true);
    const queued = await test.db
      .select({
        kind: notifications.kind,
        subjectKey: notifications.subjectKey,
        userId: notifications.userId,
        payload: notifications.payload,
      })
      .from(notifications)
      .orderBy(notifications.id);
    expect(queued).toEqual([
      { kind: "shift-cancelled", subjectKey: `${id}:${a}`, userId: a, payload: { opportunityId: id, signupId: confirmedId } },
      { kind: "shift-cancelled", subjectKey: `${id}:${b}`, userId: b, payload: { opportunityId: id, signupId: waitlistedId } },
    ]);
    // The signups stay, so the roster still shows who was on it.
    expect(await signupStatus(confirmedId)).toBe("confirmed");

    expect(await cancelOpportunity(id)).toEqual({ ok: false, reason: "already-cancelled" });
    expect(await cancelOpportunity(9999)).toEqual({ ok: false, reason: "opportunity-not-found" });
    expect(await test.db.select({ id: notifications.id }).from(notifications)).toHaveLength(2);
  });
});

describe("deleteOpportunity", () => {
  it("removes the opportunity and its signups; false when there is none", async () => {
    const id = await opportunity();
    await signup(await member("a@example.com"), id);
    expect(await deleteOpportunity(id)).toBe(true);
    expect(await row(id)).toBeUndefined();
    expect(await test.db.select().from(volunteerSignups)).toHaveLength(0);
    expect(await deleteOpportunity(id)).toBe(false);
  });
});

describe("getRoster", () => {
  it("lists confirmed (in sign-up order) then waitlisted volunteers with name, email and signup time; no cancelled ones", async () => {
    const id = await opportunity();
    const t = (m: number) => new Date(Date.UTC(2030, 0, 1, 12, m));
    const early = await member("early@example.com", "Early");
    const late = await member("late@example.com", "Late");
    const waiting = await member("wait@example.com", "Waiting");
    const gone = await member("gone@example.com", "Gone");
    await signup(waiting, id, "waitlisted", t(1));
    await signup(late, id, "confirmed", t(5));
    await signup(early, id, "confirmed", t(2));
    await signup(gone, id, "cancelled", t(0));
    await signup(await member("elsewhere@example.com"), await opportunity(), "confirmed", t(0));

    const roster = await getRoster(id);
    expect(roster.map((r) => [r.firstName, r.email, r.status, new Date(r.signedUpAt).toISOString()])).toEqual([
      ["Early", "early@example.com", "confirmed", t(2).toISOString()],
      ["Late", "late@example.com", "confirmed", t(5).toISOString()],
      ["Waiting", "wait@example.com", "waitlisted", t(1).toISOString()],
    ]);
  });
});

describe("markAttendance", () => {
  it("marks confirmed signups of a past shift completed or no-show, and lets a slip be corrected", async () => {
    const id = await opportunity({ date: new Date(Date.now() - DAY) });
    const [a, b, c, d] = await Promise.all(["a", "b", "c", "d"].map((n) => member(`${n}@example.com`)));
    const came = await signup(a, id);
    const stayedHome = await signup(b, id);
    const waiting = await signup(c, id, "waitlisted");
    const cancelled = await signup(d, id, "cancelled");
    const elsewhere = await signup(a, await opportunity({ date: new Date(Date.now() - DAY) }));

    expect(await markAttendance(id, { completed: [came, waiting, elsewhere], noShow: [stayedHome, cancelled] })).toBe(2);
    expect(await signupStatus(came)).toBe("completed");
    expect(await signupStatus(stayedHome)).toBe("no-show");
    expect(await signupStatus(waiting)).toBe("waitlisted");
    expect(await signupStatus(cancelled)).toBe("cancelled");
    expect(await signupStatus(elsewhere)).toBe("confirmed");

    expect(await markAttendance(id, { completed: [stayedHome], noShow: [came] })).toBe(2);
    expect(await signupStatus(came)).toBe("no-show");
    expect(await signupStatus(stayedHome)).toBe("completed");
  });

  it("leaves spots_assigned alone: it keeps counting the signups holding a spot (confirmed, completed, no-show)", async () => {
    const start = new Date("2031-05-01T17:00:00Z");
    const before = new Date(start.getTime() - 3 * DAY);
    const id = await opportunity({ date: start, spotsNeeded: 2 });
    const [a, b, c] = await Promise.all(["a", "b", "c"].map((n) => member(`${n}@example.com`)));
    const [aSignup, bSignup, cSignup] = [
      await signUpForShift(a, id, before),
      await signUpForShift(b, id, new Date(before.getTime() + 1)),
      await signUpForShift(c, id, new Date(before.getTime() + 2)),
    ].map((result) => {
      if (!result.ok) throw new Error(`sign-up refused: ${result.reason}`);
      return result;
    });
    expect([aSignup.status, bSignup.status, cSignup.status]).toEqual(["confirmed", "confirmed", "waitlisted"]);
    // b drops out in time; c moves up.
    await cancelSignup(b, bSignup.id, new Date(before.getTime() + 3));
    const holding = async () => {
      const [{ n }] = await test.db
        .select({ n: sql<number>`count(*)::int` })
        .from(volunteerSignups)
        .where(and(eq(volunteerSignups.opportunityId, id), sql`${volunteerSignups.status} in ('confirmed', 'completed', 'no-show')`));
      return { spotsAssigned: (await row(id)).spotsAssigned, holding: Number(n) };
    };
    expect(await holding()).toEqual({ spotsAssigned: 2, holding: 2 });

    const after = new Date(start.getTime() + 4 * 3_600_000);
    expect(await markAttendance(id, { completed: [aSignup.id], noShow: [cSignup.id] }, after)).toBe(2);
    expect([await signupStatus(aSignup.id), await signupStatus(cSignup.id)]).toEqual(["completed", "no-show"]);
    expect(await holding()).toEqual({ spotsAssigned: 2, holding: 2 });
    // Correcting a slip moves nothing either.
    expect(await markAttendance(id, { completed: [cSignup.id], noShow: [aSignup.id] }, after)).toBe(2);
    expect(await holding()).toEqual({ spotsAssigned: 2, holding: 2 });
  });

  it("changes nothing on a shift the coordinator cancelled", async () => {
    const id = await opportunity({ date: new Date(Date.now() - DAY), isActive: false });
    const mine = await signup(await member("a@example.com"), id);
    expect(await markAttendance(id, { completed: [mine], noShow: [] })).toBe(0);
    expect(await signupStatus(mine)).toBe("confirmed");
  });

  it("changes nothing before the shift has started", async () => {
    const id = await opportunity({ date: new Date(Date.now() + DAY) });
    const mine = await signup(await member("a@example.com"), id);
    expect(await markAttendance(id, { completed: [mine], noShow: [] })).toBe(0);
    expect(await signupStatus(mine)).toBe("confirmed");
  });
});

describe("listOpportunitiesForAdmin", () => {
  it("gives the soonest upcoming opportunities a page at a time and says when there are more", async () => {
    const ids = [];
    for (let day = 3; day >= 1; day--) ids.push(await opportunity({ date: new Date(Date.now() + day * DAY), title: `In ${day} days` }));
    await opportunity({ date: new Date(Date.now() - DAY), title: "Yesterday" });
    const firstTwo = await listOpportunitiesForAdmin({ upcomingLimit: 2 });
    expect(firstTwo.upcoming.map((o) => o.title)).toEqual(["In 1 days", "In 2 days"]);
    expect(firstTwo.moreUpcoming).toBe(true);
    expect(firstTwo.past.map((o) => o.title)).toEqual(["Yesterday"]);
    const all = await listOpportunitiesForAdmin({ upcomingLimit: 3 });
    expect(all.upcoming).toHaveLength(3);
    expect(all.moreUpcoming).toBe(false);
  });
});

describe("open volunteer spots and the public list", () => {
  it("sums free spots over upcoming active opportunities only", async () => {
    await opportunity({ spotsNeeded: 5, spotsAssigned: 2 });
    await opportunity({ spotsNeeded: 4, spotsAssigned: 4 });
    await opportunity({ spotsNeeded: 6, spotsAssigned: 0, isActive: false });
    await opportunity({ spotsNeeded: 6, spotsAssigned: 0, date: new Date(Date.now() - DAY) });
    expect((await getAdminStats()).openVolunteerSpots).toBe(3);
    await test.db.delete(volunteerOpportunities);
    expect((await getAdminStats()).openVolunteerSpots).toBe(0);
  });

  it("pages upcoming active opportunities soonest first with spotsRemaining", async () => {
    const soon = await opportunity({ date: new Date(Date.now() + DAY), spotsNeeded: 5, spotsAssigned: 2 });
    const later = await opportunity({ date: new Date(Date.now() + 2 * DAY) });
    await opportunity({ date: new Date(Date.now() + DAY), isActive: false });
    await opportunity({ date: new Date(Date.now() - DAY) });
    const first = await listUpcomingOpportunitiesPage({ limit: 1, offset: 0 });
    expect(first.map((o) => [o.id, o.spotsRemaining])).toEqual([[soon, 3]]);
    expect((await listUpcomingOpportunitiesPage({ limit: 10, offset: 1 })).map((o) => o.id)).toEqual([later]);
  });
});

import { asc, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, volunteerOpportunities, volunteerSignups } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createMembers, createOpportunity } from "../../test/factories";
import { cancelSignup, listSignupsForUser, listUpcomingOpportunities, signUpForShift } from "./volunteer.server";
import { messageFor } from "~/i18n/message-map";
import { cancelMessages } from "~/i18n/messages/volunteer";
import { DAY, HOUR } from "../../test/time";
import { signupStatus } from "../../test/rows";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

/** A sign-up the test expects to go through: its signup, or the test fails with the reason. */
async function signedUp(...args: Parameters<typeof signUpForShift>) {
  const result = await signUpForShift(...args);
  if (!result.ok) throw new Error(`sign-up refused: ${result.reason}`);
  return result;
}

const members = (n: number, prefix = "fan") =>
  createMembers(Array.from({ length: n }, (_, i) => ({ email: `${prefix}${i}@example.com`, firstName: "Fan", lastName: String(i) })));
const opportunity = ({
  spotsNeeded = 10,
  date = new Date(Date.now() + 7 * DAY),
  contactInfo = "Sam, matchday@example.org",
  isActive = true,
} = {}) => createOpportunity({ title: "Gate crew", date, spotsNeeded, contactInfo, isActive });

/** spots_assigned and the signups by status, straight from the database. */
async function tally(opportunityId: number) {
  const [opp] = await test.db
    .select({ spotsAssigned: volunteerOpportunities.spotsAssigned })
    .from(volunteerOpportunities)
    .where(eq(volunteerOpportunities.id, opportunityId));
  const rows = await test.db
    .select({ status: volunteerSignups.status, n: count() })
    .from(volunteerSignups)
    .where(eq(volunteerSignups.opportunityId, opportunityId))
    .groupBy(volunteerSignups.status);
  const by = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  return { spotsAssigned: opp.spotsAssigned, confirmed: by.confirmed ?? 0, waitlisted: by.waitlisted ?? 0, cancelled: by.cancelled ?? 0 };
}

async function promotionMails() {
  return test.db.select().from(notifications).where(eq(notifications.kind, "waitlist-promoted")).orderBy(asc(notifications.id));
}

describe("signUpForShift under concurrency", () => {
  it("200 members at once for 10 spots: exactly 10 confirmed, 190 waitlisted, spots_assigned 10", async () => {
    const opportunityId = await opportunity({ spotsNeeded: 10 });
    const ids = await members(200);
    const started = performance.now();
    const results = await Promise.all(ids.map((id) => signedUp(id, opportunityId)));
    const ms = Math.round(performance.now() - started);
    console.info(`[volunteer] 200 concurrent sign-ups for 10 spots: ${ms} ms`);

    expect(results.filter((r) => r.status === "confirmed")).toHaveLength(10);
    expect(results.filter((r) => r.status === "waitlisted")).toHaveLength(190);
    expect(await tally(opportunityId)).toEqual({ spotsAssigned: 10, confirmed: 10, waitlisted: 190, cancelled: 0 });
    // The queue is numbered 1..190 without gaps or duplicates.
    const positions = results.flatMap((r) => (r.position === null ? [] : [r.position])).sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: 190 }, (_, i) => i + 1));
  }, 120_000);

  it("the same member sending the sign-up many times at once gets one signup and one spot", async () => {
    const opportunityId = await opportunity({ spotsNeeded: 3 });
    const [id] = await members(1);
    const results = await Promise.all(Array.from({ length: 20 }, () => signedUp(id, opportunityId)));

    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect(results.every((r) => r.status === "confirmed")).toBe(true);
    expect(await tally(opportunityId)).toEqual({ spotsAssigned: 1, confirmed: 1, waitlisted: 0, cancelled: 0 });
  }, 60_000);

  it("a mixed burst of sign-ups and cancels keeps spots_assigned equal to the confirmed count and never overbooks", async () => {
    const opportunityId = await opportunity({ spotsNeeded: 5 });
    const ids = await members(40);
    // 20 sign up first; then the other 20 sign up while the first 20 cancel and re-join at random.
    const first = await Promise.all(ids.slice(0, 20).map((id) => signedUp(id, opportunityId)));
    const burst = [
      ...ids.slice(20).map((id) => () => signedUp(id, opportunityId)),
      ...first.map((s) => () => cancelSignup(s.userId, s.id)),
      ...ids.slice(0, 10).map((id) => () => signedUp(id, opportunityId)),
    ].sort(() => Math.random() - 0.5);
    const outcomes = await Promise.allSettled(burst.map((run) => run()));
    expect(outcomes.filter((o) => o.status === "rejected")).toEqual([]);

    const after = await tally(opportunityId);
    expect(after.spotsAssigned).toBe(after.confirmed);
    // Nobody is waiting while a spot is free, and there are never more than 5.
    expect(after.confirmed).toBe(5);
    expect(after.confirmed + after.waitlisted + after.cancelled).toBe(40);
  }, 60_000);
});

describe("signUpForShift", () => {
  it("confirms while spots remain, then waitlists, and answers a repeat with the current signup", async () => {
    const opportunityId = await opportunity({ spotsNeeded: 1 });
    const [a, b] = await members(2);

    const first = await signedUp(a, opportunityId);
    expect(first).toMatchObject({ status: "confirmed", changed: true, position: null, spotsAssigned: 1, spotsNeeded: 1 });
    const second = await signedUp(b, opportunityId);
    expect(second).toMatchObject({ status: "waitlisted", changed: true, position: 1, spotsAssigned: 1 });

    expect(await signedUp(a, opportunityId)).toMatchObject({ id: first.id, status: "confirmed", changed: false });
    expect(await signedUp(b, opportunityId)).toMatchObject({ id: second.id, status: "waitlisted", changed: false, position: 1 });
    expect(await tally(opportunityId)).toEqual({ spotsAssigned: 1, confirmed: 1, waitlisted: 1, cancelled: 0 });
  });

  it("re-activates a cancelled signup at the back of the queue", async () => {
    const opportunityId = await opportunity({ spotsNeeded: 1 });
    const [a, b, c] = await members(3);
    await signedUp(a, opportunityId);
    const bSignup = await signedUp(b, opportunityId);
    await signedUp(c, opportunityId);
    await cancelSignup(b, bSignup.id);

    const later = new Date(Date.now() + 1000);
    const again = await signedUp(b, opportunityId, later);
    expect(again).toMatchObject({ id: bSignup.id, status: "waitlisted", changed: true, position: 2 });
    expect(again.createdAt.getTime()).toBe(later.getTime());
  });

  it("refuses an unknown, an inactive and a past opportunity", async () => {
    const [a] = await members(1);
    await expect(signUpForShift(a, 999_999)).resolves.toEqual({ ok: false, reason: "opportunity-not-found" });
    await expect(signUpForShift(a, await opportunity({ isActive: false }))).resolves.toEqual({
      ok: false,
      reason: "opportunity-not-found",
    });
    const now = new Date("2031-01-01T18:00:00Z");
    const startsNow = await opportunity({ date: now });
    await expect(signUpForShift(a, startsNow, now)).resolves.toEqual({ ok: false, reason: "opportunity-is-past" });
    expect(await tally(startsNow)).toEqual({ spotsAssigned: 0, confirmed: 0, waitlisted: 0, cancelled: 0 });
  });
});

describe("cancelSignup", () => {
  it("a confirmed cancel promotes the earliest waitlisted member and queues exactly one email", async () => {
    const opportunityId = await opportunity({ spotsNeeded: 2 });
    const [a, b, c, d] = await members(4);
    const t0 = Date.now();
    const aSignup = await signedUp(a, opportunityId, new Date(t0));
    await signedUp(b, opportunityId, new Date(t0 + 1));
    const cSignup = await signedUp(c, opportunityId, new Date(t0 + 2));
    const dSignup = await signedUp(d, opportunityId, new Date(t0 + 3));
    expect([cSignup.position, dSignup.position]).toEqual([1, 2]);

    const now = new Date(t0 + 10);
    const result = await cancelSignup(a, aSignup.id, now);
    expect(result).toMatchObject({ previousStatus: "confirmed", promoted: { signupId: cSignup.id, userId: c } });
    expect(await signupStatus(aSignup.id)).toBe("cancelled");
    expect(await signupStatus(cSignup.id)).toBe("confirmed");
    expect(await tally(opportunityId)).toEqual({ spotsAssigned: 2, confirmed: 2, waitlisted: 1, cancelled: 1 });
    const [dNow] = (await listSignupsForUser(d)).filter((s) => s.id === dSignup.id);
    expect(dNow.position).toBe(1);

    const mails = await promotionMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      userId: c,
      subjectKey: `${cSignup.id}:${now.getTime()}`,
      payload: { signupId: cSignup.id, opportunityId },
      status: "pending",
    });
  });

  it("gives the spot back when nobody is waiting, and a waitlisted cancel frees no spot", async () => {
    const opportunityId = await opportunity({ spotsNeeded: 1 });
    const [a, b] = await members(2);
    const aSignup = await signedUp(a, opportunityId);
    const bSignup = await signedUp(b, opportunityId);

    expect(await cancelSignup(b, bSignup.id)).toMatchObject({ previousStatus: "waitlisted", promoted: null });
    expect(await tally(opportunityId)).toEqual({ spotsAssigned: 1, confirmed: 1, waitlisted: 0, cancelled: 1 });
    expect(await cancelSignup(a, aSignup.id)).toMatchObject({ previousStatus: "confirmed", promoted: null });
    expect(await tally(opportunityId)).toEqual({ spotsAssigned: 0, confirmed: 0, waitlisted: 0, cancelled: 2 });
    expect(await promotionMails()).toHaveLength(0);
  });

  it("a repeat cancel is a no-op", async () => {
    const opportunityId = await opportunity({ spotsNeeded: 1 });
    const [a, b] = await members(2);
    const aSignup = await signedUp(a, opportunityId);
    await signedUp(b, opportunityId);
    expect(await cancelSignup(a, aSignup.id)).toMatchObject({ ok: true });
    expect(await cancelSignup(a, aSignup.id)).toEqual({ ok: false, reason: "signup-not-found" });
    expect(await tally(opportunityId)).toEqual({ spotsAssigned: 1, confirmed: 1, waitlisted: 0, cancelled: 1 });
    expect(await promotionMails()).toHaveLength(1);
  });

  it("refuses inside the cutoff, naming the coordinator, and changes nothing; leaving the waitlist stays open", async () => {
    const now = new Date("2031-03-01T12:00:00Z");
    const opportunityId = await opportunity({ spotsNeeded: 1, date: new Date(now.getTime() + 23 * HOUR) });
    const [a, b] = await members(2);
    const aSignup = await signedUp(a, opportunityId, now);
    const bSignup = await signedUp(b, opportunityId, now);

    const refused = await cancelSignup(a, aSignup.id, now);
    expect(refused).toMatchObject({ ok: false, reason: "cancel-cutoff" });
    expect(!refused.ok && messageFor(cancelMessages, refused)).toBe(
      "Cancelling online closes 24 hours before the shift starts. Please contact the coordinator (Sam, matchday@example.org) to cancel.",
    );
    expect(await signupStatus(aSignup.id)).toBe("confirmed");
    // A different cutoff is honoured.
    expect(await cancelSignup(b, bSignup.id, now, { cutoffHours: 48 })).toMatchObject({ previousStatus: "waitlisted" });
    expect(await cancelSignup(a, aSignup.id, now, { cutoffHours: 12 })).toMatchObject({ previousStatus: "confirmed" });
    expect(await tally(opportunityId)).toEqual({ spotsAssigned: 0, confirmed: 0, waitlisted: 0, cancelled: 2 });
  });

  it("another member's signup: null, and nothing changes", async () => {
    const opportunityId = await opportunity({ spotsNeeded: 1 });
    const [a, b, c] = await members(3);
    const aSignup = await signedUp(a, opportunityId);
    await signedUp(c, opportunityId);
    expect(await cancelSignup(b, aSignup.id)).toEqual({ ok: false, reason: "signup-not-found" });
    expect(await signupStatus(aSignup.id)).toBe("confirmed");
    expect(await tally(opportunityId)).toEqual({ spotsAssigned: 1, confirmed: 1, waitlisted: 1, cancelled: 0 });
    expect(await promotionMails()).toHaveLength(0);
  });
});

describe("listUpcomingOpportunities with the member's signup", () => {
  it("carries the member's own status and waitlist place in the same rows, and nobody else's", async () => {
    const full = await opportunity({ spotsNeeded: 1 });
    const open = await opportunity({ spotsNeeded: 3, date: new Date(Date.now() + 8 * DAY) });
    const [a, b] = await members(2);
    await signedUp(a, full);
    const waiting = await signedUp(b, full);
    await signedUp(b, open);

    const forB = await listUpcomingOpportunities({ userId: b });
    expect(forB.map((o) => [o.id, o.myStatus, o.myPosition, o.mySignupId === null])).toEqual([
      [full, "waitlisted", 1, false],
      [open, "confirmed", null, false],
    ]);
    expect(forB[0].mySignupId).toBe(waiting.id);
    const anonymous = await listUpcomingOpportunities({});
    expect(anonymous.map((o) => o.myStatus)).toEqual([null, null]);
    expect(await listUpcomingOpportunities({ userId: a, limit: 1 })).toHaveLength(1);
    // A cancelled signup does not show as the member's.
    const [bOpen] = (await listSignupsForUser(b)).filter((s) => s.opportunityId === open);
    await cancelSignup(b, bOpen.id);
    expect((await listUpcomingOpportunities({ userId: b })).map((o) => o.myStatus)).toEqual(["waitlisted", null]);
  });
});

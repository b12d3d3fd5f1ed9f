import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../db/client";
import { awayApplicants, awayApplications, awayTrips, awayTripSeats, eventCheckins, notifications } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createAdmin, createEvent, createMembers } from "../../test/factories";
import {
  answerPartnerRequest,
  applyToBallot,
  createAllocation,
  drawBallot,
  getBallotResult,
  getMyApplication,
  getPublishedResult,
  passExpiredAwayOffers,
  recordAwayPayment,
  withdrawFromBallot,
  type NewAllocation,
} from "~/models/away.server";
import { commitmentOf, drawOrder } from "~/models/away-draw.server";
import { bookSeat, createTrip } from "~/models/away-trips.server";
import { memberLoyalty } from "~/models/loyalty.server";
import { memberIdOf } from "~/models/membership";
import { deleteAccount } from "~/models/account-deletion.server";
import { exportMemberData } from "~/models/data-export.server";
import { LOYALTY_RULE, type LoyaltyRule } from "~/models/loyalty-rules";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

const HOUR = 3_600_000;
const OPENS = new Date("2026-11-20T12:00:00Z");
const CLOSES = new Date("2026-11-27T12:00:00Z");
const DURING = new Date("2026-11-25T12:00:00Z");
const AFTER = new Date("2026-11-27T12:00:01Z");
const SETTINGS = { timeZone: "UTC", seasonStartMonth: 7 };

async function ballot(values: Partial<NewAllocation> = {}) {
  const admin = await createAdmin({ email: `admin${Math.random()}@example.com` });
  const eventId = await createEvent({ title: "Away at Rovers", date: new Date("2026-12-05T15:00:00Z"), type: "match", isHomeMatch: false });
  const created = await createAllocation(
    {
      eventId,
      tickets: 2,
      price: "35.00",
      opensAt: OPENS,
      closesAt: CLOSES,
      payHours: 48,
      maxPerApplication: 2,
      membersOnly: true,
      ...values,
    },
    admin,
  );
  if (!created.ok) throw new Error(created.reason);
  return { id: created.id, admin };
}

const members = (count: number, prefix = "fan") =>
  createMembers(
    Array.from({ length: count }, (_, i) => ({
      email: `${prefix}${i}@example.com`,
      membershipStatus: "active",
      createdAt: new Date("2026-08-01T00:00:00Z"),
    })),
  );

/** Gives a member `n` match check-ins this season: n loyalty points. */
async function attendMatches(userId: string, n: number) {
  for (let i = 0; i < n; i++) {
    const eventId = await createEvent({ title: `Home ${i}`, date: new Date(`2026-09-${10 + i}T15:00:00Z`), type: "match" });
    await test.db.insert(eventCheckins).values({ eventId, userId, method: "search" });
  }
}

const statusesOf = async (allocationId: number) =>
  test.db
    .select({ id: awayApplications.id, status: awayApplications.status, position: awayApplications.position })
    .from(awayApplications)
    .where(eq(awayApplications.allocationId, allocationId))
    .orderBy(asc(awayApplications.position));

describe("applying", () => {
  it("500 members applying at once during the window make one row each; a second try and any after the close are refused", async () => {
    const { id } = await ballot({ tickets: 50 });
    const ids = await members(500);
    const results = await Promise.all(ids.map((userId) => applyToBallot(id, userId, {}, DURING)));
    expect(results.filter((result) => result.ok)).toHaveLength(500);
    expect(await test.db.$count(awayApplicants, eq(awayApplicants.allocationId, id))).toBe(500);
    expect(await test.db.$count(awayApplications, eq(awayApplications.allocationId, id))).toBe(500);

    const again = await Promise.all(ids.slice(0, 20).map((userId) => applyToBallot(id, userId, {}, DURING)));
    expect(again.every((result) => !result.ok && result.reason === "already-applied")).toBe(true);
    const late = await createMembers([{ email: "late@example.com", membershipStatus: "active" }]);
    expect(await applyToBallot(id, late[0]!, {}, AFTER)).toEqual({ ok: false, reason: "closed" });
    expect(await applyToBallot(id, late[0]!, {}, new Date(OPENS.getTime() - 1))).toEqual({ ok: false, reason: "not-open-yet" });
    expect(await test.db.$count(awayApplicants, eq(awayApplicants.allocationId, id))).toBe(500);
  });

  it("members-only: a non-member is refused; any well-formed partner ID is taken, and only an eligible member who has it can join", async () => {
    const { id } = await ballot();
    const [lead, partner, other, third] = await members(4);
    const [outsider] = await createMembers([{ email: "outsider@example.com", membershipStatus: "inactive" }]);
    expect(await applyToBallot(id, outsider!, {}, DURING)).toEqual({ ok: false, reason: "members-only" });
    expect(await applyToBallot(id, lead!, { partnerMemberId: "#1234" }, DURING)).toEqual({ ok: false, reason: "partner-id-invalid" });
    expect(await applyToBallot(id, lead!, { partnerMemberId: memberIdOf(lead!) }, DURING)).toEqual({ ok: false, reason: "partner-is-you" });
    expect((await applyToBallot(id, lead!, { partnerMemberId: memberIdOf(partner!).toLowerCase() }, DURING)).ok).toBe(true);
    // The partner is in the lead's application: they cannot apply again.
    expect(await applyToBallot(id, partner!, {}, DURING)).toEqual({ ok: false, reason: "already-applied" });
    // Naming them in another application, a non-member or an ID no one has is taken like any other naming.
    expect((await applyToBallot(id, other!, { partnerMemberId: memberIdOf(partner!) }, DURING)).ok).toBe(true);
    expect((await applyToBallot(id, third!, { partnerMemberId: "#ZZZZZZZZ" }, DURING)).ok).toBe(true);
    const [named] = await members(1, "named");
    expect((await applyToBallot(id, named!, { partnerMemberId: memberIdOf(outsider!) }, DURING)).ok).toBe(true);
    expect((await getMyApplication(id, partner!))?.partner?.memberId).toBe(memberIdOf(lead!));
    expect(await getMyApplication(id, other!)).toMatchObject({ partner: { memberId: memberIdOf(partner!), name: null, confirmed: false } });
    // The non-member named cannot join a members-only pair; the partner named twice joins the first.
    expect(await answerPartnerRequest(id, outsider!, "confirm", DURING)).toEqual({ ok: false, reason: "members-only" });
    expect(await answerPartnerRequest(id, partner!, "confirm", DURING)).toEqual({ ok: true });
    expect((await getMyApplication(id, lead!))?.partner).toEqual({ memberId: memberIdOf(partner!), name: "fan1 Fan", confirmed: true });
    // Rows: lead + partner, other + (no one), third + (no one), named + outsider.
    expect(await test.db.$count(awayApplicants, eq(awayApplicants.allocationId, id))).toBe(8);
    // At the draw every pair whose partner did not join goes alone.
    await drawBallot(id, SETTINGS, AFTER);
    const result = (await getBallotResult(id))!;
    expect(result.order.map((entry) => entry.members.length).sort()).toEqual([1, 1, 1, 2]);
    expect(await test.db.$count(awayApplicants, eq(awayApplicants.allocationId, id))).toBe(5);
  });

  it("a member withdraws while the window is open, not after", async () => {
    const { id } = await ballot();
    const [fan, partner] = await members(2);
    await applyToBallot(id, fan!, { partnerMemberId: memberIdOf(partner!) }, DURING);
    expect(await withdrawFromBallot(id, fan!, AFTER)).toEqual({ ok: false, reason: "closed" });
    // Either member of a pair withdraws the pair.
    expect(await withdrawFromBallot(id, partner!, DURING)).toEqual({ ok: true });
    expect(await getMyApplication(id, fan!)).toBeNull();
    expect(await withdrawFromBallot(id, fan!, DURING)).toEqual({ ok: false, reason: "no-application" });
  });
});

describe("the draw", () => {
  it("is refused before the window closes, happens once after, and publishes an order anyone can recompute from the seed", async () => {
    const { id } = await ballot({ tickets: 3 });
    const ids = await members(8);
    await attendMatches(ids[0]!, 3);
    await attendMatches(ids[1]!, 1);
    for (const userId of ids) await applyToBallot(id, userId, {}, DURING);
    expect(await drawBallot(id, SETTINGS, DURING)).toEqual({ ok: false, reason: "window-open" });
    expect(await getBallotResult(id)).toBeNull();

    expect(await drawBallot(id, SETTINGS, AFTER)).toEqual({ ok: true, placed: 3, waiting: 5 });
    expect(await drawBallot(id, SETTINGS, AFTER)).toEqual({ ok: false, reason: "already-drawn" });

    const result = (await getBallotResult(id))!;
    expect(commitmentOf(result.allocation.seed!)).toBe(result.allocation.seedCommitment);
    expect(result.order.map((entry) => entry.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const pointsOf = new Map(result.order.flatMap((entry) => entry.members.map((member) => [member.memberId, member.points])));
    expect(pointsOf.get(memberIdOf(ids[0]!))).toBe(3);
    expect(pointsOf.get(memberIdOf(ids[1]!))).toBe(1);
    const recomputed = drawOrder(
      result.allocation.seed!,
      result.order.map((entry) => ({ applicationId: entry.applicationId, points: entry.members.map((member) => member.points) })),
      3,
    );
    expect(recomputed.map((entry) => entry.applicationId)).toEqual(result.order.map((entry) => entry.applicationId));
    expect(result.order.map((entry) => entry.status)).toEqual([
      "offered",
      "offered",
      "offered",
      "waiting",
      "waiting",
      "waiting",
      "waiting",
      "waiting",
    ]);

    const mails = await test.db.select({ kind: notifications.kind }).from(notifications);
    expect(mails.filter((mail) => mail.kind === "away-place-offered")).toHaveLength(3);
    expect(mails.filter((mail) => mail.kind === "away-ballot-lost")).toHaveLength(5);
  });

  it("a pair wins or loses together: both members share the application's place and status", async () => {
    const { id } = await ballot({ tickets: 2 });
    const [lead, partner, ...singles] = await members(6);
    await applyToBallot(id, lead!, { partnerMemberId: memberIdOf(partner!) }, DURING);
    expect(await answerPartnerRequest(id, partner!, "confirm", DURING)).toEqual({ ok: true });
    for (const userId of singles) await applyToBallot(id, userId, {}, DURING);
    await drawBallot(id, SETTINGS, AFTER);
    const [mine, theirs] = [await getMyApplication(id, lead!), await getMyApplication(id, partner!)];
    expect(theirs).toMatchObject({ applicationId: mine!.applicationId, status: mine!.status, position: mine!.position });
    expect(["offered", "waiting"]).toContain(mine!.status);
    // Two tickets: either the pair holds both, or singles do and the pair waits.
    const placed = (await statusesOf(id)).filter((row) => row.status === "offered");
    expect(placed).toHaveLength(mine!.status === "offered" ? 1 : 2);
    const offers = await test.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.kind, "away-place-offered"));
    if (mine!.status === "offered") expect(offers.map((offer) => offer.userId).sort()).toEqual([lead, partner].sort());
  });

  it("a partner joins only by confirming: one who never does is dropped at the draw, one who declines leaves the lead alone", async () => {
    const { id } = await ballot({ tickets: 4 });
    const [lead, silent, other, declining] = await members(4);
    await applyToBallot(id, lead!, { partnerMemberId: memberIdOf(silent!) }, DURING);
    await applyToBallot(id, other!, { partnerMemberId: memberIdOf(declining!) }, DURING);
    const named = await test.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.kind, "away-partner-named"));
    expect(named.map((row) => row.userId).sort()).toEqual([silent, declining].sort());
    expect((await getMyApplication(id, silent!))?.confirmed).toBe(false);
    // Only the named partner answers: the lead cannot confirm for them.
    expect(await answerPartnerRequest(id, lead!, "confirm", DURING)).toEqual({ ok: false, reason: "no-application" });
    expect(await answerPartnerRequest(id, declining!, "decline", DURING)).toEqual({ ok: true });
    expect(await getMyApplication(id, declining!)).toBeNull();
    expect((await applyToBallot(id, declining!, {}, DURING)).ok).toBe(true);
    expect(await answerPartnerRequest(id, silent!, "confirm", AFTER)).toEqual({ ok: false, reason: "closed" });

    await drawBallot(id, SETTINGS, AFTER);
    const result = (await getBallotResult(id))!;
    expect(result.order.map((entry) => entry.members.length)).toEqual([1, 1, 1]);
    expect(await getMyApplication(id, silent!)).toBeNull();
    expect(await test.db.$count(awayApplications, and(eq(awayApplications.allocationId, id), eq(awayApplications.size, 2)))).toBe(0);
  });

  it("a lost ballot adds a point this season", async () => {
    const { id } = await ballot({ tickets: 1 });
    const ids = await members(3);
    for (const userId of ids) await applyToBallot(id, userId, {}, DURING);
    await drawBallot(id, SETTINGS, AFTER);
    const result = (await getBallotResult(id))!;
    const loser = ids.find(
      (userId) => result.order.find((entry) => entry.members[0]!.memberId === memberIdOf(userId))!.status === "waiting",
    )!;
    const winner = ids.find((userId) => result.order[0]!.members[0]!.memberId === memberIdOf(userId))!;
    const member = { membershipStatus: "active", isLifetimeMember: false, createdAt: new Date("2026-08-01T00:00:00Z") };
    const later = { ...SETTINGS, now: new Date("2026-12-01T00:00:00Z") };
    expect((await memberLoyalty({ id: loser, ...member }, later))!.facts.ballotsLost).toBe(1);
    expect((await memberLoyalty({ id: winner, ...member }, later))!.facts.ballotsLost).toBe(0);
  });
});

describe("paying and passing on", () => {
  it("a place paid at the table stays; one not paid by its deadline passes to exactly the next in the order", async () => {
    const { id, admin } = await ballot({ tickets: 2, payHours: 48 });
    const ids = await members(5);
    for (const userId of ids) await applyToBallot(id, userId, {}, DURING);
    await drawBallot(id, SETTINGS, AFTER);
    const [first, second, third, fourth] = await statusesOf(id);
    expect(await recordAwayPayment(id, first!.id, admin, AFTER)).toEqual({ ok: true });
    expect(await recordAwayPayment(id, first!.id, admin, AFTER)).toEqual({ ok: false, reason: "not-offered" });
    expect(await recordAwayPayment(id, fourth!.id, admin, AFTER)).toEqual({ ok: false, reason: "not-offered" });

    // Before the deadline nothing moves.
    expect(await passExpiredAwayOffers(new Date(AFTER.getTime() + 47 * HOUR))).toBe(0);
    expect(await passExpiredAwayOffers(new Date(AFTER.getTime() + 48 * HOUR))).toBe(1);
    const after = await statusesOf(id);
    expect(after.map((row) => row.status)).toEqual(["paid", "passed", "offered", "waiting", "waiting"]);
    expect(after[2]!.id).toBe(third!.id);
    expect(second!.status).toBe("offered");
    const mails = await test.db.select({ kind: notifications.kind, userId: notifications.userId }).from(notifications);
    expect(mails.filter((mail) => mail.kind === "away-place-passed")).toHaveLength(1);
    expect(mails.filter((mail) => mail.kind === "away-place-offered")).toHaveLength(3);
  });

  it("no place passes on after kickoff or for a called-off match, and no deadline is set after kickoff", async () => {
    const { id } = await ballot({ tickets: 1, payHours: 24 * 30 });
    const ids = await members(2);
    for (const userId of ids) await applyToBallot(id, userId, {}, DURING);
    await drawBallot(id, SETTINGS, AFTER);
    const [first] = await statusesOf(id);
    const [offer] = await test.db
      .select({ payBy: awayApplications.payBy })
      .from(awayApplications)
      .where(eq(awayApplications.id, first!.id));
    // The match kicks off 2026-12-05T15:00Z (ballot()), before 30 days of paying would end.
    expect(offer!.payBy).toEqual(new Date("2026-12-05T15:00:00Z"));
    expect(await passExpiredAwayOffers(new Date("2026-12-05T15:00:01Z"))).toBe(0);
    expect((await statusesOf(id)).map((row) => row.status)).toEqual(["offered", "waiting"]);
  });

  it("with two sweeps at once (two instances on PostgreSQL) exactly the next in the order is offered", async () => {
    const { id } = await ballot({ tickets: 3, payHours: 24 });
    const ids = await members(10);
    for (const userId of ids) await applyToBallot(id, userId, {}, DURING);
    await drawBallot(id, SETTINGS, AFTER);
    const due = new Date(AFTER.getTime() + 25 * HOUR);
    const second =
      test.handle.kind === "postgres" ? await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL!, max: 4 }) : null;
    try {
      const databases: Database[] = [test.db, second?.db ?? test.db];
      const offered = await Promise.all([...databases, ...databases].map((database) => passExpiredAwayOffers(due, database)));
      expect(offered.reduce((a, b) => a + b, 0)).toBe(3);
    } finally {
      await second?.close();
    }
    expect((await statusesOf(id)).map((row) => row.status)).toEqual([
      "passed",
      "passed",
      "passed",
      "offered",
      "offered",
      "offered",
      "waiting",
      "waiting",
      "waiting",
      "waiting",
    ]);
  });
});

describe("a member's account going", () => {
  /** The published order without names: what anyone recomputes the draw from. */
  const published = async (id: number) => {
    const result = (await getPublishedResult(id))!;
    return {
      rule: result.ballot.rule,
      formula: result.ballot.formula,
      order: result.order.map((entry) => ({ ...entry, members: entry.members.map(({ memberId, points }) => ({ memberId, points })) })),
    };
  };

  it("before the draw takes them out of it: an application they lead goes, a pair they partner goes on alone", async () => {
    const { id } = await ballot({ tickets: 2 });
    const [lead, partner, other, named] = await members(4);
    await applyToBallot(id, lead!, { partnerMemberId: memberIdOf(partner!) }, DURING);
    await answerPartnerRequest(id, partner!, "confirm", DURING);
    await applyToBallot(id, other!, { partnerMemberId: memberIdOf(named!) }, DURING);
    await answerPartnerRequest(id, named!, "confirm", DURING);
    expect((await deleteAccount(lead!, DURING)).ok).toBe(true);
    expect((await deleteAccount(named!, DURING)).ok).toBe(true);
    expect(await getMyApplication(id, partner!)).toBeNull();
    const rows = await test.db
      .select({ userId: awayApplicants.userId, size: awayApplications.size })
      .from(awayApplicants)
      .innerJoin(awayApplications, eq(awayApplications.id, awayApplicants.applicationId))
      .where(eq(awayApplicants.allocationId, id));
    expect(rows).toEqual([{ userId: other, size: 1 }]);
  });

  it("after the draw keeps the published order verifiable, and an offered place nobody is left to pay passes on at the next sweep", async () => {
    const { id, admin } = await ballot({ tickets: 2, payHours: 48 });
    const ids = await members(6);
    await attendMatches(ids[0]!, 2);
    for (const userId of ids) await applyToBallot(id, userId, {}, DURING);
    await drawBallot(id, SETTINGS, AFTER);
    const before = await published(id);
    const [first, second, third] = await statusesOf(id);
    const leadOf = async (applicationId: number) =>
      (
        await test.db.select({ userId: awayApplicants.userId }).from(awayApplicants).where(eq(awayApplicants.applicationId, applicationId))
      )[0]!.userId!;
    const gone = await leadOf(first!.id);
    const later = new Date(AFTER.getTime() + HOUR);

    expect((await deleteAccount(gone, later)).ok).toBe(true);
    // The order, its Member IDs and points, the rule: as published before.
    expect(await published(id)).toEqual(before);
    const result = (await getBallotResult(id))!;
    expect(result.order[0]!.members).toEqual([{ memberId: memberIdOf(gone), points: before.order[0]!.members[0]!.points, name: null }]);
    const recomputed = drawOrder(
      result.allocation.seed!,
      result.order.map((entry) => ({ applicationId: entry.applicationId, points: entry.members.map((member) => member.points) })),
      2,
    );
    expect(recomputed.map((entry) => entry.applicationId)).toEqual(result.order.map((entry) => entry.applicationId));

    // The place with nobody behind it passes to the next in the order now, not after 48 hours.
    expect(await passExpiredAwayOffers(new Date(later.getTime() + 60_000))).toBe(1);
    expect((await statusesOf(id)).slice(0, 3)).toEqual([
      { id: first!.id, status: "passed", position: 1 },
      { id: second!.id, status: "offered", position: 2 },
      { id: third!.id, status: "offered", position: 3 },
    ]);
    const passedMails = await test.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.kind, "away-place-passed"));
    expect(passedMails).toEqual([]);
    // A waiting member whose account goes is passed over when a place comes free later.
    expect((await deleteAccount(await leadOf((await statusesOf(id))[3]!.id), later)).ok).toBe(true);
    expect(await recordAwayPayment(id, second!.id, admin, later)).toEqual({ ok: true });
    expect(await passExpiredAwayOffers(new Date(later.getTime() + 49 * HOUR))).toBe(1);
    expect((await statusesOf(id)).map((row) => row.status)).toEqual(["passed", "paid", "passed", "waiting", "offered", "waiting"]);
  });

  it("a seat holder's deletion while the sweep passes on another unpaid place with a seat on the same coach: both finish", async () => {
    const { id } = await ballot({ tickets: 4, payHours: 24, maxPerApplication: 1 });
    const ids = await members(6);
    for (const userId of ids) await applyToBallot(id, userId, {}, DURING);
    await drawBallot(id, SETTINGS, AFTER);
    const trip = await createTrip(id, {
      seats: 10,
      price: "15.00",
      pickupPoints: [{ place: "The Crest", at: "2026-12-05T09:00:00.000Z" }],
    });
    if (!trip.ok) throw new Error(trip.reason);
    const offered = await test.db
      .select({ userId: awayApplicants.userId, applicationId: awayApplicants.applicationId })
      .from(awayApplicants)
      .innerJoin(awayApplications, eq(awayApplications.id, awayApplicants.applicationId))
      .where(and(eq(awayApplicants.allocationId, id), eq(awayApplications.status, "offered")))
      .orderBy(asc(awayApplications.position));
    for (const place of offered) expect(await bookSeat(id, place.userId!, 0)).toEqual({ ok: true });
    // Two places paid, two left unpaid; one of the unpaid members deletes their account as the deadline passes.
    await recordAwayPayment(id, offered[0]!.applicationId, ids[0]!, AFTER);
    await recordAwayPayment(id, offered[1]!.applicationId, ids[0]!, AFTER);
    const due = new Date(AFTER.getTime() + 25 * HOUR);
    const [deleted, first] = await Promise.all([deleteAccount(offered[2]!.userId!, due), passExpiredAwayOffers(due)]);
    expect(deleted.ok).toBe(true);
    // A sweep that found the ballot locked by the deletion skips it; the next one (a minute later) passes the places on.
    const second = await passExpiredAwayOffers(new Date(due.getTime() + 60_000));
    expect(first + second).toBe(2);
    expect((await statusesOf(id)).map((row) => row.status)).toEqual(["paid", "paid", "passed", "passed", "offered", "offered"]);
    const seats = await test.db.$count(awayTripSeats, eq(awayTripSeats.tripId, trip.id));
    const [coach] = await test.db.select({ taken: awayTrips.seatsTaken }).from(awayTrips).where(eq(awayTrips.id, trip.id));
    // The two paid members keep their seats; the two unpaid ones lost theirs.
    expect([coach!.taken, seats]).toEqual([2, 2]);
  });

  it("the member's data download lists their ballots and coach seat, and nobody else's", async () => {
    const { id } = await ballot({ tickets: 2 });
    const [mine, other] = await members(2);
    await applyToBallot(id, mine!, {}, DURING);
    await applyToBallot(id, other!, {}, DURING);
    await drawBallot(id, SETTINGS, AFTER);
    const pickup = { place: "The Crest", at: "2026-12-05T09:00:00.000Z" };
    await createTrip(id, { seats: 10, price: "15.00", pickupPoints: [pickup] });
    expect(await bookSeat(id, mine!, 0)).toEqual({ ok: true });
    expect(await bookSeat(id, other!, 0)).toEqual({ ok: true });
    const data = JSON.parse(JSON.stringify(await exportMemberData(mine!)));
    expect(data.awayBallots).toEqual([
      expect.objectContaining({ ballotId: id, match: "Away at Rovers", lead: true, memberId: memberIdOf(mine!), status: "offered" }),
    ]);
    expect(data.coachSeats).toEqual([{ ballotId: id, match: "Away at Rovers", pickupPoint: pickup }]);
    expect(JSON.stringify(data)).not.toContain(memberIdOf(other!));
  });

  it("the result keeps the rule the draw weighed with, whatever the settings say later", async () => {
    const { id } = await ballot({ tickets: 1 });
    const ids = await members(3);
    await attendMatches(ids[0]!, 2);
    for (const userId of ids) await applyToBallot(id, userId, {}, DURING);
    await drawBallot(id, SETTINGS, AFTER);
    const before = await published(id);
    expect(before.rule.ballotBaseWeight).toBe(1);
    const settings = LOYALTY_RULE as LoyaltyRule;
    settings.ballotBaseWeight = 5;
    try {
      expect(await published(id)).toEqual(before);
      expect((await getBallotResult(id))!.order.find((entry) => entry.members[0]!.points === 2)!.weight).toBe(3);
    } finally {
      settings.ballotBaseWeight = 1;
    }
  });
});

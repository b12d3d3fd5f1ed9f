import { and, asc, desc, eq, gt, inArray, isNull, lte, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { awayAllocations, awayApplicants, awayApplications, awayTrips, awayTripSeats, events, users } from "../../db/schema";
import type { Database } from "../../db/client";
import { enqueueNotifications, type NewNotification } from "~/notifications/outbox.server";
import { db } from "~/utils/db.server";
import { fail, ok, rollback, settled, type Fail, type Ok } from "~/utils/result";
import { commitmentOf, drawOrder, newSeed } from "./away-draw.server";
import { releaseSeats } from "./away-trips.server";
import type { AwayRefusal, AwayStatus, AwayWaitingReason, BallotPhase } from "./away";
import { ballotPhase, waitingReasonText } from "./away";
import { ballotFormulaText, ballotWeight, LOYALTY_RULE, type LoyaltyRule } from "./loyalty-rules";
import { membersLoyalty } from "./loyalty.server";
import { fullName, isLifetime, isMember, memberIdOf } from "./membership";
import { fixtureTitle } from "./teams";
import { branding } from "~/utils/branding.server";

/**
 * Away days: an allocation of tickets for an away match, applied for in a window and drawn by ballot
 * (the draw: away-draw.server.ts; the weights: loyalty-rules.ts).
 *
 * - Applying and withdrawing take the allocation's row FOR SHARE and check the window under it; the
 *   draw takes it FOR UPDATE, so no application comes or goes while the order is drawn. A member is
 *   in one application per ballot (away_applicants' unique key), alone or as a partner.
 * - The draw is pressed by an admin once the window has closed, never before, and once: its points
 *   are fixed on the applicant rows, the order on the applications, the seed published.
 * - Offers are paid by their deadline (at the table, recorded by an admin; or online). An offer past
 *   its deadline passes: the sweep (passExpiredAwayOffers) locks the allocation with SKIP LOCKED,
 *   so of two instances sweeping one does it, and offers the places to the next in the order.
 */

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];
type Executor = Database | Tx;

/** How a draw counts points: the group's zone and season; the rule is the settings' LOYALTY_RULE unless given. */
export type LoyaltySettings = { timeZone: string; seasonStartMonth: number; rule?: LoyaltyRule };

export type NewAllocation = {
  eventId: number;
  tickets: number;
  price: string;
  opensAt: Date;
  closesAt: Date;
  payHours: number;
  maxPerApplication: 1 | 2;
  membersOnly: boolean;
};

type Applicant = { id: string; membershipStatus: string; isLifetimeMember: boolean; createdAt: Date };

/** A transaction whose rollback(fail(reason)) comes back as that failure. */
const refusable = <T>(work: Promise<T>) => settled<T, Fail<AwayRefusal>>(work);

const eligible = (member: Applicant) => isMember(member.membershipStatus) || isLifetime(member);

/**
 * An admin opens a ballot for an away match (a home match, or a match not marked home or away, is
 * refused). The seed is drawn now and kept secret; its commitment is shown.
 */
export async function createAllocation(
  input: NewAllocation,
  adminId: string,
): Promise<Ok<{ id: number }> | Fail<"event-not-found" | "not-away-match">> {
  const [event] = await db
    .select({ id: events.id, type: events.type, isHomeMatch: events.isHomeMatch })
    .from(events)
    .where(eq(events.id, input.eventId));
  if (!event) return fail("event-not-found");
  if (event.type !== "match" || event.isHomeMatch !== false) return fail("not-away-match");
  const seed = newSeed();
  const [row] = await db
    .insert(awayAllocations)
    .values({ ...input, seed, seedCommitment: commitmentOf(seed), createdBy: adminId })
    .returning({ id: awayAllocations.id });
  return ok({ id: row!.id });
}

const allocationColumns = {
  id: awayAllocations.id,
  eventId: awayAllocations.eventId,
  eventTitle: events.title,
  eventIsHomeMatch: events.isHomeMatch,
  eventDate: events.date,
  eventLocation: events.location,
  tickets: awayAllocations.tickets,
  price: awayAllocations.price,
  opensAt: awayAllocations.opensAt,
  closesAt: awayAllocations.closesAt,
  payHours: awayAllocations.payHours,
  maxPerApplication: awayAllocations.maxPerApplication,
  membersOnly: awayAllocations.membersOnly,
  seedCommitment: awayAllocations.seedCommitment,
  drawnAt: awayAllocations.drawnAt,
  // Stored as the LoyaltyRule the draw used (db/schema.ts cannot name the models' type).
  ruleAtDraw: sql`${awayAllocations.ruleAtDraw}`.mapWith(awayAllocations.ruleAtDraw) as SQL<LoyaltyRule | null>,
};

/** The rule a ballot was (or will be) drawn with: the one stored at the draw, else the settings' rule. */
function ruleOf(allocation: { ruleAtDraw: LoyaltyRule | null }): LoyaltyRule {
  return allocation.ruleAtDraw ?? LOYALTY_RULE;
}

const applicationCount =
  sql<number>`(select count(*) from ${awayApplications} where ${awayApplications.allocationId} = ${awayAllocations.id})`.mapWith(Number);
const applicantCount =
  sql<number>`(select count(*) from ${awayApplicants} where ${awayApplicants.allocationId} = ${awayAllocations.id})`.mapWith(Number);

/** A ballot's match named in the order of its crests, home side first (models/teams.ts). */
function ballotInFixtureOrder<Row extends { eventTitle: string; eventIsHomeMatch: boolean | null }>(row: Row): Row {
  return { ...row, eventTitle: fixtureTitle(row.eventTitle, row.eventIsHomeMatch, branding.clubName) };
}

/** The latest `limit` ballots, the latest window first, with their counts (one query; away_allocations_closes_idx). */
export async function listAllocations({ limit }: { limit: number }) {
  const { ruleAtDraw: _rule, ...listColumns } = allocationColumns;
  const rows = await db
    .select({ ...listColumns, applications: applicationCount, applicants: applicantCount })
    .from(awayAllocations)
    .innerJoin(events, eq(events.id, awayAllocations.eventId))
    .orderBy(desc(awayAllocations.closesAt), desc(awayAllocations.id))
    .limit(limit);
  return rows.map(ballotInFixtureOrder);
}

/** One ballot with its counts; the seed only once drawn. Null when unknown. */
export async function getAllocation(allocationId: number) {
  const [row] = await db
    .select({ ...allocationColumns, seed: awayAllocations.seed, applications: applicationCount, applicants: applicantCount })
    .from(awayAllocations)
    .innerJoin(events, eq(events.id, awayAllocations.eventId))
    .where(eq(awayAllocations.id, allocationId));
  if (!row) return null;
  return { ...ballotInFixtureOrder(row), seed: row.drawnAt ? row.seed : null };
}

export type MyApplication = {
  applicationId: number;
  isLead: boolean;
  /** False for a partner who has not yet joined the pair the lead named them in. */
  confirmed: boolean;
  status: AwayStatus;
  position: number | null;
  payBy: Date | null;
  /** The other member of a pair: their name only once they have joined it (a lead is always joined). */
  partner: { memberId: string; name: string | null; confirmed: boolean } | null;
};

/** The member's application to this ballot (as lead or partner), with the other member of a pair; null when none. */
export async function getMyApplication(allocationId: number, userId: string): Promise<MyApplication | null> {
  const partner = alias(awayApplicants, "partner");
  const [mine] = await db
    .select({
      applicationId: awayApplications.id,
      isLead: awayApplicants.isLead,
      confirmed: awayApplicants.confirmed,
      status: awayApplications.status,
      position: awayApplications.position,
      payBy: awayApplications.payBy,
      partnerMemberId: partner.memberId,
      partnerConfirmed: partner.confirmed,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(awayApplicants)
    .innerJoin(awayApplications, eq(awayApplications.id, awayApplicants.applicationId))
    // The other member of a pair (one row at most: an application has one lead and one partner).
    .leftJoin(partner, and(eq(partner.applicationId, awayApplicants.applicationId), sql`${partner.isLead} <> ${awayApplicants.isLead}`))
    .leftJoin(users, eq(users.id, partner.userId))
    .where(and(eq(awayApplicants.allocationId, allocationId), eq(awayApplicants.userId, userId)));
  if (!mine) return null;
  const { partnerMemberId, partnerConfirmed, firstName, lastName, ...application } = mine;
  return {
    ...application,
    status: application.status as AwayStatus,
    partner:
      partnerMemberId !== null
        ? {
            memberId: partnerMemberId,
            // Until the partner joins, the lead sees only the Member ID they typed: naming an ID reveals no one.
            name: partnerConfirmed ? fullName({ firstName, lastName }) : null,
            confirmed: partnerConfirmed ?? false,
          }
        : null,
  };
}

type LockedAllocation = {
  id: number;
  opensAt: Date;
  closesAt: Date;
  drawnAt: Date | null;
  maxPerApplication: number;
  membersOnly: boolean;
};

async function lockAllocation(tx: Tx, allocationId: number, strength: "share" | "update"): Promise<LockedAllocation | null> {
  const [row] = await tx
    .select({
      id: awayAllocations.id,
      opensAt: awayAllocations.opensAt,
      closesAt: awayAllocations.closesAt,
      drawnAt: awayAllocations.drawnAt,
      maxPerApplication: awayAllocations.maxPerApplication,
      membersOnly: awayAllocations.membersOnly,
    })
    .from(awayAllocations)
    .where(eq(awayAllocations.id, allocationId))
    .for(strength === "share" ? "share" : "update");
  return row ?? null;
}

function windowRefusal(allocation: LockedAllocation | null, now: Date): AwayRefusal | null {
  if (!allocation) return "not-found";
  const phase: BallotPhase = ballotPhase(allocation, now);
  if (phase === "upcoming") return "not-open-yet";
  if (phase !== "open") return "closed";
  return null;
}

const memberColumns = {
  id: users.id,
  membershipStatus: users.membershipStatus,
  isLifetimeMember: users.isLifetimeMember,
  createdAt: users.createdAt,
};

/**
 * A member applies, alone or with a partner named by their Member ID ('#1A2B3C4D'). The lead must be
 * a member when the ballot is members-only, and in no other application of it.
 *
 * Naming a partner tells the lead nothing about the ID: any well-formed Member ID is taken, and the
 * application waits for that ID to confirm. The partner's row holds the ID as typed, and the member
 * who has it when there is one; that member confirms (or declines) on their own ballot page, and
 * only if eligible then. An ID no member has, or whose member is already in another application of
 * the ballot, gets a row with no member: no one can confirm it, and at the draw the lead goes alone,
 * as with any partner who did not confirm. The named member is mailed once per ballot and lead.
 */
export async function applyToBallot(
  allocationId: number,
  userId: string,
  { partnerMemberId }: { partnerMemberId?: string | null },
  now = new Date(),
): Promise<Ok<{ applicationId: number }> | Fail<AwayRefusal>> {
  return refusable(
    db.transaction(async (tx) => {
      const allocation = await lockAllocation(tx, allocationId, "share");
      const refusal = windowRefusal(allocation, now);
      if (refusal) rollback(fail(refusal));
      const [lead] = await tx.select(memberColumns).from(users).where(eq(users.id, userId));
      if (!lead) rollback(fail("not-found"));
      if (allocation!.membersOnly && !eligible(lead!)) rollback(fail("members-only"));
      let named: { code: string; partnerId: string | null } | null = null;
      if (partnerMemberId) {
        if (allocation!.maxPerApplication < 2) rollback(fail("no-partners"));
        const code = partnerMemberId.trim().replace(/^#/, "").toUpperCase();
        // A Member ID is 8 letters and digits; anything else (a NUL byte too) is not one.
        if (!/^[0-9A-Z]{8}$/.test(code)) rollback(fail("partner-id-invalid"));
        if (`#${code}` === memberIdOf(userId)) rollback(fail("partner-is-you"));
        const [partner] = await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`upper(right(${users.id}, 8)) = ${code}`)
          .limit(1);
        named = { code: `#${code}`, partnerId: partner?.id ?? null };
      }
      const [application] = await tx
        .insert(awayApplications)
        .values({ allocationId, leadUserId: userId, size: named ? 2 : 1 })
        .returning({ id: awayApplications.id });
      const applicant = { applicationId: application!.id, allocationId };
      const leadRow = await tx
        .insert(awayApplicants)
        .values({ ...applicant, userId, memberId: memberIdOf(userId), isLead: true, confirmed: true })
        .onConflictDoNothing({ target: [awayApplicants.allocationId, awayApplicants.userId] })
        .returning({ userId: awayApplicants.userId });
      if (leadRow.length === 0) rollback(fail("already-applied"));
      if (!named) return ok({ applicationId: application!.id });
      // The partner joins the pair only by confirming it on their own ballot page.
      const partnerRow = { ...applicant, memberId: named.code, isLead: false, confirmed: false };
      const held = named.partnerId
        ? await tx
            .insert(awayApplicants)
            .values({ ...partnerRow, userId: named.partnerId })
            .onConflictDoNothing({ target: [awayApplicants.allocationId, awayApplicants.userId] })
            .returning({ userId: awayApplicants.userId })
        : [];
      // Already in another application of this ballot, or no member: a row no one can confirm.
      if (held.length === 0) await tx.insert(awayApplicants).values({ ...partnerRow, userId: null });
      else {
        await enqueueNotifications(
          [
            {
              kind: "away-partner-named",
              // Once per ballot, lead and partner: withdrawing and naming them again mails nothing new.
              subjectKey: `${allocationId}:${userId}:${named.partnerId}`,
              userId: named.partnerId!,
              payload: { applicationId: application!.id, allocationId, leadUserId: userId },
            },
          ],
          tx,
        );
      }
      return ok({ applicationId: application!.id });
    }),
  );
}

/**
 * The named partner answers, while the window is open: join the pair (confirmed), or decline it (the
 * lead's application goes on for one ticket). Only the partner's own row (user id in the WHERE).
 */
export async function answerPartnerRequest(
  allocationId: number,
  userId: string,
  answer: "confirm" | "decline",
  now = new Date(),
): Promise<Ok | Fail<AwayRefusal>> {
  return refusable(
    db.transaction(async (tx) => {
      const allocation = await lockAllocation(tx, allocationId, "share");
      const refusal = windowRefusal(allocation, now);
      if (refusal) rollback(fail(refusal));
      const mine = and(eq(awayApplicants.allocationId, allocationId), eq(awayApplicants.userId, userId), eq(awayApplicants.isLead, false));
      if (answer === "confirm") {
        // Naming told the lead nothing about the partner; whether they may go is decided here.
        const [partner] = await tx.select(memberColumns).from(users).where(eq(users.id, userId));
        if (allocation!.membersOnly && partner && !eligible(partner)) rollback(fail("members-only"));
        const confirmed = await tx
          .update(awayApplicants)
          .set({ confirmed: true })
          .where(mine)
          .returning({ id: awayApplicants.applicationId });
        if (confirmed.length === 0) rollback(fail("no-application"));
        return ok();
      }
      const gone = await tx.delete(awayApplicants).where(mine).returning({ id: awayApplicants.applicationId });
      if (gone.length === 0) rollback(fail("no-application"));
      await tx.update(awayApplications).set({ size: 1 }).where(eq(awayApplications.id, gone[0]!.id));
      return ok();
    }),
  );
}

/** The member's application goes (a pair's, whichever of the two withdraws), while the window is open. */
export async function withdrawFromBallot(allocationId: number, userId: string, now = new Date()): Promise<Ok | Fail<AwayRefusal>> {
  return refusable(
    db.transaction(async (tx) => {
      const refusal = windowRefusal(await lockAllocation(tx, allocationId, "share"), now);
      if (refusal) rollback(fail(refusal));
      const gone = await tx
        .delete(awayApplications)
        .where(
          and(
            eq(awayApplications.allocationId, allocationId),
            inArray(
              awayApplications.id,
              tx
                .select({ id: awayApplicants.applicationId })
                .from(awayApplicants)
                .where(and(eq(awayApplicants.allocationId, allocationId), eq(awayApplicants.userId, userId))),
            ),
          ),
        )
        .returning({ id: awayApplications.id });
      if (gone.length === 0) rollback(fail("no-application"));
      return ok();
    }),
  );
}

/** The offer mails of newly placed applications: one to each member of the application. */
function offerMails(placed: { id: number; offeredAt: Date; members: string[] }[]): NewNotification[] {
  return placed.flatMap((application) =>
    application.members.map((userId) => ({
      kind: "away-place-offered" as const,
      subjectKey: `${application.id}:${userId}:${application.offeredAt.toISOString()}`,
      userId,
      payload: { applicationId: application.id },
    })),
  );
}

/**
 * The draw (an admin's Draw, after the window has closed; once). Everything happens under the
 * allocation's row lock (FOR UPDATE; applying and withdrawing take it FOR SHARE), in one
 * transaction: a partner who never confirmed is dropped (the lead goes alone), every applicant's
 * points are read (four queries, loyalty.server's batch), then the order, the points, the offers
 * (to pay within payHours, never after kickoff) and the mails are written.
 */
export async function drawBallot(
  allocationId: number,
  settings: LoyaltySettings,
  now = new Date(),
): Promise<Ok<{ placed: number; waiting: number }> | Fail<AwayRefusal>> {
  return refusable(
    db.transaction(async (tx) => {
      const locked = await lockAllocation(tx, allocationId, "update");
      if (!locked) rollback(fail("not-found"));
      if (locked!.drawnAt) rollback(fail("already-drawn"));
      if (now < locked!.closesAt) rollback(fail("window-open"));
      const [allocation] = await tx
        .select({ seed: awayAllocations.seed, tickets: awayAllocations.tickets, payHours: awayAllocations.payHours, kickoff: events.date })
        .from(awayAllocations)
        .innerJoin(events, eq(events.id, awayAllocations.eventId))
        .where(eq(awayAllocations.id, allocationId));
      const unconfirmed = await tx
        .delete(awayApplicants)
        .where(and(eq(awayApplicants.allocationId, allocationId), eq(awayApplicants.confirmed, false)))
        .returning({ applicationId: awayApplicants.applicationId });
      if (unconfirmed.length > 0) {
        await tx
          .update(awayApplications)
          .set({ size: 1 })
          .where(
            inArray(
              awayApplications.id,
              unconfirmed.map((row) => row.applicationId),
            ),
          );
      }
      const applicants = await tx
        .select({ applicationId: awayApplicants.applicationId, isLead: awayApplicants.isLead, ...memberColumns })
        .from(awayApplicants)
        .innerJoin(users, eq(users.id, awayApplicants.userId))
        .where(eq(awayApplicants.allocationId, allocationId));
      // One rule for the points, the weights and the record of the draw.
      const rule: LoyaltyRule = { ...(settings.rule ?? LOYALTY_RULE) };
      const loyalty = await membersLoyalty(applicants, { ...settings, rule, now, executor: tx });
      const pointsOf = (userId: string) => loyalty.get(userId)?.total ?? 0;
      const byApplication = new Map<number, typeof applicants>();
      for (const applicant of applicants)
        byApplication.set(applicant.applicationId, [...(byApplication.get(applicant.applicationId) ?? []), applicant]);
      // Lead first, so a pair's points are listed in the order the result page shows them.
      const entries = [...byApplication.entries()].map(([applicationId, members]) => ({
        applicationId,
        members: members.sort((a, b) => Number(b.isLead) - Number(a.isLead)),
        points: members.map((member) => pointsOf(member.id)),
      }));
      const order = drawOrder(allocation!.seed, entries, allocation!.tickets, rule);
      const payBy = payDeadline(now, allocation!.payHours, allocation!.kickoff);
      if (order.length > 0) {
        const rows = sql.join(
          order.map(
            (entry) => sql`(${entry.applicationId}::int, ${entry.position}::int, ${entry.placed ? "offered" : "waiting"}::varchar)`,
          ),
          sql`, `,
        );
        await tx.execute(sql`
          update ${awayApplications} set position = drawn.position, status = drawn.status,
                 offered_at = case when drawn.status = 'offered' then ${now.toISOString()}::timestamptz end,
                 pay_by = case when drawn.status = 'offered' then ${payBy.toISOString()}::timestamptz end
            from (values ${rows}) as drawn(id, position, status)
           where ${awayApplications.id} = drawn.id and ${awayApplications.allocationId} = ${allocationId}`);
        const points = sql.join(
          applicants.map((applicant) => sql`(${applicant.applicationId}::int, ${applicant.id}::varchar, ${pointsOf(applicant.id)}::int)`),
          sql`, `,
        );
        await tx.execute(sql`
          update ${awayApplicants} set points_at_draw = fixed.points
            from (values ${points}) as fixed(application_id, user_id, points)
           where ${awayApplicants.applicationId} = fixed.application_id and ${awayApplicants.userId} = fixed.user_id`);
      }
      await tx.update(awayAllocations).set({ drawnAt: now, ruleAtDraw: rule }).where(eq(awayAllocations.id, allocationId));
      const membersOf = (applicationId: number) => byApplication.get(applicationId)!.map((member) => member.id);
      const placed = order.filter((entry) => entry.placed);
      await enqueueNotifications(
        [
          ...offerMails(placed.map((entry) => ({ id: entry.applicationId, offeredAt: now, members: membersOf(entry.applicationId) }))),
          ...order
            .filter((entry) => !entry.placed)
            .flatMap((entry) =>
              membersOf(entry.applicationId).map((userId) => ({
                kind: "away-ballot-lost" as const,
                subjectKey: `${entry.applicationId}:${userId}`,
                userId,
                payload: { applicationId: entry.applicationId },
              })),
            ),
        ],
        tx,
      );
      return ok({ placed: placed.length, waiting: order.length - placed.length });
    }),
  );
}

/**
 * The ballots a member is in, locked FOR SHARE in id order. The account's deletion takes these
 * before it locks the member's own row: the sweep and the draw lock the ballot and then (queueing
 * a mail to the member) need that row, so the other order deadlocks.
 */
export async function lockAwayBallotsOf(userId: string, tx: Tx) {
  return tx
    .select({ id: awayAllocations.id })
    .from(awayAllocations)
    .where(
      inArray(
        awayAllocations.id,
        tx.select({ id: awayApplicants.allocationId }).from(awayApplicants).where(eq(awayApplicants.userId, userId)),
      ),
    )
    .orderBy(asc(awayAllocations.id))
    .for("share");
}

/**
 * Before a member's account goes, inside the deletion's transaction. Their coach seats are given
 * back, so each coach's counter keeps equal to its rows. In a ballot not yet drawn they leave it: an
 * application they lead goes (with its partner's row), a pair they were the partner in goes on for
 * one ticket. In a drawn ballot the rows stay, for the published order: the account's deletion
 * empties their user id (ON DELETE SET NULL), the Member ID and points stay. An offered place with
 * nobody left to pay for it gets its deadline brought to now, so the next sweep passes it on.
 * The caller already holds the ballots' locks (lockAwayBallotsOf, taken before any users row), so a
 * draw never sees half of it; then coach, then seats: the order the sweep locks in.
 */
export async function leaveAwayBallots(userId: string, tx: Tx, now = new Date()): Promise<void> {
  const seats = await tx.select({ tripId: awayTripSeats.tripId }).from(awayTripSeats).where(eq(awayTripSeats.userId, userId));
  for (const seat of seats) await releaseSeats(tx, seat.tripId, [userId]);
  const mine = await tx
    .select({
      applicationId: awayApplicants.applicationId,
      isLead: awayApplicants.isLead,
      status: awayApplications.status,
      // Another member of the application whose account is still here.
      others: sql<number>`(select count(*) from ${awayApplicants} other
                            where other.application_id = ${awayApplicants.applicationId}
                              and other.user_id is not null and other.user_id <> ${userId})`.mapWith(Number),
    })
    .from(awayApplicants)
    .innerJoin(awayApplications, eq(awayApplications.id, awayApplicants.applicationId))
    .where(eq(awayApplicants.userId, userId));
  const undrawn = mine.filter((row) => row.status === "applied");
  const led = undrawn.filter((row) => row.isLead).map((row) => row.applicationId);
  if (led.length > 0) await tx.delete(awayApplications).where(inArray(awayApplications.id, led));
  const partnered = undrawn.filter((row) => !row.isLead).map((row) => row.applicationId);
  if (partnered.length > 0) {
    await tx.delete(awayApplicants).where(and(inArray(awayApplicants.applicationId, partnered), eq(awayApplicants.userId, userId)));
    await tx.update(awayApplications).set({ size: 1 }).where(inArray(awayApplications.id, partnered));
  }
  const orphaned = mine.filter((row) => row.status === "offered" && row.others === 0).map((row) => row.applicationId);
  if (orphaned.length > 0) {
    await tx
      .update(awayApplications)
      .set({ payBy: now })
      .where(and(inArray(awayApplications.id, orphaned), eq(awayApplications.status, "offered")));
  }
}

/** When an offered place must be paid: payHours from the offer, and never after kickoff. */
function payDeadline(offeredAt: Date, payHours: number, kickoff: Date): Date {
  return new Date(Math.min(offeredAt.getTime() + payHours * 3_600_000, kickoff.getTime()));
}

/** An admin records a place paid at the table. Only an offered place of this ballot (ownership in the WHERE). */
export async function recordAwayPayment(
  allocationId: number,
  applicationId: number,
  adminId: string,
  now = new Date(),
): Promise<Ok | Fail<"not-offered">> {
  const paid = await db
    .update(awayApplications)
    .set({ status: "paid", paidAt: now, paidVia: "at-table", paymentRecordedBy: adminId })
    .where(
      and(eq(awayApplications.id, applicationId), eq(awayApplications.allocationId, allocationId), eq(awayApplications.status, "offered")),
    )
    .returning({ id: awayApplications.id });
  return paid.length > 0 ? ok() : fail("not-offered");
}

/** The member's place waiting for payment in this ballot (as lead or partner), with what it costs; null when none. */
export async function getOfferToPay(allocationId: number, userId: string) {
  const [offer] = await db
    .select({
      applicationId: awayApplications.id,
      size: awayApplications.size,
      payBy: awayApplications.payBy,
      offeredAt: awayApplications.offeredAt,
      stripeSessionId: awayApplications.stripeSessionId,
      price: awayAllocations.price,
      eventTitle: events.title,
    })
    .from(awayApplicants)
    .innerJoin(awayApplications, eq(awayApplications.id, awayApplicants.applicationId))
    .innerJoin(awayAllocations, eq(awayAllocations.id, awayApplications.allocationId))
    .innerJoin(events, eq(events.id, awayAllocations.eventId))
    .where(and(eq(awayApplicants.allocationId, allocationId), eq(awayApplicants.userId, userId), eq(awayApplications.status, "offered")));
  return offer?.payBy && offer.offeredAt ? { ...offer, payBy: offer.payBy, offeredAt: offer.offeredAt } : null;
}

/** Remembers the Stripe Checkout session of an offered place (a second 'Pay online' reopens it). */
export async function attachAwayCheckoutSession(applicationId: number, sessionId: string): Promise<void> {
  await db
    .update(awayApplications)
    .set({ stripeSessionId: sessionId })
    .where(and(eq(awayApplications.id, applicationId), eq(awayApplications.status, "offered")));
}

type PaidOnline = { ok: true } | { ok: false; reason: "not-found" | "not-offered" | "amount-mismatch" };

/**
 * Stripe says a place's Checkout session was paid (inside the webhook's transaction, after its event
 * id was recorded): the place becomes paid if it is still offered, this is its session, and the
 * amount is its price times its tickets. A place that passed on before the money came is left as it
 * is (the admin refunds in Stripe), and said so.
 */
export async function markAwayPlacePaid(
  { applicationId, sessionId, amountTotal }: { applicationId: number; sessionId: string; amountTotal: number | null },
  tx: Tx,
  now = new Date(),
): Promise<PaidOnline> {
  const [place] = await tx
    .select({ status: awayApplications.status, size: awayApplications.size, price: awayAllocations.price })
    .from(awayApplications)
    .innerJoin(awayAllocations, eq(awayAllocations.id, awayApplications.allocationId))
    .where(and(eq(awayApplications.id, applicationId), eq(awayApplications.stripeSessionId, sessionId)))
    .for("update", { of: awayApplications });
  if (!place) return { ok: false, reason: "not-found" };
  if (place.status !== "offered") return { ok: false, reason: "not-offered" };
  if (amountTotal !== null && amountTotal !== Math.round(Number(place.price) * 100) * place.size)
    return { ok: false, reason: "amount-mismatch" };
  await tx
    .update(awayApplications)
    .set({ status: "paid", paidAt: now, paidVia: "stripe" })
    .where(and(eq(awayApplications.id, applicationId), eq(awayApplications.status, "offered")));
  return { ok: true };
}

/**
 * Offers past their deadline pass on: each allocation with one is locked FOR UPDATE SKIP LOCKED (a
 * second instance sweeping at the same moment skips it), its expired offers become 'passed', and the
 * freed tickets go down the order to the waiting applications, as the draw placed them. Mails both
 * ways. Returns how many places were offered anew.
 */
export async function passExpiredAwayOffers(now = new Date(), database: Executor = db): Promise<number> {
  // Not for a match that has kicked off or was called off: no place is offered for those any more.
  const due = await database
    .selectDistinct({ allocationId: awayApplications.allocationId })
    .from(awayApplications)
    .innerJoin(awayAllocations, eq(awayAllocations.id, awayApplications.allocationId))
    .innerJoin(events, eq(events.id, awayAllocations.eventId))
    .where(and(eq(awayApplications.status, "offered"), lte(awayApplications.payBy, now), gt(events.date, now), isNull(events.cancelledAt)));
  let offered = 0;
  for (const { allocationId } of due) {
    offered += await database.transaction(async (tx) => {
      const [allocation] = await tx
        .select({ tickets: awayAllocations.tickets, payHours: awayAllocations.payHours, kickoff: events.date })
        .from(awayAllocations)
        .innerJoin(events, eq(events.id, awayAllocations.eventId))
        .where(eq(awayAllocations.id, allocationId))
        .for("update", { skipLocked: true, of: awayAllocations });
      if (!allocation) return 0;
      const passed = await tx
        .update(awayApplications)
        .set({ status: "passed" })
        .where(
          and(eq(awayApplications.allocationId, allocationId), eq(awayApplications.status, "offered"), lte(awayApplications.payBy, now)),
        )
        .returning({ id: awayApplications.id });
      if (passed.length === 0) return 0;
      const [held] = await tx
        .select({ tickets: sql<number>`coalesce(sum(${awayApplications.size}), 0)`.mapWith(Number) })
        .from(awayApplications)
        .where(and(eq(awayApplications.allocationId, allocationId), inArray(awayApplications.status, ["offered", "paid"])));
      let left = allocation.tickets - (held?.tickets ?? 0);
      const waiting = await tx
        .select({ id: awayApplications.id, size: awayApplications.size })
        .from(awayApplications)
        .where(
          and(
            eq(awayApplications.allocationId, allocationId),
            eq(awayApplications.status, "waiting"),
            // Passed over when every member's account has gone since the draw: nobody could pay.
            sql`exists (select 1 from ${awayApplicants} a where a.application_id = ${awayApplications.id} and a.user_id is not null)`,
          ),
        )
        .orderBy(asc(awayApplications.position));
      const next: number[] = [];
      for (const application of waiting) {
        if (left <= 0) break;
        if (application.size > left) continue;
        next.push(application.id);
        left -= application.size;
      }
      const payBy = payDeadline(now, allocation.payHours, allocation.kickoff);
      if (next.length > 0) {
        await tx
          .update(awayApplications)
          .set({ status: "offered", offeredAt: now, payBy })
          .where(and(inArray(awayApplications.id, next), eq(awayApplications.status, "waiting")));
      }
      const members = await tx
        .select({ applicationId: awayApplicants.applicationId, userId: awayApplicants.userId })
        .from(awayApplicants)
        .where(inArray(awayApplicants.applicationId, [...passed.map((row) => row.id), ...next]));
      // A member whose account has gone since the draw gets no mail.
      const membersOf = (id: number) =>
        members.flatMap((member) => (member.applicationId === id && member.userId !== null ? [member.userId] : []));
      // A place that passed on gives back its members' coach seats.
      const [trip] = await tx.select({ id: awayTrips.id }).from(awayTrips).where(eq(awayTrips.allocationId, allocationId));
      if (trip)
        await releaseSeats(
          tx,
          trip.id,
          passed.flatMap((row) => membersOf(row.id)),
        );
      await enqueueNotifications(
        [
          ...passed.flatMap((row) =>
            membersOf(row.id).map((userId) => ({
              kind: "away-place-passed" as const,
              subjectKey: `${row.id}:${userId}`,
              userId,
              payload: { applicationId: row.id },
            })),
          ),
          ...offerMails(next.map((id) => ({ id, offeredAt: now, members: membersOf(id) }))),
        ],
        tx,
      );
      return next.length;
    });
  }
  return offered;
}

type BallotResultRow = {
  position: number;
  status: AwayStatus;
  weight: number;
  /** Why a waiting application got no place at the draw (waitingReasonText); null otherwise. */
  reason: string | null;
  /** The viewer's own application. */
  you: boolean;
  members: { memberId: string; points: number; name: string | null }[];
  applicationId: number;
};

/** Who reads a drawn order: the public and members see a name only where its member chose to show it; an admin sees every name. */
export type ResultViewer = { userId: string | null; admin?: boolean };

/**
 * Why each application the draw did not place got no place, walking the order as the draw did:
 * one that needed more tickets than were left was skipped, one after the last ticket not reached.
 */
function drawReasons(order: readonly { applicationId: number; members: readonly unknown[] }[], tickets: number) {
  const reasons = new Map<number, AwayWaitingReason>();
  let left = tickets;
  for (const entry of order) {
    const needed = entry.members.length;
    if (needed <= left) left -= needed;
    else reasons.set(entry.applicationId, left === 0 ? { kind: "not-reached" } : { kind: "skipped", needed, left });
  }
  return reasons;
}

/**
 * What the result page and its JSON publish once drawn: the order, each application's Member IDs and
 * points (a name only where the member ticked 'Show my name on published ballot results', or for an
 * admin), why a waiting one got no place, the viewer's own row marked, the seed, its commitment. Null
 * before the draw or for an unknown ballot. Two queries.
 */
export async function getBallotResult(allocationId: number, viewer: ResultViewer = { userId: null }) {
  const allocation = await getAllocation(allocationId);
  if (!allocation?.drawnAt) return null;
  const rows = await db
    .select({
      applicationId: awayApplications.id,
      position: awayApplications.position,
      status: awayApplications.status,
      memberId: awayApplicants.memberId,
      userId: awayApplicants.userId,
      present: users.id,
      isLead: awayApplicants.isLead,
      points: awayApplicants.pointsAtDraw,
      firstName: users.firstName,
      lastName: users.lastName,
      showName: users.showNameOnBallotResults,
    })
    .from(awayApplications)
    .innerJoin(awayApplicants, eq(awayApplicants.applicationId, awayApplications.id))
    // A member whose account has gone since the draw is still listed, by Member ID, without a name.
    .leftJoin(users, eq(users.id, awayApplicants.userId))
    // Both tables by the ballot: the applicants through their (allocation_id, user_id) index, not a scan of every ballot's.
    .where(and(eq(awayApplications.allocationId, allocationId), eq(awayApplicants.allocationId, allocationId)))
    .orderBy(asc(awayApplications.position), desc(awayApplicants.isLead));
  const order: BallotResultRow[] = [];
  for (const row of rows) {
    let entry = order.at(-1);
    if (entry?.applicationId !== row.applicationId) {
      entry = {
        applicationId: row.applicationId,
        position: row.position ?? 0,
        status: row.status as AwayStatus,
        weight: 0,
        reason: null,
        you: false,
        members: [],
      };
      order.push(entry);
    }
    if (viewer.userId !== null && row.userId === viewer.userId) entry.you = true;
    const named = row.present !== null && (row.showName === true || viewer.admin === true);
    entry.members.push({ memberId: row.memberId, points: row.points ?? 0, name: named ? fullName({ ...row, email: null }) : null });
  }
  const rule = ruleOf(allocation);
  const reasons = drawReasons(order, allocation.tickets);
  for (const entry of order) {
    entry.weight = ballotWeight(
      entry.members.map((member) => member.points),
      rule,
    );
    const reason = reasons.get(entry.applicationId);
    if (entry.status === "waiting" && reason) entry.reason = waitingReasonText(reason);
  }
  return { allocation, order, rule };
}

/** Why the member's waiting application got no place at the draw ('skipped: 2 tickets needed, 1 left'); null when it is not waiting. */
export async function waitingReasonOf(allocationId: number, applicationId: number): Promise<string | null> {
  const why = await whyWaiting(allocationId, applicationId);
  return why ? waitingReasonText(why) : null;
}

/** The same reason as data, for the result's mail: skipped (with the tickets needed and left) or not reached. */
export async function whyWaiting(allocationId: number, applicationId: number): Promise<AwayWaitingReason | null> {
  const result = await getBallotResult(allocationId);
  const entry = result?.order.find((row) => row.applicationId === applicationId);
  if (!result || entry?.status !== "waiting") return null;
  return drawReasons(result.order, result.allocation.tickets).get(applicationId) ?? null;
}

/** The matches an admin may open a ballot for: away matches from now on, not called off, the soonest first, home side first in the title. */
export async function listMatchesForBallot(now = new Date()) {
  const rows = await db
    .select({ id: events.id, title: events.title, date: events.date })
    .from(events)
    .where(
      and(
        eq(events.type, "match"),
        eq(events.isHomeMatch, false),
        sql`${events.cancelledAt} is null`,
        sql`${events.date} >= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(events.date), asc(events.id))
    .limit(200);
  return rows.map((row) => ({ ...row, title: fixtureTitle(row.title, false, branding.clubName) }));
}

/**
 * The draw as published (the result page and GET /api/away/{id}/result): everything needed to
 * recompute the order, `npm run ballot:verify` reads it. Null before the draw.
 */
export async function getPublishedResult(allocationId: number, viewerId: string | null = null) {
  const result = await getBallotResult(allocationId, { userId: viewerId });
  if (!result) return null;
  const { allocation, order, rule } = result;
  return {
    ballot: {
      id: allocation.id,
      match: allocation.eventTitle,
      kickoff: allocation.eventDate.toISOString(),
      tickets: allocation.tickets,
      drawnAt: allocation.drawnAt!.toISOString(),
      seed: allocation.seed!,
      seedCommitment: allocation.seedCommitment,
      rule,
      formula: ballotFormulaText(rule),
    },
    order,
  };
}

import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { events, users, volunteerOpportunities, volunteerSignups } from "../../db/schema";
import { claimPlace, joinTime, positionInLine, positionOf, promoteEarliest, type WaitingLine } from "~/models/waitlist.server";
import { db } from "~/utils/db.server";
import { fail, ok, type Fail, type Ok } from "~/utils/result";
import { volunteerCancelCutoffHours } from "~/utils/env.server";

export const opportunityColumns = {
  id: volunteerOpportunities.id,
  title: volunteerOpportunities.title,
  description: volunteerOpportunities.description,
  date: volunteerOpportunities.date,
  startTime: volunteerOpportunities.startTime,
  endTime: volunteerOpportunities.endTime,
  location: volunteerOpportunities.location,
  spotsNeeded: volunteerOpportunities.spotsNeeded,
  spotsAssigned: volunteerOpportunities.spotsAssigned,
  physicalRequirements: volunteerOpportunities.physicalRequirements,
  contactInfo: volunteerOpportunities.contactInfo,
  category: volunteerOpportunities.category,
};

export { spotsRemaining } from "~/models/volunteer";

/** Signups that hold a place: a spot (confirmed) or a place in the queue (waitlisted). */
const ACTIVE_SIGNUP_STATUSES = ["confirmed", "waitlisted"] as const;

/**
 * The rule for volunteer_opportunities.spots_assigned: it counts the signups that hold a spot,
 * i.e. confirmed ones and, once the shift has started, the ones the coordinator marked completed
 * or no-show (a no-show still kept the spot from everyone else). Before the shift that is exactly
 * the confirmed count. The counter moves only under the opportunity's row lock: +1 when a sign-up
 * takes a spot (signUpForShift) or the waitlist moves up (promoteFromWaitlist), -1 when a
 * confirmed signup is cancelled (cancelSignup). Marking attendance only moves a signup between
 * these statuses, so it never changes the counter, and a cancelled opportunity keeps its count.
 */
export const SPOT_HOLDING_STATUSES = ["confirmed", "completed", "no-show"] as const;

type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];

/** The member's own signup for each listed opportunity, joined in the list query (no query per card). */
const mine = alias(volunteerSignups, "mine");

/**
 * A shift's waitlist (the shared mechanism in waitlist.server.ts): spots_assigned counts the spots
 * taken up to spots_needed; a waitlisted signup becomes confirmed when it moves up, and the member
 * is mailed ('waitlist-promoted').
 */
const shiftLine: WaitingLine = {
  rows: {
    table: volunteerSignups,
    id: volunteerSignups.id,
    parentId: volunteerSignups.opportunityId,
    userId: volunteerSignups.userId,
    status: volunteerSignups.status,
    createdAt: volunteerSignups.createdAt,
    updatedAt: volunteerSignups.updatedAt,
  },
  parent: {
    table: volunteerOpportunities,
    id: volunteerOpportunities.id,
    taken: volunteerOpportunities.spotsAssigned,
    limit: volunteerOpportunities.spotsNeeded,
    updatedAt: volunteerOpportunities.updatedAt,
  },
  waiting: "waitlisted",
  placed: "confirmed",
  promotedMail: { kind: "waitlist-promoted", payload: (signupId, opportunityId) => ({ signupId, opportunityId }) },
};

/** 1-based place in the opportunity's queue of the signup `table` (or its alias), null unless waitlisted. */
const waitlistPosition = (table: "mine" | "volunteer_signups") => positionInLine(shiftLine, table);

/**
 * Only future-dated, active opportunities are listed (nobody can help at a past one), soonest first, a page at a
 * time. With `userId`, each row carries that member's active signup (id, status, waitlist place).
 */
export function listUpcomingOpportunities({
  now = new Date(),
  category,
  eventId,
  userId,
  limit,
}: { now?: Date; category?: string; eventId?: number; userId?: string | null; limit?: number } = {}) {
  const conditions = [eq(volunteerOpportunities.isActive, true), gt(volunteerOpportunities.date, now)];
  if (category) conditions.push(eq(volunteerOpportunities.category, category));
  // The shifts of one event (its page).
  if (eventId !== undefined) conditions.push(eq(volunteerOpportunities.eventId, eventId));
  const query = db
    .select({
      ...opportunityColumns,
      mySignupId: mine.id,
      myStatus: mine.status,
      myPosition: waitlistPosition("mine"),
      // The event the shift belongs to, for the card's link to its page (null when none).
      eventId: events.id,
      eventTitle: events.title,
    })
    .from(volunteerOpportunities)
    .leftJoin(events, eq(events.id, volunteerOpportunities.eventId))
    .leftJoin(
      mine,
      and(
        eq(mine.opportunityId, volunteerOpportunities.id),
        // An impossible id when anonymous keeps one query shape; the join then finds nothing.
        eq(mine.userId, userId ?? ""),
        inArray(mine.status, [...ACTIVE_SIGNUP_STATUSES]),
      ),
    )
    .where(and(...conditions))
    .orderBy(asc(volunteerOpportunities.date), asc(volunteerOpportunities.id));
  return limit === undefined ? query : query.limit(limit);
}

/**
 * A member's signups with the opportunity they are for, soonest first, waitlist places included.
 * A signup keeps its status when the coordinators cancel the whole opportunity, so readers tell
 * those apart by `opportunity.isActive`.
 */
export function listSignupsForUser(userId: string) {
  return db
    .select({
      id: volunteerSignups.id,
      opportunityId: volunteerSignups.opportunityId,
      userId: volunteerSignups.userId,
      notes: volunteerSignups.notes,
      status: volunteerSignups.status,
      createdAt: volunteerSignups.createdAt,
      position: waitlistPosition("volunteer_signups"),
      opportunity: {
        title: volunteerOpportunities.title,
        date: volunteerOpportunities.date,
        startTime: volunteerOpportunities.startTime,
        endTime: volunteerOpportunities.endTime,
        location: volunteerOpportunities.location,
        contactInfo: volunteerOpportunities.contactInfo,
        // false once the coordinators cancelled the opportunity: the signup keeps its status.
        isActive: volunteerOpportunities.isActive,
        // A match-day shift's event: its door's check-in page on the day.
        eventId: volunteerOpportunities.eventId,
      },
    })
    .from(volunteerSignups)
    .innerJoin(volunteerOpportunities, eq(volunteerOpportunities.id, volunteerSignups.opportunityId))
    .where(eq(volunteerSignups.userId, userId))
    .orderBy(asc(volunteerOpportunities.date), asc(volunteerSignups.id));
}

/**
 * The profile card: the member's next shifts still ahead, at most `limit`. Shifts the
 * coordinators cancelled stay in the list (with `isActive` false) so the card can say so.
 */
export function listUpcomingShiftsForUser(userId: string, { now = new Date(), limit = 3 }: { now?: Date; limit?: number } = {}) {
  return db
    .select({
      id: volunteerSignups.id,
      status: volunteerSignups.status,
      opportunity: {
        title: volunteerOpportunities.title,
        date: volunteerOpportunities.date,
        startTime: volunteerOpportunities.startTime,
        endTime: volunteerOpportunities.endTime,
        location: volunteerOpportunities.location,
        isActive: volunteerOpportunities.isActive,
      },
    })
    .from(volunteerSignups)
    .innerJoin(volunteerOpportunities, eq(volunteerOpportunities.id, volunteerSignups.opportunityId))
    .where(
      and(
        eq(volunteerSignups.userId, userId),
        inArray(volunteerSignups.status, [...ACTIVE_SIGNUP_STATUSES]),
        gt(volunteerOpportunities.date, now),
      ),
    )
    .orderBy(asc(volunteerOpportunities.date), asc(volunteerSignups.id))
    .limit(limit);
}

/** One active opportunity (for its .ics download); null when unknown or cancelled by the coordinators. */
export async function getActiveOpportunity(id: number) {
  const [row] = await db
    .select({ ...opportunityColumns, updatedAt: volunteerOpportunities.updatedAt, sequence: volunteerOpportunities.icsSequence })
    .from(volunteerOpportunities)
    .where(and(eq(volunteerOpportunities.id, id), eq(volunteerOpportunities.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** Why a sign-up was refused: no such active opportunity (a 404), or the shift has started (a 400). */
export type SignupFailure = Fail<"opportunity-not-found" | "opportunity-is-past">;

/**
 * Why a cancel was refused: nothing of the member's to cancel (unknown, someone else's, already
 * cancelled, past), or cancelling online has closed (VOLUNTEER_CANCEL_CUTOFF_HOURS before the
 * shift) and the coordinator handles it now.
 */
export type CancelFailure = Fail<"signup-not-found"> | Fail<"cancel-cutoff", { cutoffHours: number; contactInfo: string | null }>;

export type SignupResult = {
  id: number;
  opportunityId: number;
  userId: string;
  status: string;
  createdAt: Date;
  /** Place in the queue when waitlisted, else null. */
  position: number | null;
  /** false when the member already held a spot or a place: the call changed nothing. */
  changed: boolean;
  title: string;
  spotsNeeded: number;
  spotsAssigned: number;
};

/**
 * Locks the opportunity's row for the rest of the transaction. Every sign-up and cancel for one
 * opportunity takes this lock first, so they run one after another per opportunity, always in the
 * same lock order (opportunity, then signups): the counter and the signup rows cannot diverge and
 * two writers cannot deadlock. Other opportunities are not held up.
 */
async function lockOpportunity(tx: Transaction, opportunityId: number) {
  const [row] = await tx
    .select({
      id: volunteerOpportunities.id,
      title: volunteerOpportunities.title,
      date: volunteerOpportunities.date,
      isActive: volunteerOpportunities.isActive,
      contactInfo: volunteerOpportunities.contactInfo,
      spotsNeeded: volunteerOpportunities.spotsNeeded,
      spotsAssigned: volunteerOpportunities.spotsAssigned,
    })
    .from(volunteerOpportunities)
    .where(eq(volunteerOpportunities.id, opportunityId))
    .for("update");
  return row ?? null;
}

/**
 * Signs a member up for a shift: a spot if one is free (confirmed), otherwise a place at the end
 * of the waitlist. One transaction: the spot is taken by a conditional increment
 * (`spots_assigned < spots_needed`), so the opportunity can never be overbooked, and the signup
 * row is written with the status that increment decided. A repeat by a member who already holds a
 * spot or a place is a no-op answering the current signup; a cancelled signup is re-activated and
 * joins the queue afresh (created_at = now), so the waitlist stays first come, first served.
 */
export async function signUpForShift(userId: string, opportunityId: number, now = new Date()): Promise<Ok<SignupResult> | SignupFailure> {
  return db.transaction(async (tx): Promise<Ok<SignupResult> | SignupFailure> => {
    const opportunity = await lockOpportunity(tx, opportunityId);
    if (!opportunity || !opportunity.isActive) return fail("opportunity-not-found");
    if (opportunity.date <= now) return fail("opportunity-is-past");

    const [existing] = await tx
      .select({ id: volunteerSignups.id, status: volunteerSignups.status, createdAt: volunteerSignups.createdAt })
      .from(volunteerSignups)
      .where(and(eq(volunteerSignups.opportunityId, opportunityId), eq(volunteerSignups.userId, userId)));
    const base = { opportunityId, userId, title: opportunity.title, spotsNeeded: opportunity.spotsNeeded };
    if (existing && existing.status !== "cancelled") {
      return ok({
        ...base,
        ...existing,
        position: await positionOf(tx, shiftLine, existing.id),
        changed: false,
        spotsAssigned: opportunity.spotsAssigned,
      });
    }

    const claimed = await claimPlace(tx, shiftLine, opportunityId, now, [
      eq(volunteerOpportunities.isActive, true),
      gt(volunteerOpportunities.date, now),
    ]);
    const status = claimed !== null ? "confirmed" : "waitlisted";

    // The queue is served by (created_at, id) in the order sign-ups got the lock (joinTime).
    const joinedAt = joinTime(shiftLine, opportunityId, now);
    // Only a missing or cancelled row is written: the WHERE on the conflict branch makes sure an
    // active signup is never overwritten, whatever happens around the lock.
    const [signup] = await tx
      .insert(volunteerSignups)
      .values({ opportunityId, userId, status, createdAt: joinedAt, updatedAt: now })
      .onConflictDoUpdate({
        target: [volunteerSignups.opportunityId, volunteerSignups.userId],
        set: { status, createdAt: joinedAt, updatedAt: now },
        setWhere: eq(volunteerSignups.status, "cancelled"),
      })
      .returning({ id: volunteerSignups.id, status: volunteerSignups.status, createdAt: volunteerSignups.createdAt });
    if (!signup) throw new Error("volunteer signup changed under the opportunity lock");

    return ok({
      ...base,
      ...signup,
      position: status === "waitlisted" ? await positionOf(tx, shiftLine, signup.id) : null,
      changed: true,
      spotsAssigned: claimed ?? opportunity.spotsAssigned,
    });
  });
}

export type CancelResult = {
  id: number;
  opportunityId: number;
  /** What the signup was before: confirmed (a spot freed) or waitlisted (a place given up). */
  previousStatus: string;
  /** The waitlisted signup that took the freed spot, if any. */
  promoted: { signupId: number; userId: string } | null;
};

/**
 * Cancels one of the member's own confirmed or waitlisted signups for a shift still ahead.
 * Ownership and status are in the WHERE clause, so someone else's signup, a second cancel, a
 * past shift or one the coordinators already cancelled changes nothing (signup-not-found): freeing a
 * spot on a cancelled opportunity would promote, and email, a waitlisted member into a shift that
 * is off. A confirmed signup inside the cutoff is refused (cancel-cutoff; leaving a waitlist is
 * always possible). The freed spot goes, in the same
 * transaction, to the earliest waitlisted member, whose promotion email is queued in the outbox;
 * with nobody waiting the spot is given back.
 */
export async function cancelSignup(
  userId: string,
  signupId: number,
  now = new Date(),
  { cutoffHours = volunteerCancelCutoffHours }: { cutoffHours?: number } = {},
): Promise<Ok<CancelResult> | CancelFailure> {
  return db.transaction(async (tx): Promise<Ok<CancelResult> | CancelFailure> => {
    const [owned] = await tx
      .select({ opportunityId: volunteerSignups.opportunityId })
      .from(volunteerSignups)
      .where(and(eq(volunteerSignups.id, signupId), eq(volunteerSignups.userId, userId)));
    if (!owned) return fail("signup-not-found");
    const opportunity = await lockOpportunity(tx, owned.opportunityId);
    if (!opportunity || !opportunity.isActive || opportunity.date <= now) return fail("signup-not-found");

    const [current] = await tx
      .select({ status: volunteerSignups.status })
      .from(volunteerSignups)
      .where(
        and(
          eq(volunteerSignups.id, signupId),
          eq(volunteerSignups.userId, userId),
          inArray(volunteerSignups.status, [...ACTIVE_SIGNUP_STATUSES]),
        ),
      );
    if (!current) return fail("signup-not-found");
    if (current.status === "confirmed" && opportunity.date.getTime() - now.getTime() < cutoffHours * 3_600_000) {
      return fail("cancel-cutoff", { cutoffHours, contactInfo: opportunity.contactInfo });
    }

    const [cancelled] = await tx
      .update(volunteerSignups)
      .set({ status: "cancelled", updatedAt: now })
      .where(and(eq(volunteerSignups.id, signupId), eq(volunteerSignups.userId, userId), eq(volunteerSignups.status, current.status)))
      .returning({ id: volunteerSignups.id });
    if (!cancelled) return fail("signup-not-found");
    const result: CancelResult = { id: signupId, opportunityId: owned.opportunityId, previousStatus: current.status, promoted: null };
    if (current.status !== "confirmed") return ok(result);

    // The freed spot goes to the head of the queue, if anyone is waiting.
    await tx
      .update(volunteerOpportunities)
      .set({ spotsAssigned: sql`greatest(${volunteerOpportunities.spotsAssigned} - 1, 0)`, updatedAt: now })
      .where(eq(volunteerOpportunities.id, owned.opportunityId));
    const [promoted] = await promoteFromWaitlist(tx, owned.opportunityId, 1, now);
    result.promoted = promoted ?? null;
    return ok(result);
  });
}

/**
 * The member's confirmed (or completed) shifts from the last 90 days on, for their private
 * calendar feed. Shifts the coordinators cancelled are kept with `cancelled: true`, so the feed can
 * mark them STATUS:CANCELLED and calendar apps take them off instead of keeping a stale copy.
 * `updatedAt` and `sequence` are the later of the signup's and the opportunity's, so an edit or a
 * cancel is news.
 */
export async function listCalendarShiftsForToken(token: string, now = new Date()) {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.calendarToken, token)).limit(1);
  if (!owner) return null;
  return db
    .select({
      signupId: volunteerSignups.id,
      updatedAt: sql<Date>`greatest(${volunteerSignups.updatedAt}, ${volunteerOpportunities.updatedAt})`.mapWith(
        volunteerSignups.updatedAt,
      ),
      sequence: sql<number>`greatest(${volunteerSignups.icsSequence}, ${volunteerOpportunities.icsSequence})`.mapWith(Number),
      cancelled: sql<boolean>`not ${volunteerOpportunities.isActive}`.mapWith(Boolean),
      ...opportunityColumns,
    })
    .from(volunteerSignups)
    .innerJoin(volunteerOpportunities, eq(volunteerOpportunities.id, volunteerSignups.opportunityId))
    .where(
      and(
        eq(volunteerSignups.userId, owner.id),
        inArray(volunteerSignups.status, ["confirmed", "completed"]),
        gt(volunteerOpportunities.date, new Date(now.getTime() - 90 * 24 * 3_600_000)),
      ),
    )
    .orderBy(asc(volunteerOpportunities.date))
    .limit(500);
}

export async function getCalendarToken(userId: string): Promise<string | null> {
  const [row] = await db.select({ token: users.calendarToken }).from(users).where(eq(users.id, userId));
  return row?.token ?? null;
}

/** A new secret for the member's feed (32 random bytes, base64url); the old URL stops working. */
export async function rotateCalendarToken(userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.update(users).set({ calendarToken: token }).where(eq(users.id, userId));
  return token;
}

export async function revokeCalendarToken(userId: string): Promise<void> {
  await db.update(users).set({ calendarToken: null }).where(eq(users.id, userId));
}

/**
 * Gives up to `spots` free spots to the earliest waitlisted members (in the order they joined),
 * counts them in spots_assigned and queues each one's promotion email. Runs inside a transaction
 * that holds the opportunity's row lock (a cancel, or a coordinator raising the spots), so the
 * counter and the rows cannot drift apart.
 */
export async function promoteFromWaitlist(tx: Transaction, opportunityId: number, spots: number, now: Date) {
  const promoted = await promoteEarliest(tx, shiftLine, opportunityId, spots, now);
  return promoted.map(({ id, userId }) => ({ signupId: id, userId }));
}

import { and, asc, desc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { events, users, volunteerOpportunities, volunteerSignups } from "../../db/schema";
import { enqueueNotification } from "~/notifications/outbox.server";
import { db } from "~/utils/db.server";
import { fail, ok, type Fail, type Ok } from "~/utils/result";
import type { VolunteerOpportunityInput } from "~/models/volunteer.schema";
import { opportunityColumns, promoteFromWaitlist, SPOT_HOLDING_STATUSES } from "./volunteer.server";

/** The coordinators' side of volunteering: opportunities, cancellations, rosters, attendance. */

const adminColumns = { ...opportunityColumns, isActive: volunteerOpportunities.isActive, eventId: volunteerOpportunities.eventId };

const spotsRemainingSql = sql<number>`greatest(${volunteerOpportunities.spotsNeeded} - ${volunteerOpportunities.spotsAssigned}, 0)::int`;

/**
 * Why an opportunity's update was refused: no such opportunity, or spots_needed below the
 * volunteers already confirmed (the form and the API say so plainly, with the number).
 */
export type OpportunityUpdateFailure =
  | Fail<"opportunity-not-found">
  | Fail<"spots-below-confirmed", { confirmed: number }>
  | Fail<"start-in-past">
  | Fail<"opportunity-cancelled">
  | Fail<"event-not-found">;

/** An event id that names no event: refused before the write (the form and the API say so on the field). */
async function unknownEvent(eventId: number | null | undefined): Promise<boolean> {
  if (eventId == null) return false;
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  return !row;
}

/**
 * A new opportunity. Refused (start-in-past) when the shift would start at or before `now`: members
 * could only meet it with a refused sign-up.
 */
export async function createOpportunity(input: VolunteerOpportunityInput, now = new Date()) {
  if (input.date <= now) return fail("start-in-past") as Fail<"start-in-past">;
  if (await unknownEvent(input.eventId)) return fail("event-not-found") as Fail<"event-not-found">;
  const [row] = await db.insert(volunteerOpportunities).values(input).returning(adminColumns);
  return ok({ opportunity: row });
}

export async function getOpportunityForAdmin(id: number) {
  const [row] = await db.select(adminColumns).from(volunteerOpportunities).where(eq(volunteerOpportunities.id, id));
  return row ?? null;
}

/**
 * Replaces the opportunity's fields. The floor on spots_needed is in the WHERE clause: a sign-up
 * racing this update either commits first (PostgreSQL re-checks the row it waited for, so the
 * floor sees the new count) or waits and then finds no free spot. spots_assigned never ends
 * above spots_needed.
 *
 * A start in the past is refused only when it is a change: re-saving yesterday's shift to fix a
 * typo in its title or roster notes keeps its stored start and goes through, but moving a shift
 * (its day or start time) to an instant already gone is refused, as creating one there is.
 *
 * `isActive` is the API's switch: false cancels the shift exactly as the admin Cancel action does
 * (same transaction as the field changes; the volunteers' notices queued); true keeps an active
 * one active but is refused for a cancelled one (opportunity-cancelled): its volunteers were
 * told it is off, so bringing it back is a new opportunity. Every refusal writes nothing.
 */
export async function updateOpportunity(
  id: number,
  input: VolunteerOpportunityInput,
  now = new Date(),
  { isActive }: { isActive?: boolean } = {},
) {
  if (await unknownEvent(input.eventId)) return fail("event-not-found") as OpportunityUpdateFailure;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(volunteerOpportunities)
      .set({ ...input, updatedAt: now })
      .where(
        and(
          eq(volunteerOpportunities.id, id),
          lte(volunteerOpportunities.spotsAssigned, input.spotsNeeded),
          input.date <= now ? eq(volunteerOpportunities.date, input.date) : undefined,
          isActive === true ? eq(volunteerOpportunities.isActive, true) : undefined,
        ),
      )
      .returning(adminColumns);
    if (row) {
      if (isActive === false && row.isActive) {
        const { notified } = await cancelInside(tx, id, now);
        return ok({ opportunity: { ...row, isActive: false }, notified });
      }
      // More spots than volunteers: the waitlist moves up at once, as it would on a cancel.
      const free = row.spotsNeeded - row.spotsAssigned;
      if (free <= 0 || !row.isActive || row.date <= now) return ok({ opportunity: row, notified: 0 });
      const promoted = await promoteFromWaitlist(tx, id, free, now);
      return ok({ opportunity: { ...row, spotsAssigned: row.spotsAssigned + promoted.length }, notified: 0 });
    }
    const [current] = await tx
      .select({
        spotsAssigned: volunteerOpportunities.spotsAssigned,
        date: volunteerOpportunities.date,
        isActive: volunteerOpportunities.isActive,
      })
      .from(volunteerOpportunities)
      .where(eq(volunteerOpportunities.id, id));
    if (!current) return fail("opportunity-not-found") as OpportunityUpdateFailure;
    if (isActive === true && !current.isActive) return fail("opportunity-cancelled") as OpportunityUpdateFailure;
    if (input.date <= now && current.date.getTime() !== input.date.getTime()) return fail("start-in-past") as OpportunityUpdateFailure;
    return fail("spots-below-confirmed", { confirmed: current.spotsAssigned }) as OpportunityUpdateFailure;
  });
}

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

/**
 * The cancel itself, inside the caller's transaction (an admin's Cancel, the API's isActive false,
 * or the event the shift belongs to being called off): cancelled false when the shift was not
 * active (or not there).
 */
export async function cancelInside(tx: Tx, id: number, now = new Date()) {
  const [row] = await tx
    .update(volunteerOpportunities)
    .set({ isActive: false, updatedAt: now })
    .where(and(eq(volunteerOpportunities.id, id), eq(volunteerOpportunities.isActive, true)))
    .returning({ id: volunteerOpportunities.id });
  if (!row) return { cancelled: false, notified: 0 };
  const signups = await tx
    .select({ id: volunteerSignups.id, userId: volunteerSignups.userId })
    .from(volunteerSignups)
    .where(and(eq(volunteerSignups.opportunityId, id), inArray(volunteerSignups.status, ["confirmed", "waitlisted"])));
  for (const signup of signups) {
    await enqueueNotification(
      {
        kind: "shift-cancelled",
        subjectKey: `${id}:${signup.userId}`,
        userId: signup.userId,
        payload: { opportunityId: id, signupId: signup.id },
      },
      tx,
    );
  }
  return { cancelled: true, notified: signups.length };
}

/**
 * Cancels the opportunity (is_active false: it leaves /volunteer and the sign-up form refuses it)
 * and queues the 'shift-cancelled' mail to every confirmed or waitlisted volunteer, in one
 * transaction: both happen or neither. The signups are kept, so the roster still shows who was
 * signed up. Refused (opportunity-not-found, already-cancelled) it changes nothing.
 */
export async function cancelOpportunity(
  id: number,
): Promise<Ok<{ notified: number }> | Fail<"opportunity-not-found" | "already-cancelled">> {
  return db.transaction(async (tx): Promise<Ok<{ notified: number }> | Fail<"opportunity-not-found" | "already-cancelled">> => {
    const { cancelled, notified } = await cancelInside(tx, id);
    if (cancelled) return ok({ notified });
    const [exists] = await tx
      .select({ id: volunteerOpportunities.id })
      .from(volunteerOpportunities)
      .where(eq(volunteerOpportunities.id, id));
    return fail(exists ? "already-cancelled" : "opportunity-not-found");
  });
}

/** Deletes the opportunity and (by cascade) its signups. False when there was none. */
export async function deleteOpportunity(id: number): Promise<boolean> {
  const deleted = await db
    .delete(volunteerOpportunities)
    .where(eq(volunteerOpportunities.id, id))
    .returning({ id: volunteerOpportunities.id });
  return deleted.length > 0;
}

/** How many signups deleting would remove, for the confirmation step. */
export async function countActiveSignups(opportunityId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(volunteerSignups)
    .where(
      and(
        eq(volunteerSignups.opportunityId, opportunityId),
        inArray(volunteerSignups.status, ["confirmed", "waitlisted", "completed", "no-show"]),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * The admin list: upcoming opportunities soonest first (cancelled ones included, marked), then the
 * `recent` most recent past ones, newest first.
 */
export async function listOpportunitiesForAdmin({
  now = new Date(),
  recent = 20,
  upcomingLimit = 100,
}: { now?: Date; recent?: number; upcomingLimit?: number } = {}) {
  const columns = {
    id: volunteerOpportunities.id,
    title: volunteerOpportunities.title,
    date: volunteerOpportunities.date,
    startTime: volunteerOpportunities.startTime,
    endTime: volunteerOpportunities.endTime,
    location: volunteerOpportunities.location,
    category: volunteerOpportunities.category,
    spotsNeeded: volunteerOpportunities.spotsNeeded,
    spotsAssigned: volunteerOpportunities.spotsAssigned,
    isActive: volunteerOpportunities.isActive,
    waitlisted: sql<number>`(select count(*)::int from ${volunteerSignups} where ${volunteerSignups.opportunityId} = ${volunteerOpportunities.id} and ${volunteerSignups.status} = 'waitlisted')`,
  };
  const [upcoming, past] = await Promise.all([
    // The soonest `upcomingLimit` (plus one, so the page knows there are more).
    db
      .select(columns)
      .from(volunteerOpportunities)
      .where(gt(volunteerOpportunities.date, now))
      .orderBy(asc(volunteerOpportunities.date), asc(volunteerOpportunities.id))
      .limit(upcomingLimit + 1),
    db
      .select(columns)
      .from(volunteerOpportunities)
      .where(lte(volunteerOpportunities.date, now))
      .orderBy(desc(volunteerOpportunities.date), desc(volunteerOpportunities.id))
      .limit(recent),
  ]);
  return { upcoming: upcoming.slice(0, upcomingLimit), moreUpcoming: upcoming.length > upcomingLimit, past };
}

/** GET /api/volunteer-opportunities: upcoming active opportunities with spotsRemaining, one page. */
export function listUpcomingOpportunitiesPage({ now = new Date(), limit, offset }: { now?: Date; limit: number; offset: number }) {
  return db
    .select({ ...opportunityColumns, spotsRemaining: spotsRemainingSql })
    .from(volunteerOpportunities)
    .where(and(eq(volunteerOpportunities.isActive, true), gt(volunteerOpportunities.date, now)))
    .orderBy(asc(volunteerOpportunities.date), asc(volunteerOpportunities.startTime), asc(volunteerOpportunities.id))
    .limit(limit)
    .offset(offset);
}

const ROSTER_STATUSES = ["confirmed", "completed", "no-show", "waitlisted"] as const;

/**
 * Who is on the shift, in one query: confirmed (and, after the shift, completed / no-show) in
 * sign-up order, then the waitlist in its order. Cancelled signups are left out.
 */
export function getRoster(opportunityId: number) {
  return db
    .select({
      id: volunteerSignups.id,
      userId: volunteerSignups.userId,
      status: volunteerSignups.status,
      signedUpAt: volunteerSignups.createdAt,
      notes: volunteerSignups.notes,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(volunteerSignups)
    .innerJoin(users, eq(users.id, volunteerSignups.userId))
    .where(and(eq(volunteerSignups.opportunityId, opportunityId), inArray(volunteerSignups.status, [...ROSTER_STATUSES])))
    .orderBy(
      sql`case when ${volunteerSignups.status} = 'waitlisted' then 1 else 0 end`,
      asc(volunteerSignups.createdAt),
      asc(volunteerSignups.id),
    );
}

/**
 * After the shift: marks the listed signups completed or no-show (what feeds the member's impact
 * panel). Only signups of this opportunity that are confirmed, or already marked (so a slip can
 * be corrected), and only once the shift has started; anything else in the lists is ignored. One
 * statement. Returns how many signups were marked. Every status it moves between holds a spot
 * (SPOT_HOLDING_STATUSES), so spots_assigned stays as it is: the spots were taken either way.
 */
export async function markAttendance(
  opportunityId: number,
  { completed, noShow }: { completed: number[]; noShow: number[] },
  now = new Date(),
): Promise<number> {
  const completedSet = new Set(completed);
  const ids = [...new Set([...completed, ...noShow])];
  if (ids.length === 0) return 0;
  const completedIds = [...completedSet];
  const updated = await db
    .update(volunteerSignups)
    .set({
      status: completedIds.length
        ? sql`case when ${inArray(volunteerSignups.id, completedIds)} then 'completed' else 'no-show' end`
        : "no-show",
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(volunteerSignups.opportunityId, opportunityId),
        inArray(volunteerSignups.id, ids),
        inArray(volunteerSignups.status, [...SPOT_HOLDING_STATUSES]),
        inArray(
          volunteerSignups.opportunityId,
          // Only a shift that took place: started, and not called off by the coordinators.
          db
            .select({ id: volunteerOpportunities.id })
            .from(volunteerOpportunities)
            .where(
              and(
                eq(volunteerOpportunities.id, opportunityId),
                eq(volunteerOpportunities.isActive, true),
                lte(volunteerOpportunities.date, now),
              ),
            ),
        ),
      ),
    )
    .returning({ id: volunteerSignups.id });
  return updated.length;
}

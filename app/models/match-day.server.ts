import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  eventAttendees,
  events,
  shiftTemplates,
  shiftTemplateShifts,
  ticketListings,
  volunteerOpportunities,
  volunteerSignups,
} from "../../db/schema";
import { enqueueNotifications, type NewNotification } from "~/notifications/outbox.server";
import { branding } from "~/utils/branding.server";
import { db } from "~/utils/db.server";
import { dateToWallTime } from "~/utils/zoned-time";
import { cancelInside } from "./volunteer-admin.server";

/**
 * Match day as one object: what moves or stops with an event. Each function runs inside the
 * transaction that holds the event's row lock (events.server.ts takes it), so a kickoff move or a
 * cancellation changes the event, its watch parties, its shifts, its listings and the outbox all
 * at once, or nothing at all.
 */

type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];

type Role = "attendee" | "volunteer" | "lister";

const MINUTE_MS = 60_000;

/** "18:30:00" → minutes after midnight. */
function clockMinutes(clock: string): number {
  const [h, m] = clock.split(":").map(Number);
  return h * 60 + (m || 0);
}

/** The wall-clock time of an instant in the group's zone, as the time column stores it ("18:30:00"). */
function wallClock(instant: Date): string {
  return `${dateToWallTime(instant, branding.timeZone).slice(11, 16)}:00`;
}

/** A shift's stored start (the instant), start and end wall times, moved by `deltaMs`: the length on the wall clock is kept. */
function movedShift(shift: { date: Date; startTime: string; endTime: string }, deltaMs: number) {
  let length = clockMinutes(shift.endTime) - clockMinutes(shift.startTime);
  if (length <= 0) length += 24 * 60;
  const start = new Date(shift.date.getTime() + deltaMs);
  const end = new Date(start.getTime() + length * MINUTE_MS);
  return { date: start, startTime: wallClock(start), endTime: wallClock(end) };
}

/** The watch parties of a match that are still on (the match's related events that move and stop with it). */
async function watchPartiesOf(tx: Transaction, matchId: number) {
  const rows = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.matchEventId, matchId), isNull(events.cancelledAt)))
    .orderBy(asc(events.id))
    .for("update");
  return rows.map((row) => row.id);
}

/** Who is expected at any of these events, and as what: RSVPs (going or waitlisted), volunteers on their active shifts, open listings of the match. */
async function affectedMembers(tx: Transaction, eventIds: number[], matchId: number, { volunteers }: { volunteers: boolean }) {
  const roles = new Map<string, Set<Role>>();
  const add = (userId: string, role: Role) => {
    const set = roles.get(userId) ?? new Set<Role>();
    set.add(role);
    roles.set(userId, set);
  };
  const attendees = await tx
    .selectDistinct({ userId: eventAttendees.userId })
    .from(eventAttendees)
    .where(inArray(eventAttendees.eventId, eventIds));
  for (const row of attendees) add(row.userId, "attendee");
  if (volunteers) {
    const signedUp = await tx
      .selectDistinct({ userId: volunteerSignups.userId })
      .from(volunteerSignups)
      .innerJoin(volunteerOpportunities, eq(volunteerOpportunities.id, volunteerSignups.opportunityId))
      .where(
        and(
          inArray(volunteerOpportunities.eventId, eventIds),
          eq(volunteerOpportunities.isActive, true),
          inArray(volunteerSignups.status, ["confirmed", "waitlisted"]),
        ),
      );
    for (const row of signedUp) add(row.userId, "volunteer");
  }
  const listers = await tx
    .selectDistinct({ userId: ticketListings.userId })
    .from(ticketListings)
    .where(and(eq(ticketListings.eventId, matchId), eq(ticketListings.isActive, true)));
  for (const row of listers) add(row.userId, "lister");
  return roles;
}

/**
 * The kickoff of a locked event moved from `from` to `to` (its own row is already written, with
 * `revision` the new revision): its watch parties and every shift of the event or of those watch
 * parties move by the same amount, the match date on its ticket listings follows, and one
 * 'event-kickoff-moved' mail per affected member is queued (subject: event, revision, member), so a
 * member who RSVP'd, volunteers and lists tickets hears once, and a second sweeping instance finds
 * the row already sent. Calendar feeds read the moved rows' updated_at as a higher SEQUENCE.
 */
export async function moveKickoffInside(tx: Transaction, eventId: number, from: Date, to: Date, revision: number, now: Date) {
  const deltaMs = to.getTime() - from.getTime();
  if (deltaMs === 0) return { notified: 0, shiftsMoved: 0 };
  const partyIds = await watchPartiesOf(tx, eventId);
  if (partyIds.length > 0) {
    await tx
      .update(events)
      .set({
        date: sql`${events.date} + make_interval(secs => ${deltaMs / 1000}::double precision)`,
        revision: sql`${events.revision} + 1`,
        updatedAt: now,
      })
      .where(inArray(events.id, partyIds));
  }
  const eventIds = [eventId, ...partyIds];
  const shifts = await tx
    .select({
      id: volunteerOpportunities.id,
      date: volunteerOpportunities.date,
      startTime: volunteerOpportunities.startTime,
      endTime: volunteerOpportunities.endTime,
    })
    .from(volunteerOpportunities)
    .where(inArray(volunteerOpportunities.eventId, eventIds))
    .orderBy(asc(volunteerOpportunities.id))
    .for("update");
  for (const shift of shifts) {
    await tx
      .update(volunteerOpportunities)
      .set({ ...movedShift(shift, deltaMs), updatedAt: now })
      .where(eq(volunteerOpportunities.id, shift.id));
  }
  await tx.update(ticketListings).set({ matchDate: to, updatedAt: now }).where(eq(ticketListings.eventId, eventId));

  const affected = await affectedMembers(tx, eventIds, eventId, { volunteers: true });
  const mails: NewNotification[] = [...affected].map(([userId, roles]) => ({
    kind: "event-kickoff-moved",
    subjectKey: `${eventId}:${revision}:${userId}`,
    userId,
    payload: { eventId, revision, from: from.toISOString(), to: to.toISOString(), roles: [...roles] },
  }));
  await enqueueNotifications(mails, tx);
  return { notified: mails.length, shiftsMoved: shifts.length };
}

/**
 * The venue of a locked event still on changed from `from` to `to` (its own row is already written):
 * the members a kickoff move would tell (RSVPs, volunteers on its shifts, listers of the match) each
 * get one 'event-venue-moved' mail (and alert), queued in the same transaction. The kickoff's
 * revision is left alone (a pending kickoff notice stays valid); the subject names the instant of
 * the change, so a second change is a second notice and the first, read at send time, is skipped.
 */
export async function moveVenueInside(tx: Transaction, eventId: number, from: string, to: string, now: Date) {
  if (from === to) return { notified: 0 };
  const affected = await affectedMembers(tx, [eventId], eventId, { volunteers: true });
  const mails: NewNotification[] = [...affected].map(([userId, roles]) => ({
    kind: "event-venue-moved",
    subjectKey: `${eventId}:${now.getTime()}:${userId}`,
    userId,
    payload: { eventId, from, to, roles: [...roles] },
  }));
  await enqueueNotifications(mails, tx);
  return { notified: mails.length };
}

/**
 * A locked event was called off (its own row already carries cancelled_at): its watch parties are
 * called off too, every active shift of them is cancelled through the volunteer cancellation (its
 * volunteers get that mail), the match's open listings close ('event-cancelled'), and each RSVP'd
 * member and each lister gets one 'event-cancelled' mail per event.
 */
export async function cancelEventInside(tx: Transaction, eventId: number, now: Date) {
  const partyIds = await watchPartiesOf(tx, eventId);
  if (partyIds.length > 0) {
    await tx
      .update(events)
      .set({ cancelledAt: now, revision: sql`${events.revision} + 1`, updatedAt: now })
      .where(inArray(events.id, partyIds));
  }
  const eventIds = [eventId, ...partyIds];
  const affected = await affectedMembers(tx, eventIds, eventId, { volunteers: false });
  const shifts = await tx
    .select({ id: volunteerOpportunities.id })
    .from(volunteerOpportunities)
    .where(and(inArray(volunteerOpportunities.eventId, eventIds), eq(volunteerOpportunities.isActive, true)))
    .orderBy(asc(volunteerOpportunities.id));
  let volunteersNotified = 0;
  for (const shift of shifts) volunteersNotified += (await cancelInside(tx, shift.id, now)).notified;
  const closed = await tx
    .update(ticketListings)
    .set({ isActive: false, closedReason: "event-cancelled", closedAt: now, updatedAt: now })
    .where(and(eq(ticketListings.eventId, eventId), eq(ticketListings.isActive, true)))
    .returning({ id: ticketListings.id });

  // One notice per member per event: a member RSVP'd to the match and to its watch party hears of both.
  const attendees = await tx
    .select({ eventId: eventAttendees.eventId, userId: eventAttendees.userId })
    .from(eventAttendees)
    .where(inArray(eventAttendees.eventId, eventIds));
  const mails: NewNotification[] = attendees.map(({ eventId: id, userId }) => ({
    kind: "event-cancelled",
    subjectKey: `${id}:${userId}`,
    userId,
    payload: { eventId: id, roles: id === eventId && affected.get(userId)?.has("lister") ? ["attendee", "lister"] : ["attendee"] },
  }));
  for (const [userId, roles] of affected) {
    if (roles.has("lister") && !roles.has("attendee")) {
      mails.push({ kind: "event-cancelled", subjectKey: `${eventId}:${userId}`, userId, payload: { eventId, roles: ["lister"] } });
    }
  }
  await enqueueNotifications(mails, tx);
  return { notified: mails.length + volunteersNotified, shiftsCancelled: shifts.length, listingsClosed: closed.length };
}

/**
 * Adds a template's shifts to an event: each starts and ends at its minutes from kickoff, in the
 * event's location unless the template names another, linked to the event (so they move and stop
 * with it). Returns how many shifts were added (0 for an unknown template).
 */
export async function applyShiftTemplate(
  tx: Transaction,
  templateId: number,
  event: { id: number; date: Date; location: string; title: string },
  now: Date,
) {
  const rows = await tx
    .select({
      title: shiftTemplateShifts.title,
      category: shiftTemplateShifts.category,
      spotsNeeded: shiftTemplateShifts.spotsNeeded,
      startOffsetMinutes: shiftTemplateShifts.startOffsetMinutes,
      endOffsetMinutes: shiftTemplateShifts.endOffsetMinutes,
      location: shiftTemplateShifts.location,
      description: shiftTemplateShifts.description,
    })
    .from(shiftTemplateShifts)
    .innerJoin(shiftTemplates, eq(shiftTemplates.id, shiftTemplateShifts.templateId))
    .where(eq(shiftTemplateShifts.templateId, templateId))
    .orderBy(asc(shiftTemplateShifts.position), asc(shiftTemplateShifts.id));
  if (rows.length === 0) return 0;
  await tx.insert(volunteerOpportunities).values(
    rows.map((row) => {
      const start = new Date(event.date.getTime() + row.startOffsetMinutes * MINUTE_MS);
      const end = new Date(event.date.getTime() + row.endOffsetMinutes * MINUTE_MS);
      return {
        title: `${row.title}: ${event.title}`.slice(0, 200),
        description: row.description,
        date: start,
        startTime: wallClock(start),
        endTime: wallClock(end),
        location: row.location ?? event.location,
        spotsNeeded: row.spotsNeeded,
        category: row.category,
        eventId: event.id,
        createdAt: now,
        updatedAt: now,
      };
    }),
  );
  return rows.length;
}

/**
 * What calling an event off would reach, for the admin's confirmation step: its RSVPs (going or
 * waitlisted), active shifts and open listings, and its watch parties still on (with theirs).
 */
export async function cancellationReach(eventId: number) {
  const family = sql`(select ${events.id} from ${events} where ${events.id} = ${eventId} or (${events.matchEventId} = ${eventId} and ${events.cancelledAt} is null))`;
  const [row] = await db
    .select({
      attendees: sql<number>`(select count(*)::int from ${eventAttendees} where ${eventAttendees.eventId} in ${family})`,
      shifts: sql<number>`(select count(*)::int from ${volunteerOpportunities} where ${volunteerOpportunities.isActive} and ${volunteerOpportunities.eventId} in ${family})`,
      listings: sql<number>`(select count(*)::int from ${ticketListings} where ${ticketListings.isActive} and ${ticketListings.eventId} = ${eventId})`,
      watchParties: sql<number>`(select count(*)::int from ${events} where ${events.matchEventId} = ${eventId} and ${events.cancelledAt} is null)`,
    })
    .from(sql`(select 1) as one`);
  return row;
}

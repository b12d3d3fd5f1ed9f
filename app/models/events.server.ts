import { and, asc, desc, eq, gt, gte, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { EVENT_TYPES } from "../../db/enums";
import { eventAttendees, eventCheckins, events, users, type ATTENDANCE_STATUSES } from "../../db/schema";
import { db } from "~/utils/db.server";
import { fail, ok, type Fail, type Ok } from "~/utils/result";
import type { EventInput } from "~/models/events.schema";
import { placesLeft } from "~/models/events";
import { isMember } from "~/models/membership";
import { applyShiftTemplate, cancelEventInside, moveKickoffInside, moveVenueInside } from "~/models/match-day.server";
import { claimPlace, joinTime, positionInLine, positionOf, promoteEarliest, type WaitingLine } from "~/models/waitlist.server";

const eventColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  date: events.date,
  location: events.location,
  type: events.type,
  attendeeCount: events.attendeeCount,
  imageUrl: events.imageUrl,
  isHomeMatch: events.isHomeMatch,
  competitionType: events.competitionType,
  faceValue: events.faceValue,
  capacity: events.capacity,
  membersOnly: events.membersOnly,
  matchEventId: events.matchEventId,
  cancelledAt: events.cancelledAt,
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
};

const PAST_EVENTS_LIMIT = 6;

let writes = 0;

/**
 * How many writes to events (RSVPs included) this process has made. A cache of an event list
 * (the home page's) keeps its copy only while this number stays the same.
 */
export function eventWriteCount(): number {
  return writes;
}

async function counted<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } finally {
    writes++;
  }
}

export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/**
 * An event's waitlist (the shared mechanism in waitlist.server.ts): attendee_count counts the
 * 'going' rows up to the capacity (null = no limit); a waitlisted RSVP becomes 'going' when a place
 * frees, and the member is mailed ('event-waitlist-promoted'). An RSVP change leaves the event's
 * updated_at alone: the calendar feeds read it as "the event changed".
 */
const eventLine: WaitingLine = {
  rows: {
    table: eventAttendees,
    id: eventAttendees.id,
    parentId: eventAttendees.eventId,
    userId: eventAttendees.userId,
    status: eventAttendees.status,
    createdAt: eventAttendees.createdAt,
  },
  parent: { table: events, id: events.id, taken: events.attendeeCount, limit: events.capacity },
  waiting: "waitlisted",
  placed: "going",
  promotedMail: { kind: "event-waitlist-promoted", payload: (attendeeId, eventId) => ({ attendeeId, eventId }) },
};

/** The member's own RSVP for each listed event, joined in the list query (no query per card). */
const mine = alias(eventAttendees, "mine");

/**
 * The member's own RSVP as columns: `going` (holds a place), `myStatus` and `waitlistPosition`, for
 * a query of events that left-joins `table` `on` the member's row. Anonymous readers join an
 * impossible id, so one query shape serves both and the join finds nothing.
 */
function myRsvp(userId: string | null | undefined) {
  return {
    table: mine,
    columns: {
      going: sql<boolean>`coalesce(${sql.identifier("mine")}.${sql.identifier("status")} = 'going', false)`,
      myStatus: sql<AttendanceStatus | null>`${sql.identifier("mine")}.${sql.identifier("status")}`,
      waitlistPosition: positionInLine(eventLine, "mine"),
    },
    on: and(eq(mine.eventId, events.id), eq(mine.userId, userId ?? "")),
  };
}

type EventType = (typeof EVENT_TYPES)[number];

/** The /events filter: one type of event, or all when none is given. */
const ofType = (type: EventType | undefined) => (type ? eq(events.type, type) : undefined);

/** Events whose date is after now, soonest first, with the RSVP of `userId` (going, waitlisted and where). */
export function listUpcomingEvents({
  now = new Date(),
  limit,
  userId,
  type,
}: { now?: Date; limit?: number; userId?: string | null; type?: EventType } = {}) {
  const my = myRsvp(userId);
  const query = db
    .select({ ...eventColumns, ...my.columns })
    .from(events)
    .leftJoin(my.table, my.on)
    .where(and(gt(events.date, now), ofType(type)))
    .orderBy(asc(events.date), asc(events.id));
  return limit === undefined ? query : query.limit(limit);
}

/**
 * How many were checked in at the door, per listed event: a correlated count in the list's own
 * query (the (event_id, checked_in_at) index answers each), so a page of cards costs one query.
 * The outer event is named in full: a one-table select writes its own columns unqualified, and a
 * bare "id" here would be the check-in's.
 */
const checkedInCount =
  sql<number>`(select count(*) from ${eventCheckins} where ${eventCheckins.eventId} = ${sql.identifier("events")}.${sql.identifier("id")})`.mapWith(
    Number,
  );

/**
 * Events at or before now, newest first, at most six (PAST_EVENTS_LIMIT); of one type when given
 * (the /events filter). Each with `checkedInCount`, its attendance at the door.
 */
export function listPastEvents({
  now = new Date(),
  limit = PAST_EVENTS_LIMIT,
  type,
}: { now?: Date; limit?: number; type?: EventType } = {}) {
  return db
    .select({ ...eventColumns, checkedInCount })
    .from(events)
    .where(and(lte(events.date, now), ofType(type)))
    .orderBy(desc(events.date), desc(events.id))
    .limit(limit);
}

/**
 * Events in a date window, soonest first (GET /api/events). An index on date
 * serves it; `limit`/`offset` page through long histories.
 */
export function listEventsBetween({
  from,
  to,
  limit,
  offset = 0,
  userId,
}: { from?: Date; to?: Date; limit?: number; offset?: number; userId?: string | null } = {}) {
  const conditions = [from ? gte(events.date, from) : undefined, to ? lte(events.date, to) : undefined].filter(Boolean);
  const my = myRsvp(userId);
  const query = db
    .select({ ...eventColumns, ...my.columns })
    .from(events)
    .leftJoin(my.table, my.on)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(events.date), asc(events.id))
    .offset(offset);
  return limit === undefined ? query : query.limit(limit);
}

/** What the fixtures feed and an event's .ics publish of an event, SEQUENCE included. */
const { id, title, description, date, location, type, cancelledAt, updatedAt } = eventColumns;
const calendarColumns = { id, title, description, date, location, type, cancelledAt, updatedAt, sequence: events.icsSequence };

/** Events from `from` on, soonest first, for the fixtures feed (/events.ics); at most `limit`. */
export function listCalendarEvents({ from, limit }: { from: Date; limit: number }) {
  return db.select(calendarColumns).from(events).where(gte(events.date, from)).orderBy(asc(events.date), asc(events.id)).limit(limit);
}

/** One event for its .ics download; null when unknown. */
export async function getCalendarEvent(id: number) {
  const [event] = await db.select(calendarColumns).from(events).where(eq(events.id, id)).limit(1);
  return event ?? null;
}

/** One event, with the RSVP of `userId` when given (going, waitlisted and where). */
export async function getEvent(id: number, { userId }: { userId?: string | null } = {}) {
  const my = myRsvp(userId);
  const [event] = await db
    .select({ ...eventColumns, ...my.columns })
    .from(events)
    .leftJoin(my.table, my.on)
    .where(eq(events.id, id))
    .limit(1);
  return event ?? null;
}

/** A member's RSVP after a change, and the event's places as they now stand. */
type Attendance = {
  eventId: number;
  title: string;
  userId: string;
  /** true while the member holds a place. */
  going: boolean;
  /** going, waitlisted, or null once the RSVP is gone. */
  status: AttendanceStatus | null;
  /** 1-based place in the waitlist when waitlisted, else null. */
  waitlistPosition: number | null;
  attendeeCount: number;
  capacity: number | null;
  /** Places still free; null when the event has no capacity. */
  placesLeft: number | null;
};

/**
 * Why an RSVP change was refused: no such event (a 404), it has already happened (a 400), or it is
 * for members only and the member's membership is not active or lifetime (a 403).
 */
export type RsvpFailure = Fail<"event-not-found" | "event-is-past" | "event-cancelled" | "members-only">;
export type RsvpResult = Ok<{ attendance: Attendance }> | RsvpFailure;
/** A cancel also says what the member left: a place ('going'), the waitlist, or nothing (a repeat). */
export type CancelRsvpResult = Ok<{ attendance: Attendance; previousStatus: AttendanceStatus | null }> | RsvpFailure;

type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];

/**
 * Locks the event's row for the rest of the transaction. Every RSVP, cancel and capacity change of
 * one event takes this lock first, so they run one after another per event, always in the same
 * lock order (event, then attendee rows): attendee_count and the rows cannot diverge, and two
 * writers cannot deadlock. Other events are not held up.
 */
async function lockEvent(tx: Transaction, eventId: number) {
  const [event] = await tx
    .select({
      title: events.title,
      date: events.date,
      location: events.location,
      capacity: events.capacity,
      membersOnly: events.membersOnly,
      matchEventId: events.matchEventId,
      attendeeCount: events.attendeeCount,
      cancelledAt: events.cancelledAt,
      revision: events.revision,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .for("update");
  return event ?? null;
}

/** The event an RSVP change is for, locked; refused when unknown, called off or already happened (nothing written yet). */
async function lockUpcomingEvent(tx: Transaction, eventId: number, now: Date) {
  const event = await lockEvent(tx, eventId);
  if (!event) return fail("event-not-found");
  if (event.cancelledAt) return fail("event-cancelled");
  if (event.date <= now) return fail("event-is-past");
  return ok({ event });
}

type LockedEvent = NonNullable<Awaited<ReturnType<typeof lockEvent>>>;

function attendanceOf(
  eventId: number,
  userId: string,
  event: LockedEvent,
  attendeeCount: number,
  row: { status: string; waitlistPosition: number | null } | null,
): Attendance {
  const status = (row?.status ?? null) as AttendanceStatus | null;
  return {
    eventId,
    title: event.title,
    userId,
    going: status === "going",
    status,
    waitlistPosition: status === "waitlisted" ? (row?.waitlistPosition ?? null) : null,
    attendeeCount,
    capacity: event.capacity,
    placesLeft: placesLeft({ capacity: event.capacity, attendeeCount }),
  };
}

/**
 * Records a member's RSVP: a place if one is free ('going', attendee_count + 1 by a conditional
 * increment, so the event is never overbooked), otherwise a place at the end of the waitlist. A
 * members-only event refuses members whose membership is not active or lifetime. Idempotent: a
 * member who already holds a place or waits in line keeps it, and the answer says where.
 */
export async function rsvpToEvent(eventId: number, userId: string, now = new Date()): Promise<RsvpResult> {
  return counted(
    db.transaction(async (tx): Promise<RsvpResult> => {
      const found = await lockUpcomingEvent(tx, eventId, now);
      if (!found.ok) return found;
      const { event } = found;
      if (event.membersOnly) {
        const [member] = await tx.select({ status: users.membershipStatus }).from(users).where(eq(users.id, userId));
        if (!isMember(member?.status)) return fail("members-only");
      }

      const [existing] = await tx
        .select({ id: eventAttendees.id, status: eventAttendees.status })
        .from(eventAttendees)
        .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)));
      if (existing) {
        const waitlistPosition = await positionOf(tx, eventLine, existing.id);
        return ok({ attendance: attendanceOf(eventId, userId, event, event.attendeeCount, { status: existing.status, waitlistPosition }) });
      }

      const claimed = await claimPlace(tx, eventLine, eventId, now);
      const status: AttendanceStatus = claimed !== null ? "going" : "waitlisted";
      // Under the event's lock nobody else can add this member's row; the conflict target only
      // guards against a row that appeared some other way (then nothing is overwritten).
      const [row] = await tx
        .insert(eventAttendees)
        .values({ eventId, userId, status, createdAt: joinTime(eventLine, eventId, now) })
        .onConflictDoNothing({ target: [eventAttendees.eventId, eventAttendees.userId] })
        .returning({ id: eventAttendees.id });
      if (!row) throw new Error("event RSVP changed under the event lock");
      const waitlistPosition = status === "waitlisted" ? await positionOf(tx, eventLine, row.id) : null;
      // A new RSVP joins the end of the line, so its place is the waitlist's length: the peak the insights show.
      if (waitlistPosition !== null)
        await tx
          .update(events)
          .set({ waitlistPeak: sql`greatest(${events.waitlistPeak}, ${waitlistPosition})` })
          .where(eq(events.id, eventId));
      return ok({ attendance: attendanceOf(eventId, userId, event, claimed ?? event.attendeeCount, { status, waitlistPosition }) });
    }),
  );
}

/**
 * Cancels a member's RSVP to an upcoming event, or takes them off its waitlist; a repeat is a
 * no-op. A freed place goes, in the same transaction, to the earliest waitlisted member, whose
 * promotion mail is queued in the outbox.
 */
export async function cancelRsvp(eventId: number, userId: string, now = new Date()): Promise<CancelRsvpResult> {
  return counted(
    db.transaction(async (tx): Promise<CancelRsvpResult> => {
      const found = await lockUpcomingEvent(tx, eventId, now);
      if (!found.ok) return found;
      const { event } = found;
      const [deleted] = await tx
        .delete(eventAttendees)
        .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)))
        .returning({ status: eventAttendees.status });
      let attendeeCount = event.attendeeCount;
      if (deleted?.status === "going") {
        await tx
          .update(events)
          .set({ attendeeCount: sql`greatest(${events.attendeeCount} - 1, 0)` })
          .where(eq(events.id, eventId));
        const promoted = await promoteEarliest(tx, eventLine, eventId, 1, now);
        attendeeCount = Math.max(attendeeCount - 1, 0) + promoted.length;
      }
      const previousStatus = (deleted?.status ?? null) as AttendanceStatus | null;
      return ok({ attendance: attendanceOf(eventId, userId, event, attendeeCount, null), previousStatus });
    }),
  );
}

/**
 * Takes every RSVP of a member away (their account is being deleted), inside the caller's
 * transaction: each event is locked in id order, each place held is given back and goes to the
 * event's waitlist when the event is still ahead, so every attendee_count still equals its rows.
 */
export async function removeRsvpsOf(tx: Transaction, userId: string, now: Date) {
  const rsvps = await tx
    .select({ eventId: eventAttendees.eventId })
    .from(eventAttendees)
    .where(eq(eventAttendees.userId, userId))
    .orderBy(asc(eventAttendees.eventId));
  for (const { eventId } of rsvps) {
    const event = await lockEvent(tx, eventId);
    const [deleted] = await tx
      .delete(eventAttendees)
      .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)))
      .returning({ status: eventAttendees.status });
    if (!event || deleted?.status !== "going") continue;
    await tx
      .update(events)
      .set({ attendeeCount: sql`greatest(${events.attendeeCount} - 1, 0)` })
      .where(eq(events.id, eventId));
    if (event.date > now) await promoteEarliest(tx, eventLine, eventId, 1, now);
  }
}

function toRow(input: EventInput) {
  return {
    title: input.title,
    description: input.description ?? null,
    date: input.date,
    location: input.location,
    type: input.type,
    imageUrl: input.imageUrl ?? null,
    isHomeMatch: input.isHomeMatch ?? null,
    competitionType: input.competitionType ?? null,
    faceValue: input.faceValue == null ? null : input.faceValue.toFixed(2),
    capacity: input.capacity ?? null,
    membersOnly: input.membersOnly ?? false,
    matchEventId: input.matchEventId ?? null,
  };
}

type EventRow = Awaited<ReturnType<typeof createEvent>>;

/** A watch party starts an hour before kickoff unless the admin says otherwise. */
const WATCH_PARTY_DEFAULT_OFFSET_MINUTES = -60;

/**
 * A new event, with what the admin set up with it in the same form (shifts from a saved template,
 * timed from kickoff; an away match's watch party) in the same transaction: the event, its shifts
 * and its watch party are all there, or none is.
 */
export async function createEvent(input: EventInput, now = new Date()) {
  return counted(
    db.transaction(async (tx) => {
      const [event] = await tx.insert(events).values(toRow(input)).returning(eventColumns);
      await setUpMatchDay(tx, event, input, now);
      return event;
    }),
  );
}

/** Adds a template's shifts and a watch party to a saved event, inside the caller's transaction. */
async function setUpMatchDay(
  tx: Transaction,
  event: { id: number; title: string; date: Date; location: string; type: string },
  {
    shiftTemplateId,
    watchPartyLocation,
    watchPartyStartMinutes,
  }: Pick<EventInput, "shiftTemplateId" | "watchPartyLocation" | "watchPartyStartMinutes">,
  now: Date,
) {
  if (shiftTemplateId) await applyShiftTemplate(tx, shiftTemplateId, event, now);
  if (watchPartyLocation && event.type === "match") {
    const offset = watchPartyStartMinutes ?? WATCH_PARTY_DEFAULT_OFFSET_MINUTES;
    await tx.insert(events).values({
      title: `Watch party: ${event.title}`.slice(0, 200),
      date: new Date(event.date.getTime() + offset * 60_000),
      location: watchPartyLocation,
      type: "watch-party",
      matchEventId: event.id,
    });
  }
}

/**
 * Fields an API client written before they existed does not send: an update without them keeps
 * the stored value (a PUT from such a client must not lift a capacity and empty the waitlist).
 */
export const KEPT_WHEN_ABSENT = ["capacity", "membersOnly", "matchEventId"] as const;
type KeptEventField = (typeof KEPT_WHEN_ABSENT)[number];

/** Why an event was not saved: it is gone, or its capacity is below the members already going. */
export type EventUpdateFailure = Fail<"event-not-found"> | Fail<"capacity-below-going", { going: number }>;

/**
 * Replaces the event's fields, under the event's lock. A capacity below the members already going
 * is refused (nobody loses a place they were given); a capacity raised (or removed) gives the new
 * places to the waitlist at once, in line order, each promoted member mailed, as a cancel would.
 */
export async function updateEvent(
  id: number,
  input: EventInput,
  now = new Date(),
  { keep = [] }: { keep?: readonly KeptEventField[] } = {},
): Promise<Ok<{ event: EventRow }> | EventUpdateFailure> {
  return counted(
    db.transaction(async (tx): Promise<Ok<{ event: EventRow }> | EventUpdateFailure> => {
      const current = await lockEvent(tx, id);
      if (!current) return fail("event-not-found");
      const row = toRow(input);
      if (keep.includes("capacity")) row.capacity = current.capacity;
      if (keep.includes("membersOnly")) row.membersOnly = current.membersOnly;
      // Only a watch party has a match: a PUT that makes it something else drops the link.
      if (keep.includes("matchEventId")) row.matchEventId = row.type === "watch-party" ? current.matchEventId : null;
      if (row.capacity !== null && row.capacity < current.attendeeCount) {
        return fail("capacity-below-going", { going: current.attendeeCount });
      }
      // A new kickoff for an event still on: a revision, and everything attached moves with it.
      const moved = !current.cancelledAt && current.date.getTime() !== row.date.getTime();
      const revision = moved ? current.revision + 1 : current.revision;
      const [event] = await tx
        .update(events)
        .set({ ...row, revision, updatedAt: now })
        .where(eq(events.id, id))
        .returning(eventColumns);
      if (moved) await moveKickoffInside(tx, id, current.date, row.date, revision, now);
      // A new venue for an event still to come: the same members hear of it.
      if (!current.cancelledAt && row.date > now && current.location !== row.location) {
        await moveVenueInside(tx, id, current.location, row.location, now);
      }
      await setUpMatchDay(tx, event, input, now);
      // A past event's line stays as it was: nobody is promoted into something already over.
      if (event.date <= now) return ok({ event });
      const freePlaces = event.capacity === null ? 2_147_483_647 : event.capacity - event.attendeeCount;
      const promoted = await promoteEarliest(tx, eventLine, id, freePlaces, now);
      return ok({ event: { ...event, attendeeCount: event.attendeeCount + promoted.length } });
    }),
  );
}

export type CancelEventFailure = Fail<"event-not-found" | "already-cancelled">;

/**
 * Calls an event off, under its lock: cancelled_at set (it keeps its page, with the notice, and
 * leaves RSVP), and in the same transaction its watch parties, shifts and listings stop and every
 * member expected there is mailed once (match-day.server.ts). The RSVPs stay as a record of who
 * meant to come.
 */
export async function cancelEvent(id: number, now = new Date()): Promise<Ok<{ notified: number }> | CancelEventFailure> {
  return counted(
    db.transaction(async (tx): Promise<Ok<{ notified: number }> | CancelEventFailure> => {
      const current = await lockEvent(tx, id);
      if (!current) return fail("event-not-found");
      if (current.cancelledAt) return fail("already-cancelled");
      await tx
        .update(events)
        .set({ cancelledAt: now, revision: current.revision + 1, updatedAt: now })
        .where(eq(events.id, id));
      const { notified } = await cancelEventInside(tx, id, now);
      return ok({ notified });
    }),
  );
}

/** Deletes an event; its RSVPs go with it (ON DELETE CASCADE). */
export async function deleteEvent(id: number): Promise<boolean> {
  const deleted = await counted(db.delete(events).where(eq(events.id, id)).returning({ id: events.id }));
  return deleted.length > 0;
}

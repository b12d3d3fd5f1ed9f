import { and, asc, desc, eq, gt, gte, lte, sql } from "drizzle-orm";
import type { EVENT_TYPES } from "../../db/enums";
import { eventAttendees, events } from "../../db/schema";
import { db } from "~/utils/db.server";
import { fail, ok, type Fail, type Ok } from "~/utils/result";
import type { EventInput } from "~/models/events.schema";

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

/** true when the given member is going, computed in the same query (no query per event). */
function goingColumn(userId: string | null | undefined) {
  return userId
    ? // Qualified by hand: drizzle renders bare column names here, and a bare "id" would bind to
      // event_attendees.id inside the subquery.
      sql<boolean>`exists (select 1 from "event_attendees" where "event_attendees"."event_id" = "events"."id" and "event_attendees"."user_id" = ${userId})`
    : sql<boolean>`false`;
}

type EventType = (typeof EVENT_TYPES)[number];

/** The /events filter: one type of event, or all when none is given. */
const ofType = (type: EventType | undefined) => (type ? eq(events.type, type) : undefined);

/** Events whose date is after now, soonest first, with whether `userId` is going. */
export function listUpcomingEvents({
  now = new Date(),
  limit,
  userId,
  type,
}: { now?: Date; limit?: number; userId?: string | null; type?: EventType } = {}) {
  const query = db
    .select({ ...eventColumns, going: goingColumn(userId) })
    .from(events)
    .where(and(gt(events.date, now), ofType(type)))
    .orderBy(asc(events.date), asc(events.id));
  return limit === undefined ? query : query.limit(limit);
}

/** Events at or before now, newest first, at most six (PAST_EVENTS_LIMIT); of one type when given (the /events filter). */
export function listPastEvents({
  now = new Date(),
  limit = PAST_EVENTS_LIMIT,
  type,
}: { now?: Date; limit?: number; type?: EventType } = {}) {
  return db
    .select(eventColumns)
    .from(events)
    .where(and(lte(events.date, now), ofType(type)))
    .orderBy(desc(events.date), desc(events.id))
    .limit(limit);
}

/**
 * Events in a date window, soonest first (GET /api/events, the calendar feed). An index on date
 * serves it; `limit`/`offset` page through long histories.
 */
export function listEventsBetween({ from, to, limit, offset = 0 }: { from?: Date; to?: Date; limit?: number; offset?: number } = {}) {
  const conditions = [from ? gte(events.date, from) : undefined, to ? lte(events.date, to) : undefined].filter(Boolean);
  const query = db
    .select(eventColumns)
    .from(events)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(events.date), asc(events.id))
    .offset(offset);
  return limit === undefined ? query : query.limit(limit);
}

export async function getEvent(id: number) {
  const [event] = await db.select(eventColumns).from(events).where(eq(events.id, id)).limit(1);
  return event ?? null;
}

type Attendance = { eventId: number; title: string; userId: string; going: boolean; attendeeCount: number };

/** Why an RSVP change was refused: no such event (a 404), or it has already happened (a 400). */
export type RsvpFailure = Fail<"event-not-found" | "event-is-past">;
export type RsvpResult = Ok<{ attendance: Attendance }> | RsvpFailure;

type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];

/** The event an RSVP change is for; refused when unknown or already happened (nothing written yet). */
async function findUpcomingEvent(tx: Transaction, eventId: number, now: Date) {
  const [event] = await tx.select({ date: events.date, title: events.title }).from(events).where(eq(events.id, eventId)).limit(1);
  if (!event) return fail("event-not-found");
  if (event.date <= now) return fail("event-is-past");
  return ok({ event });
}

/**
 * Records that a member is going. Idempotent: a repeat changes nothing. The count moves only when
 * a row was really inserted, in the same transaction, so attendee_count always equals the number
 * of attendee rows, also under concurrent requests (the unique index settles races).
 */
export async function rsvpToEvent(eventId: number, userId: string, now = new Date()): Promise<RsvpResult> {
  return counted(
    db.transaction(async (tx): Promise<RsvpResult> => {
      const found = await findUpcomingEvent(tx, eventId, now);
      if (!found.ok) return found;
      const { event } = found;
      const inserted = await tx
        .insert(eventAttendees)
        .values({ eventId, userId })
        .onConflictDoNothing({ target: [eventAttendees.eventId, eventAttendees.userId] })
        .returning({ id: eventAttendees.id });
      const [row] = inserted.length
        ? await tx
            .update(events)
            .set({ attendeeCount: sql`${events.attendeeCount} + 1` })
            .where(eq(events.id, eventId))
            .returning({ attendeeCount: events.attendeeCount })
        : await tx.select({ attendeeCount: events.attendeeCount }).from(events).where(eq(events.id, eventId));
      return ok({ attendance: { eventId, title: event.title, userId, going: true, attendeeCount: row.attendeeCount } });
    }),
  );
}

/** Cancels a member's RSVP to an upcoming event; a repeat is a no-op. */
export async function cancelRsvp(eventId: number, userId: string, now = new Date()): Promise<RsvpResult> {
  return counted(
    db.transaction(async (tx): Promise<RsvpResult> => {
      const found = await findUpcomingEvent(tx, eventId, now);
      if (!found.ok) return found;
      const { event } = found;
      const deleted = await tx
        .delete(eventAttendees)
        .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)))
        .returning({ id: eventAttendees.id });
      const [row] = deleted.length
        ? await tx
            .update(events)
            .set({ attendeeCount: sql`greatest(${events.attendeeCount} - 1, 0)` })
            .where(eq(events.id, eventId))
            .returning({ attendeeCount: events.attendeeCount })
        : await tx.select({ attendeeCount: events.attendeeCount }).from(events).where(eq(events.id, eventId));
      return ok({ attendance: { eventId, title: event.title, userId, going: false, attendeeCount: row.attendeeCount } });
    }),
  );
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
  };
}

export async function createEvent(input: EventInput) {
  const [event] = await counted(db.insert(events).values(toRow(input)).returning(eventColumns));
  return event;
}

export async function updateEvent(id: number, input: EventInput) {
  const [event] = await counted(db.update(events).set(toRow(input)).where(eq(events.id, id)).returning(eventColumns));
  return event ?? null;
}

/** Deletes an event; its RSVPs go with it (ON DELETE CASCADE). */
export async function deleteEvent(id: number): Promise<boolean> {
  const deleted = await counted(db.delete(events).where(eq(events.id, id)).returning({ id: events.id }));
  return deleted.length > 0;
}

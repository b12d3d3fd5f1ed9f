import { asc, desc, gt, lte } from "drizzle-orm";
import { events } from "../../db/schema";
import { db } from "~/utils/db.server";

export const eventColumns = {
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
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
};

export type EventRecord = typeof events.$inferSelect;

export const PAST_EVENTS_LIMIT = 6;

/** Events whose date is after now, soonest first. */
export function listUpcomingEvents({ now = new Date(), limit }: { now?: Date; limit?: number } = {}) {
  const query = db.select(eventColumns).from(events).where(gt(events.date, now)).orderBy(asc(events.date), asc(events.id));
  return limit === undefined ? query : query.limit(limit);
}

/** Events at or before now, newest first, at most six (SPEC §9). */
export function listPastEvents({ now = new Date(), limit = PAST_EVENTS_LIMIT }: { now?: Date; limit?: number } = {}) {
  return db
    .select(eventColumns)
    .from(events)
    .where(lte(events.date, now))
    .orderBy(desc(events.date), desc(events.id))
    .limit(limit);
}

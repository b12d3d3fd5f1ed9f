import { and, asc, count, desc, eq, gt, or, sql } from "drizzle-orm";
import {
  awayAllocations,
  awayApplicants,
  awayApplications,
  eventCheckins,
  events,
  orders,
  products,
  shiftTemplates,
  ticketListings,
  users,
} from "../../db/schema";
import { db } from "~/utils/db.server";
import { ballotPhase, type AwayStatus } from "~/models/away";
import { fullName, memberIdOf } from "~/models/membership";
import { collectableAtEvent } from "~/models/products.server";
import { fail, ok, type Fail, type Ok } from "~/utils/result";

/**
 * The reads of an event's own page (/events/{id}), one query per section, each by the event's id.
 * The shifts come from the volunteer model's list (the same rows and sign-up state as /volunteer).
 */

const LISTINGS_SHOWN = 24;

/**
 * The exchange's open listings for this match, newest first. Only the ticket's own fields are
 * read (no poster column at all): the page shows what the ticket is and links to its listing on
 * the exchange, where the poster's privacy rules decide what else is shown. Open means what it
 * means on the exchange: active, and the match has not started.
 */
export function listOpenListingsForEvent(eventId: number, now = new Date()) {
  return db
    .select({
      id: ticketListings.id,
      listingType: ticketListings.listingType,
      section: ticketListings.section,
      row: ticketListings.row,
      seats: ticketListings.seats,
      price: ticketListings.price,
    })
    .from(ticketListings)
    .where(and(eq(ticketListings.eventId, eventId), eq(ticketListings.isActive, true), gt(ticketListings.matchDate, now)))
    .orderBy(desc(ticketListings.createdAt), desc(ticketListings.id))
    .limit(LISTINGS_SHOWN);
}

const PICKUP_PRODUCTS_SHOWN = 12;

/**
 * Active products collected in person at this event (fulfilment 'event-pickup'), newest first: those
 * an admin made collectable here or at every home match (this being one).
 */
export function listPickupProducts(eventId: number) {
  return db
    .select({ id: products.id, name: products.name, price: products.price, imageUrl: products.imageUrl })
    .from(products)
    .innerJoin(events, eq(events.id, eventId))
    .where(and(eq(products.isActive, true), eq(products.fulfillmentType, "event-pickup"), collectableAtEvent()))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(PICKUP_PRODUCTS_SHOWN);
}

/** The member's own orders to be collected at this event; the member's id is in the WHERE clause. */
export function listPickupOrdersForEvent(eventId: number, userId: string) {
  return db
    .select({ id: orders.id, status: orders.status, totalAmount: orders.totalAmount, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.pickupEventId, eventId), eq(orders.userId, userId)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/**
 * An away match's ballot for its page: the latest ballot for the event, its phase, and the signed-in
 * member's application (null for a visitor or a member who has none); null when the match has none.
 * One query (away_allocations_event_idx); the member's id is in the join's condition.
 */
export async function getEventBallot(eventId: number, userId: string | null, now = new Date()) {
  const [row] = await db
    .select({
      id: awayAllocations.id,
      opensAt: awayAllocations.opensAt,
      closesAt: awayAllocations.closesAt,
      drawnAt: awayAllocations.drawnAt,
      confirmed: awayApplicants.confirmed,
      status: awayApplications.status,
      position: awayApplications.position,
    })
    .from(awayAllocations)
    .leftJoin(
      awayApplicants,
      and(eq(awayApplicants.allocationId, awayAllocations.id), userId ? eq(awayApplicants.userId, userId) : sql`false`),
    )
    .leftJoin(awayApplications, eq(awayApplications.id, awayApplicants.applicationId))
    .where(eq(awayAllocations.eventId, eventId))
    .orderBy(desc(awayAllocations.id))
    .limit(1);
  if (!row) return null;
  const { id, confirmed, status, position } = row;
  return {
    id,
    phase: ballotPhase(row, now),
    mine: status === null ? null : { confirmed: confirmed ?? false, status: status as AwayStatus, position },
  };
}

/** How many were checked in at the door of this event (its attendance; the (event_id, checked_in_at) index counts it). */
export async function countCheckIns(eventId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(eventCheckins).where(eq(eventCheckins.eventId, eventId));
  return row?.total ?? 0;
}

/**
 * Who came: the members checked in at this event, latest first, at most `limit`, with the total
 * (a window count over the whole event, so one query gives both). Name and Member ID only — it is
 * for the admin's eyes, and the route reads it for admins alone.
 */
export async function listCheckIns(eventId: number, limit: number) {
  const rows = await db
    .select({
      userId: eventCheckins.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      checkedInAt: eventCheckins.checkedInAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(eventCheckins)
    .innerJoin(users, eq(users.id, eventCheckins.userId))
    .where(eq(eventCheckins.eventId, eventId))
    .orderBy(desc(eventCheckins.checkedInAt), desc(eventCheckins.id))
    .limit(limit);
  return {
    total: rows[0]?.total ?? 0,
    people: rows.map((row) => ({ name: fullName(row), memberId: memberIdOf(row.userId), checkedInAt: row.checkedInAt })),
  };
}

/** A watch party's match and a match's watch parties (match_event_id read both ways), soonest first. */
export function listRelatedEvents(event: { id: number; matchEventId: number | null }) {
  const linkedTo = eq(events.matchEventId, event.id);
  return db
    .select({ id: events.id, title: events.title, date: events.date, location: events.location, type: events.type })
    .from(events)
    .where(event.matchEventId === null ? linkedTo : or(linkedTo, eq(events.id, event.matchEventId)))
    .orderBy(asc(events.date), asc(events.id))
    .limit(12);
}

const MATCH_OPTIONS = 200;

/**
 * The matches a watch party may name (the admin form's Match select): upcoming ones, soonest
 * first, and the one linked now even once it has been played, so a re-save keeps the link.
 */
export function listMatchOptions(linkedId: number | null, now = new Date()) {
  const upcomingMatch = and(eq(events.type, "match"), gt(events.date, now));
  return db
    .select({ id: events.id, title: events.title, date: events.date })
    .from(events)
    .where(linkedId === null ? upcomingMatch : or(upcomingMatch, eq(events.id, linkedId)))
    .orderBy(asc(events.date), asc(events.id))
    .limit(MATCH_OPTIONS);
}

/** Why a watch party cannot name this match: no such event, not a match, or the event itself. */
export type MatchLinkFailure = Fail<"match-not-found">;

/** Checks a watch party's match before the event is saved (an unknown id would be a foreign-key error). */
/** A template named by the event form or the API that does not exist (deleted meanwhile, or a made-up id). */
export type ShiftTemplateFailure = Fail<"shift-template-not-found">;

export async function checkShiftTemplate(templateId: number | null | undefined): Promise<Ok<object> | ShiftTemplateFailure> {
  if (templateId == null) return ok({});
  const [template] = await db.select({ id: shiftTemplates.id }).from(shiftTemplates).where(eq(shiftTemplates.id, templateId));
  return template ? ok({}) : fail("shift-template-not-found");
}

export async function checkMatchLink(matchEventId: number | null | undefined, selfId: number | null) {
  if (matchEventId == null) return ok({});
  if (matchEventId === selfId) return fail("match-not-found") as MatchLinkFailure;
  const [match] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, matchEventId), eq(events.type, "match")));
  return match ? ok({}) : (fail("match-not-found") as MatchLinkFailure);
}

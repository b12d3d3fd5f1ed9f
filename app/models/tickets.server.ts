import { and, asc, count, desc, eq, gt, sql } from "drizzle-orm";
import { events, ticketListingMessages, ticketListings, users, type PrivacySettings } from "../../db/schema";
import type { LISTING_CLOSED_REASONS, LISTING_TYPES } from "../../db/enums";
import { enqueueNotification } from "~/notifications/outbox.server";
import { db } from "~/utils/db.server";
import { fail, ok, type Fail, type Ok } from "~/utils/result";
import { ticketMaxActiveListings, ticketMaxPrice } from "~/utils/env.server";
import { branding } from "~/utils/branding.server";
import { formatPrice } from "~/utils/format";
import * as m from "~/i18n/paraglide/messages/_index.js";
import type { TicketListingInput } from "~/models/tickets.schema.server";

export type ListingType = (typeof LISTING_TYPES)[number];
export type ClosedReason = (typeof LISTING_CLOSED_REASONS)[number];

/** Who is reading: the email of a poster goes only to signed-in members (contact without harvesting). */
export type Viewer = { id: string } | null;

/**
 * How members may reach a listing's poster, from the poster's privacy settings:
 * - "email": 'Show email address' on (and the profile visible: an address names its owner), so
 *   signed-in members get the address and a mail link;
 * - "message": 'Allow member contact' on but the address private: the exchange's contact form,
 *   which emails the poster with a Reply-To of the sender;
 * - "none": 'Allow member contact' off, or the poster has no address to write to.
 */
export type PosterContact = "email" | "message" | "none";

function posterContact(settings: Partial<PrivacySettings> | null, hasEmail: boolean): PosterContact {
  if (!hasEmail || settings?.allowMemberContact === false) return "none";
  return settings?.showEmail === true && settings.profileVisibility !== false ? "email" : "message";
}

type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];

/**
 * Why a listing was not saved: the rules that need the database or the settings refused fields
 * (shown next to the fields on the form, as `errors` from the API, with a 400; the texts are the
 * field messages, like the schema's), the member already has the most open listings allowed
 * (TICKET_MAX_ACTIVE_LISTINGS; 409), or an edit found no open listing of theirs.
 */
export type InvalidListing = Fail<"invalid-listing", { fieldErrors: Record<string, string[]> }>;
export type ListingFailure = InvalidListing | Fail<"listing-limit", { maxActive: number }> | Fail<"listing-not-found">;

/**
 * "Posted by": first name plus last initial (no full name in public), or "Member" when the poster hides their
 * profile (privacy setting profileVisibility) or has no name.
 */
function posterName(user: { firstName: string | null; lastName: string | null; privacySettings: PrivacySettings | null }) {
  if (user.privacySettings?.profileVisibility === false) return "Member";
  const first = user.firstName?.trim();
  if (!first) return "Member";
  const initial = lastInitial(user.lastName);
  return initial ? `${first} ${initial}` : first;
}

/** "Kim" → "K.", the only part of a last name the exchange shows; "" when there is none. */
const lastInitial = (lastName: string | null) => {
  const initial = lastName?.trim().charAt(0);
  return initial ? `${initial}.` : "";
};

const listingColumns = {
  id: ticketListings.id,
  userId: ticketListings.userId,
  eventId: ticketListings.eventId,
  matchTitle: ticketListings.matchTitle,
  matchDate: ticketListings.matchDate,
  section: ticketListings.section,
  row: ticketListings.row,
  seats: ticketListings.seats,
  price: ticketListings.price,
  listingType: ticketListings.listingType,
  tradeDescription: ticketListings.tradeDescription,
  isActive: ticketListings.isActive,
  createdAt: ticketListings.createdAt,
  updatedAt: ticketListings.updatedAt,
};

/** Open = active and the match has not started: listings close themselves at kick-off (a WHERE, no job). */
const isOpen = (now: Date) => and(eq(ticketListings.isActive, true), gt(ticketListings.matchDate, now));

/**
 * The exchange's open listings, newest first, a page at a time (the partial indexes on
 * created_at serve both the all-types and the one-type list). Each row carries the poster as
 * the API's `user` object: firstName and lastName as shown ("Member" when the profile is hidden), and
 * an email only for a signed-in viewer and only when the poster shows it (`contact` "email"); and
 * `contact`, how members may reach the poster. An anonymous read never selects an email at all.
 */
export async function listOpenListings({
  now = new Date(),
  listingType,
  id,
  viewer,
  limit,
  offset = 0,
}: {
  now?: Date;
  listingType?: ListingType;
  /** One listing (its own page, the links in a ticket alert). */
  id?: number;
  viewer: Viewer;
  limit: number;
  offset?: number;
}) {
  const conditions = [isOpen(now)];
  if (listingType) conditions.push(eq(ticketListings.listingType, listingType));
  if (id !== undefined) conditions.push(eq(ticketListings.id, id));
  const rows = await db
    .select({
      ...listingColumns,
      firstName: users.firstName,
      lastName: users.lastName,
      privacySettings: users.privacySettings,
      hasEmail: sql<boolean>`${users.email} is not null`,
      email: viewer ? users.email : sql<string | null>`null`,
    })
    .from(ticketListings)
    .innerJoin(users, eq(users.id, ticketListings.userId))
    .where(and(...conditions))
    .orderBy(desc(ticketListings.createdAt), desc(ticketListings.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ firstName, lastName, privacySettings, hasEmail, email, ...listing }) => {
    const hidden = privacySettings?.profileVisibility === false;
    const contact = posterContact(privacySettings, Boolean(hasEmail));
    return {
      ...listing,
      listingType: listing.listingType as ListingType,
      postedBy: posterName({ firstName, lastName, privacySettings }),
      contact,
      user: {
        firstName: hidden ? "Member" : (firstName ?? "Member"),
        lastName: hidden ? "" : lastInitial(lastName),
        email: viewer && contact === "email" ? (email ?? null) : null,
      },
    };
  });
}

export type OpenListing = Awaited<ReturnType<typeof listOpenListings>>[number];

/** A listing's state for its poster: open, expired (the match started), or why it closed. */
type ListingState = "open" | "expired" | ClosedReason;

/** The member's own listings, open first (soonest match), then the most recently closed; at most `limit`. */
export async function listMyListings(userId: string, { now = new Date(), limit = 50 }: { now?: Date; limit?: number } = {}) {
  const rows = await db
    .select({ ...listingColumns, closedReason: ticketListings.closedReason, removalReason: ticketListings.removalReason })
    .from(ticketListings)
    .where(eq(ticketListings.userId, userId))
    .orderBy(desc(ticketListings.isActive), desc(ticketListings.createdAt), desc(ticketListings.id))
    .limit(limit);
  return rows.map((row) => {
    const state: ListingState = row.isActive
      ? row.matchDate > now
        ? "open"
        : "expired"
      : ((row.closedReason as ClosedReason | null) ?? "withdrawn");
    return { ...row, listingType: row.listingType as ListingType, state };
  });
}

export type MyListing = Awaited<ReturnType<typeof listMyListings>>[number];

/** The poster's own open listing, for its edit form; null when it is not theirs, closed or gone (404). */
export async function getOwnOpenListing(userId: string, listingId: number, now = new Date()) {
  const [row] = await db
    .select(listingColumns)
    .from(ticketListings)
    .where(and(eq(ticketListings.id, listingId), eq(ticketListings.userId, userId), isOpen(now)));
  return row ? { ...row, listingType: row.listingType as ListingType } : null;
}

/** The form's match choice: upcoming home matches only, soonest first (docs/decisions/007-kept-product-contract.md). */
export function listHomeMatchChoices(now = new Date(), limit = 50) {
  return db
    .select({ id: events.id, title: events.title, date: events.date, faceValue: events.faceValue })
    .from(events)
    .where(and(eq(events.type, "match"), eq(events.isHomeMatch, true), gt(events.date, now)))
    .orderBy(asc(events.date), asc(events.id))
    .limit(limit);
}

export type HomeMatchChoice = Awaited<ReturnType<typeof listHomeMatchChoices>>[number];

const faceValueMessage = (faceValue: string | number) => m.tickets_error_face_value({ price: formatPrice(faceValue, branding.currency) });
const priceCapMessage = (cap: number) => m.tickets_error_price_cap({ price: formatPrice(cap, branding.currency) });

/**
 * Applies the rules that need the database or the settings, and returns the row to store:
 * - a posted eventId must be an upcoming home match, whose title and date then replace whatever
 *   was typed (the form locks both fields; the server enforces it, since a post can skip the form);
 * - the match must be in the future;
 * - a sale needs a price, within the match's face value and TICKET_MAX_PRICE; trade and free
 *   store none; only a trade keeps its description.
 */
async function resolveListing(tx: Transaction, input: TicketListingInput, now: Date, maxPrice: number | null) {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  let matchTitle = input.matchTitle;
  let matchDate = input.matchDate;
  let faceValue: string | null = null;
  if (input.eventId !== null) {
    const [match] = await tx
      .select({ title: events.title, date: events.date, faceValue: events.faceValue })
      .from(events)
      .where(and(eq(events.id, input.eventId), eq(events.type, "match"), eq(events.isHomeMatch, true), gt(events.date, now)));
    if (!match) add("eventId", m.tickets_error_match_choice());
    else {
      matchTitle = match.title;
      matchDate = match.date;
      faceValue = match.faceValue;
    }
  }
  if (!matchTitle && !errors.eventId) add("matchTitle", m.tickets_error_title_required());
  if (!matchDate && !errors.eventId) add("matchDate", m.tickets_error_date_required());
  else if (matchDate && matchDate <= now) add("matchDate", m.tickets_error_match_started());

  const price = input.listingType === "sale" ? input.price : null;
  if (input.listingType === "sale") {
    if (price === null) add("price", m.tickets_error_price_required());
    else if (faceValue !== null && price > Number(faceValue)) add("price", faceValueMessage(faceValue));
    else if (maxPrice !== null && price > maxPrice) add("price", priceCapMessage(maxPrice));
  }
  if (Object.keys(errors).length) return fail("invalid-listing", { fieldErrors: errors });
  return ok({
    eventId: input.eventId,
    matchTitle: matchTitle!,
    matchDate: matchDate!,
    section: input.section,
    row: input.row,
    seats: input.seats,
    price: price === null ? null : price.toFixed(2),
    listingType: input.listingType,
    tradeDescription: input.listingType === "trade" ? input.tradeDescription : null,
  });
}

type Limits = { now?: Date; maxActive?: number; maxPrice?: number | null };

/**
 * Creates a listing. The member's row is locked for the transaction, so the count of their open
 * listings and the insert are one step: concurrent posts never pass TICKET_MAX_ACTIVE_LISTINGS.
 */
export async function createListing(userId: string, input: TicketListingInput, limits: Limits = {}) {
  const { now = new Date(), maxActive = ticketMaxActiveListings, maxPrice = ticketMaxPrice } = limits;
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    if (!member) throw new Response(m.tickets_member_not_found(), { status: 404 });
    const resolved = await resolveListing(tx, input, now, maxPrice);
    if (!resolved.ok) return resolved;
    const [{ open }] = await tx
      .select({ open: count() })
      .from(ticketListings)
      .where(and(eq(ticketListings.userId, userId), isOpen(now)));
    if (open >= maxActive) return fail("listing-limit", { maxActive });
    const { ok: _, ...values } = resolved;
    const [listing] = await tx
      .insert(ticketListings)
      .values({ ...values, userId })
      .returning();
    return ok({ listing });
  });
}

/** Edits the poster's own open listing (ownership in the WHERE clause); listing-not-found = not theirs, closed or gone. */
export async function updateListing(userId: string, listingId: number, input: TicketListingInput, limits: Limits = {}) {
  const { now = new Date(), maxPrice = ticketMaxPrice } = limits;
  return db.transaction(async (tx) => {
    const resolved = await resolveListing(tx, input, now, maxPrice);
    if (!resolved.ok) return resolved;
    const { ok: _, ...values } = resolved;
    const [listing] = await tx
      .update(ticketListings)
      .set({ ...values, updatedAt: now })
      .where(and(eq(ticketListings.id, listingId), eq(ticketListings.userId, userId), isOpen(now)))
      .returning();
    return listing ? ok({ listing }) : fail("listing-not-found");
  });
}

/** The poster marks their open listing sold, given away or withdrawn; null = not theirs or not open. */
export async function closeOwnListing(userId: string, listingId: number, reason: Exclude<ClosedReason, "removed">, now = new Date()) {
  const [listing] = await db
    .update(ticketListings)
    .set({ isActive: false, closedReason: reason, closedAt: now, updatedAt: now })
    .where(and(eq(ticketListings.id, listingId), eq(ticketListings.userId, userId), eq(ticketListings.isActive, true)))
    .returning({ id: ticketListings.id, matchTitle: ticketListings.matchTitle, closedReason: ticketListings.closedReason });
  return listing ?? null;
}

/**
 * An admin removes any active listing; the reason is stored and mailed to the poster (through the
 * outbox, in the same transaction). Null when there is no active listing with that id.
 */
export async function removeListing(listingId: number, reason: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .update(ticketListings)
      .set({ isActive: false, closedReason: "removed", closedAt: now, removalReason: reason, updatedAt: now })
      .where(and(eq(ticketListings.id, listingId), eq(ticketListings.isActive, true)))
      .returning({ id: ticketListings.id, userId: ticketListings.userId, matchTitle: ticketListings.matchTitle });
    if (!listing) return null;
    await enqueueNotification(
      { kind: "listing-removed", subjectKey: String(listing.id), userId: listing.userId, payload: { listingId: listing.id } },
      tx,
    );
    return listing;
  });
}

/**
 * Admin list: every open listing with its poster's name and email (admins answer for the exchange)
 * and how many messages members sent the poster through it.
 */
export function listOpenListingsForAdmin({ now = new Date(), limit, offset = 0 }: { now?: Date; limit: number; offset?: number }) {
  return db
    .select({
      ...listingColumns,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      messageCount: sql<number>`(select count(*)::int from ${ticketListingMessages} m where m.listing_id = ${ticketListings.id})`,
    })
    .from(ticketListings)
    .innerJoin(users, eq(users.id, ticketListings.userId))
    .where(isOpen(now))
    .orderBy(desc(ticketListings.createdAt), desc(ticketListings.id))
    .limit(limit)
    .offset(offset);
}

/**
 * Why a message to a poster was not sent: the listing closed or its match started (or never was),
 * it is the sender's own, the poster takes no contact ('Allow member contact' off, or no
 * address), or the sender has no address the poster could answer.
 */
export type ListingMessageFailure = Fail<"listing-not-found" | "own-listing" | "contact-not-allowed" | "no-sender-email">;

/**
 * A signed-in member writes to a listing's poster through the exchange. In one transaction: the
 * open listing and its poster are read, the poster's 'Allow member contact' is checked (a post
 * that skips the page is refused the same way), the message is stored with the listing, and two
 * mails are queued: to the poster, with the sender's name and a Reply-To of the sender, and the
 * sender's own copy. The poster's address is never given to the sender.
 */
export async function sendListingMessage(
  senderId: string,
  listingId: number,
  body: string,
  now = new Date(),
): Promise<Ok<{ messageId: number }> | ListingMessageFailure> {
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ id: ticketListings.id, posterId: ticketListings.userId, privacySettings: users.privacySettings, posterEmail: users.email })
      .from(ticketListings)
      .innerJoin(users, eq(users.id, ticketListings.userId))
      .where(and(eq(ticketListings.id, listingId), isOpen(now)));
    if (!listing) return fail("listing-not-found");
    if (listing.posterId === senderId) return fail("own-listing");
    if (posterContact(listing.privacySettings, listing.posterEmail !== null) === "none") return fail("contact-not-allowed");
    const [sender] = await tx.select({ email: users.email }).from(users).where(eq(users.id, senderId));
    if (!sender?.email) return fail("no-sender-email");
    const [message] = await tx
      .insert(ticketListingMessages)
      .values({ listingId, senderId, body, createdAt: now })
      .returning({ id: ticketListingMessages.id });
    await enqueueNotification(
      { kind: "listing-message", subjectKey: `${message.id}:poster`, userId: listing.posterId, payload: { messageId: message.id } },
      tx,
    );
    await enqueueNotification(
      { kind: "listing-message", subjectKey: `${message.id}:sender`, userId: senderId, payload: { messageId: message.id, copy: true } },
      tx,
    );
    return ok({ messageId: message.id });
  });
}

/** Any listing, open or closed, for the admin's view of it: the poster's name and address and why it closed. */
export async function getListingForAdmin(listingId: number) {
  const [row] = await db
    .select({
      ...listingColumns,
      closedReason: ticketListings.closedReason,
      closedAt: ticketListings.closedAt,
      removalReason: ticketListings.removalReason,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(ticketListings)
    .innerJoin(users, eq(users.id, ticketListings.userId))
    .where(eq(ticketListings.id, listingId));
  return row ? { ...row, listingType: row.listingType as ListingType } : null;
}

/** The messages members sent a listing's poster, oldest first, with each sender's name and address (admins only). */
export function listListingMessages(listingId: number, limit = 500) {
  return db
    .select({
      id: ticketListingMessages.id,
      body: ticketListingMessages.body,
      createdAt: ticketListingMessages.createdAt,
      senderFirstName: users.firstName,
      senderLastName: users.lastName,
      senderEmail: users.email,
    })
    .from(ticketListingMessages)
    .innerJoin(users, eq(users.id, ticketListingMessages.senderId))
    .where(eq(ticketListingMessages.listingId, listingId))
    .orderBy(asc(ticketListingMessages.createdAt), asc(ticketListingMessages.id))
    .limit(limit);
}

import { createHash } from "node:crypto";
import { and, asc, count, eq, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { CHECKIN_METHODS } from "../../db/enums";
import { eventAttendees, eventCheckins, events, users, volunteerOpportunities, volunteerSignups } from "../../db/schema";
import { db } from "~/utils/db.server";
import { fail, ok, rollback, settled, type Fail, type Ok } from "~/utils/result";
import { findCardHolder, isCardValid } from "~/models/member-card.server";
import { signMemberCardToken } from "~/models/member-card-token.server";
import { fullName, initials, memberIdOf } from "~/models/membership";
import type { AttendanceStatus } from "~/models/events.server";
import {
  checkInTime,
  checkInWindow,
  windowRefusal,
  type CheckInRefusal,
  type CheckInWindow,
  type DoorStanding,
  type OfflinePack,
} from "~/models/check-in";
import { branding } from "~/utils/branding.server";
import { checkInOpensHours } from "~/utils/env.server";

/**
 * Check-in at the door. One row per member and event (event_checkins' unique key): a repeated
 * scan, a second door phone or a resent queue records nothing new and answers 'already'.
 *
 * The rules, in order:
 * 1. Someone already checked in is 'already-checked-in' (with the time), whatever changed since.
 * 2. A card (a token) belongs to a member: a card we did not sign is 'not-a-member'; a signed card
 *    that is not its member's current one is 'card-replaced'; a card whose member's year ran out
 *    (status expired or cancelled, or active past its expiry) is 'membership-expired', any other
 *    non-member's card 'not-a-member'.
 * 3. Found by the volunteer's search (or by user id through the API): a member now is let in; at a
 *    members-only event anyone else is 'membership-expired' (a lapsed member) or
 *    'members-only-event'; at an open event someone with an RSVP (going or waitlisted) is let in
 *    as they are, and anyone else is 'membership-expired' or 'not-a-member'.
 * 4. Capacity: an RSVP marked 'going' holds a place (counted in attendee_count) and always gets in.
 *    Anyone else is a walk-in, let in while the going RSVPs plus the walk-ins already checked in
 *    are fewer than the capacity (no capacity: no limit); otherwise 'event-full'. Walk-ins take
 *    the event's row lock (as RSVPs do), so two door phones cannot both take the last place.
 *
 * 5. The window (models/check-in.ts, checkInWindow): from CHECK_IN_OPENS_HOURS before kickoff to
 *    the end of the event's day in the group's time zone. Outside it: 'check-in-not-open' or
 *    'check-in-closed' (someone already in still reads 'already'). A queued scan's stated time
 *    (`scannedAt`) is believed only inside the window, not in the future and delivered within a
 *    day of the close (checkInTime); otherwise the server's clock judges it. A row is written with
 *    the time it counts as made, so every row written here lies inside its event's window.
 */

type CheckInMethod = (typeof CHECKIN_METHODS)[number];

/** Who stands at the door: what the volunteer sees (no email, nothing more personal than name and Member ID). */
export type DoorPerson = {
  userId: string;
  name: string;
  memberId: string;
  initials: string;
  rsvp: AttendanceStatus | null;
  standing: DoorStanding;
};

type CheckInFailure = Fail<CheckInRefusal, { person: DoorPerson | null; window?: CheckInWindow }>;
export type CheckInResult = Ok<{ verdict: "checked-in" | "already-checked-in"; checkedInAt: Date; person: DoorPerson }> | CheckInFailure;

type Standing = { membershipStatus: string; membershipExpiry: Date | null; isLifetimeMember: boolean };

function standingOf(member: Standing, now: Date): DoorStanding {
  if (isCardValid(member, now)) return "member";
  return member.membershipStatus === "expired" || member.membershipStatus === "cancelled" || member.membershipStatus === "active"
    ? "expired"
    : "none";
}

/**
 * Admins, and volunteers with a confirmed signup on an active shift of this very event (the
 * event is in the WHERE clause: a volunteer of another event is not let in).
 */
export async function canWorkTheDoor(user: { id: string; isAdmin: boolean }, eventId: number): Promise<boolean> {
  if (user.isAdmin) return true;
  const [shift] = await db
    .select({ id: volunteerSignups.id })
    .from(volunteerSignups)
    .innerJoin(volunteerOpportunities, eq(volunteerOpportunities.id, volunteerSignups.opportunityId))
    .where(
      and(
        eq(volunteerSignups.userId, user.id),
        eq(volunteerSignups.status, "confirmed"),
        eq(volunteerOpportunities.isActive, true),
        eq(volunteerOpportunities.eventId, eventId),
      ),
    )
    .limit(1);
  return shift !== undefined;
}

const checkedInCount = (eventId: number) =>
  sql<number>`(select count(*) from ${eventCheckins} where ${eventCheckins.eventId} = ${eventId})`.mapWith(Number);

/** The door page's event: its title and the live count (checked in / RSVP'd going / capacity); null when unknown. */
export async function getDoorEvent(eventId: number) {
  const [event] = await db
    .select({
      id: events.id,
      title: events.title,
      date: events.date,
      membersOnly: events.membersOnly,
      checkedIn: checkedInCount(eventId),
      going: events.attendeeCount,
      capacity: events.capacity,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  return event ?? null;
}

/** The live count alone: checked in, RSVP'd going, capacity (null = unlimited); null for an unknown event. */
export async function checkInCounts(eventId: number): Promise<{ checkedIn: number; going: number; capacity: number | null } | null> {
  const event = await getDoorEvent(eventId);
  return event ? { checkedIn: event.checkedIn, going: event.going, capacity: event.capacity } : null;
}

/** People with their standing, RSVP and check-in at this event (left joins: anyone may be neither); the caller adds its WHERE. */
function peopleAtEvent(eventId: number) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      membershipStatus: users.membershipStatus,
      membershipExpiry: users.membershipExpiry,
      isLifetimeMember: users.isLifetimeMember,
      rsvp: eventAttendees.status,
      checkedInAt: eventCheckins.checkedInAt,
    })
    .from(users)
    .leftJoin(eventAttendees, and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, users.id)))
    .leftJoin(eventCheckins, and(eq(eventCheckins.eventId, eventId), eq(eventCheckins.userId, users.id)));
}

type PersonRow = Awaited<ReturnType<ReturnType<typeof peopleAtEvent>["execute"]>>[number];

/** The door's view of one row of peopleAtEvent at `now`. */
function doorPerson(row: PersonRow, now: Date): DoorPerson {
  return {
    userId: row.id,
    name: fullName(row),
    memberId: memberIdOf(row.id),
    initials: initials(row),
    rsvp: row.rsvp as AttendanceStatus | null,
    standing: standingOf(row, now),
  };
}

/** One person as the door sees them at this event: their RSVP and check-in joined in (null when no such user). */
async function personAtEvent(eventId: number, userId: string, now: Date) {
  const [row] = await peopleAtEvent(eventId).where(eq(users.id, userId)).limit(1);
  if (!row) return null;
  return { person: doorPerson(row, now), checkedInAt: row.checkedInAt };
}

/** The refusal, if any, of rules 2 and 3 (the doc comment above) for someone not yet checked in. */
function refusalFor(person: DoorPerson, event: { membersOnly: boolean }, byCard: boolean): CheckInRefusal | null {
  if (person.standing === "member") return null;
  if (person.standing === "expired") return "membership-expired";
  if (byCard) return "not-a-member";
  if (event.membersOnly) return "members-only-event";
  return person.rsvp ? null : "not-a-member";
}

type CheckInInput = { eventId: number; by: string; method: CheckInMethod; now?: Date; scannedAt?: Date | null } & (
  { token: string } | { userId: string }
);

/** An event's check-in window under this instance's settings (CHECK_IN_OPENS_HOURS, TIME_ZONE). */
export function eventCheckInWindow(kickoff: Date): CheckInWindow {
  return checkInWindow(kickoff, { opensHours: checkInOpensHours, timeZone: branding.timeZone });
}

/** Records one check-in and answers the door's verdict (the rules are in this module's first comment). */
export async function checkIn(input: CheckInInput): Promise<CheckInResult> {
  const { eventId, by, method, now = new Date(), scannedAt } = input;
  let userId: string;
  if ("token" in input) {
    const holder = await findCardHolder(input.token);
    if (holder.status !== "current") return fail(holder.status === "replaced" ? "card-replaced" : "not-a-member", { person: null });
    userId = holder.userId;
  } else {
    userId = input.userId;
  }

  const [event] = await db
    .select({ capacity: events.capacity, membersOnly: events.membersOnly, date: events.date })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (!event) return fail("event-not-found", { person: null });
  const found = await personAtEvent(eventId, userId, now);
  if (!found) return fail("not-a-member", { person: null });
  const { person } = found;
  if (found.checkedInAt) return ok({ verdict: "already-checked-in" as const, checkedInAt: found.checkedInAt, person });
  const window = eventCheckInWindow(event.date);
  const at = checkInTime(window, now, scannedAt);
  const outside = windowRefusal(window, at);
  if (outside) return fail(outside, { person, window });
  const refusal = refusalFor(person, event, "token" in input);
  if (refusal) return fail(refusal, { person });

  const values = { eventId, userId, checkedInBy: by, method, checkedInAt: at };
  if (person.rsvp === "going" || event.capacity === null) return record(values, person);
  return settled<CheckInResult, CheckInFailure>(
    db.transaction(async (tx) => {
      // The event's row lock, taken first as RSVPs take it: walk-ins for the last place go one at a time.
      const [locked] = await tx
        .select({ capacity: events.capacity, going: events.attendeeCount })
        .from(events)
        .where(eq(events.id, eventId))
        .for("update");
      if (!locked) rollback(fail("event-not-found", { person: null }));
      const walkIns = await walkInsIn(eventId, tx);
      if (locked.capacity !== null && locked.going + walkIns >= locked.capacity) {
        // Someone checked in meanwhile is 'already', not 'full'.
        const [mine] = await tx
          .select({ at: eventCheckins.checkedInAt })
          .from(eventCheckins)
          .where(and(eq(eventCheckins.eventId, eventId), eq(eventCheckins.userId, userId)));
        if (mine) return ok({ verdict: "already-checked-in" as const, checkedInAt: mine.at, person });
        return fail("event-full", { person });
      }
      return record(values, person, tx);
    }),
  );
}

type Executor = Pick<typeof db, "insert" | "select">;

/** Checked in without a 'going' RSVP: the walk-ins, who take the places the going RSVPs leave. */
async function walkInsIn(eventId: number, executor: Executor = db): Promise<number> {
  const [walkIns] = await executor
    .select({ n: count() })
    .from(eventCheckins)
    .leftJoin(
      eventAttendees,
      and(
        eq(eventAttendees.eventId, eventCheckins.eventId),
        eq(eventAttendees.userId, eventCheckins.userId),
        eq(eventAttendees.status, "going"),
      ),
    )
    .where(and(eq(eventCheckins.eventId, eventId), sql`${eventAttendees.id} is null`));
  return walkIns.n;
}

/** The insert that makes check-in idempotent: a row that is already there is read back as 'already'. */
async function record(values: typeof eventCheckins.$inferInsert, person: DoorPerson, executor: Executor = db): Promise<CheckInResult> {
  const [row] = await executor
    .insert(eventCheckins)
    .values(values)
    .onConflictDoNothing({ target: [eventCheckins.eventId, eventCheckins.userId] })
    .returning({ at: eventCheckins.checkedInAt });
  if (row) return ok({ verdict: "checked-in" as const, checkedInAt: row.at, person });
  const [existing] = await executor
    .select({ at: eventCheckins.checkedInAt })
    .from(eventCheckins)
    .where(and(eq(eventCheckins.eventId, values.eventId), eq(eventCheckins.userId, values.userId)));
  if (!existing) throw new Error("check-in conflicted with a row that is not there");
  return ok({ verdict: "already-checked-in" as const, checkedInAt: existing.at, person });
}

const SEARCH_LIMIT = 20;

/** `value%` for LIKE, with the pattern's own characters escaped (a name may hold '_' or '%'). */
export function prefixPattern(value: string): string {
  return `${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const lowerFirst = sql`lower(${users.firstName})`;
const lowerLast = sql`lower(${users.lastName})`;

/**
 * The search's match on `users`: a name's prefix (one word: first or last name; two or more: first
 * name, then last name), or a Member ID. The merch table's search uses it too.
 */
export function memberSearchMatch(query: string): SQL | undefined {
  const words = query.split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const conditions: (SQL | undefined)[] = [];
  if (words.length === 1) {
    const pattern = prefixPattern(words[0]);
    conditions.push(sql`${lowerFirst} like ${pattern}`, sql`${lowerLast} like ${pattern}`);
  } else {
    conditions.push(sql`${lowerFirst} like ${prefixPattern(words[0])} and ${lowerLast} like ${prefixPattern(words.slice(1).join(" "))}`);
  }
  const memberId = /^#?([A-Za-z0-9-]{8})$/.exec(query.trim());
  if (memberId) conditions.push(sql`upper(right(${users.id}, 8)) = ${memberId[1].toUpperCase()}`);
  return or(...conditions);
}

export type DoorSearchRow = DoorPerson & { checkedInAt: Date | null };

/**
 * The door's search by name or Member ID: members (now or lapsed, so the volunteer reads the
 * verdict) and anyone with an RSVP to this event, each with their RSVP and check-in: one query,
 * at most SEARCH_LIMIT rows, by last name then first name.
 */
export async function searchForCheckIn(eventId: number, query: string, now = new Date()): Promise<DoorSearchRow[]> {
  const match = memberSearchMatch(query.slice(0, 100));
  if (!match) return [];
  const rows = await peopleAtEvent(eventId)
    .where(
      and(
        match,
        or(
          sql`${users.membershipStatus} in ('active', 'lifetime', 'expired', 'cancelled')`,
          eq(users.isLifetimeMember, true),
          sql`${eventAttendees.id} is not null`,
          sql`${eventCheckins.id} is not null`,
        ),
      ),
    )
    .orderBy(asc(lowerLast), asc(lowerFirst), asc(users.id))
    .limit(SEARCH_LIMIT);
  return rows.map((row) => ({ ...doorPerson(row, now), checkedInAt: row.checkedInAt }));
}

/**
 * What a door phone keeps to judge a scan with no signal: one entry per member (now or lapsed)
 * holding a card, keyed by the SHA-256 of their current card's token (the token itself, which
 * lets anyone in, never leaves the server this way), with nothing more personal than the name
 * and Member ID, their RSVP to this event and whether they are in already; the walk-ins already
 * in, for the capacity. One query for the members; the tokens are signed here from the nonces (an HMAC each).
 * Legacy printed cards are not in it: offline they read as unknown until the phone is online.
 */
export async function offlinePack(eventId: number, now = new Date()): Promise<OfflinePack | null> {
  const event = await getDoorEvent(eventId);
  if (!event) return null;
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      nonce: users.memberCardNonce,
      membershipStatus: users.membershipStatus,
      membershipExpiry: users.membershipExpiry,
      isLifetimeMember: users.isLifetimeMember,
      rsvp: eventAttendees.status,
      checkedInAt: eventCheckins.checkedInAt,
    })
    .from(users)
    .leftJoin(eventAttendees, and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, users.id)))
    .leftJoin(eventCheckins, and(eq(eventCheckins.eventId, eventId), eq(eventCheckins.userId, users.id)))
    .where(
      and(
        isNotNull(users.memberCardNonce),
        or(sql`${users.membershipStatus} in ('active', 'lifetime', 'expired', 'cancelled')`, eq(users.isLifetimeMember, true)),
      ),
    );
  const members: OfflinePack["members"] = [];
  for (const row of rows) {
    const rsvp = row.rsvp === "going" || row.rsvp === "waitlisted" ? row.rsvp : null;
    const standing = standingOf(row, now);
    if (standing === "none" || !row.nonce) continue;
    members.push({
      hash: createHash("sha256").update(signMemberCardToken(row.nonce)).digest("hex"),
      name: fullName(row),
      memberId: memberIdOf(row.id),
      initials: initials(row),
      standing,
      rsvp,
      checkedInAt: row.checkedInAt ? row.checkedInAt.toISOString() : null,
    });
  }
  return {
    eventId,
    takenAt: now.toISOString(),
    capacity: event.capacity,
    going: event.going,
    walkInsIn: await walkInsIn(eventId),
    members,
  };
}

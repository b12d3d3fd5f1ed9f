import {
  eventAttendees,
  events,
  meetingCandidates,
  meetingItems,
  meetings,
  orderLines,
  orders,
  products,
  ticketListings,
  users,
  volunteerOpportunities,
} from "../db/schema";
import { getDbHandle } from "../app/utils/db.server";
import { signedInCookie } from "./session";

/**
 * Rows for tests, written straight into the tables (what a test exercises is the app's own
 * writes, not these). Each factory takes the columns a test cares about and fills the rest with
 * the same defaults everywhere, so a test states only what it asserts on. They need the test
 * database (useTestDatabase in the same file).
 */

const DAY = 24 * 60 * 60 * 1000;
const db = async () => (await getDbHandle()).db;

export type UserValues = Partial<typeof users.$inferInsert>;

/**
 * A member; by default fan@example.com, the address's local part as first name, "Fan" as last
 * name (an explicit null email or name is kept). Returns the id.
 */
export async function createMember(values: UserValues = {}): Promise<string> {
  const [id] = await createMembers([values]);
  return id;
}

/** Several members in one statement (so they share the statement's now()), as createMember. */
export async function createMembers(list: UserValues[]): Promise<string[]> {
  const rows = await (
    await db()
  )
    .insert(users)
    .values(
      list.map((values) => {
        const email = values.email === undefined ? "fan@example.com" : values.email;
        return { firstName: email?.split("@")[0] ?? null, lastName: "Fan", ...values, email };
      }),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

/** An admin, otherwise as createMember. */
export function createAdmin(values: UserValues = {}): Promise<string> {
  return createMember({ email: "admin@example.com", isAdmin: true, ...values });
}

export type SignedIn = { id: string; cookie: string };

/** A member with a signed-in session: its id and the `Cookie` header value to send. */
export async function createSignedInMember(values: UserValues = {}): Promise<SignedIn> {
  const id = await createMember(values);
  return { id, cookie: await signedInCookie(id) };
}

export type EventValues = Partial<typeof events.$inferInsert>;

/** An event (a home-park match by default), 30 days ahead unless a date is given. Returns the id. */
export async function createEvent(values: EventValues = {}) {
  const [row] = await (
    await db()
  )
    .insert(events)
    .values({ title: "Home opener", date: new Date(Date.now() + 30 * DAY), location: "Home Park", type: "match", ...values })
    .returning({ id: events.id });
  return row.id;
}

/** An event kicking off in an hour: its door is open (check-in opens hours before kickoff and closes at the end of its day). */
export function createDoorEvent(values: EventValues = {}) {
  return createEvent({ date: new Date(Date.now() + 60 * 60_000), ...values });
}

/** A ticket listing of the member's: two seats for sale, the match five days ahead. Returns the id. */
export async function createListing(userId: string, values: Partial<typeof ticketListings.$inferInsert> = {}) {
  const [row] = await (
    await db()
  )
    .insert(ticketListings)
    .values({
      userId,
      matchTitle: "Roadies FC vs Lakeshore",
      matchDate: new Date(Date.now() + 5 * DAY),
      section: "112",
      row: "F",
      seats: "3-4",
      price: "45.00",
      listingType: "sale",
      ...values,
    })
    .returning({ id: ticketListings.id });
  return row.id;
}

export type OpportunityValues = Partial<typeof volunteerOpportunities.$inferInsert>;

/** A volunteer opportunity a week ahead, five spots. Returns the id. */
export async function createOpportunity(values: OpportunityValues = {}) {
  const [row] = await (
    await db()
  )
    .insert(volunteerOpportunities)
    .values({
      title: "Setup",
      date: new Date(Date.now() + 7 * DAY),
      startTime: "16:00",
      endTime: "19:00",
      location: "Gate A",
      spotsNeeded: 5,
      ...values,
    })
    .returning({ id: volunteerOpportunities.id });
  return row.id;
}

export type ProductValues = Partial<typeof products.$inferInsert>;

/** A product of our own shop (a scarf). Returns the id. */
export async function createProduct(values: ProductValues = {}) {
  const [row] = await (
    await db()
  )
    .insert(products)
    .values({ name: "Scarf", price: "19.99", ...values })
    .returning({ id: products.id });
  return row.id;
}

export type OrderValues = Partial<typeof orders.$inferInsert>;
export type OrderLineValues = Partial<typeof orderLines.$inferInsert> & { name: string; quantity: number };

/**
 * An order of Sam Fan's (25.00) with its lines; a line is picked up at an event and costs
 * `unitPrice` unless it says otherwise. Returns the id.
 */
export async function createOrder(values: OrderValues = {}, lines: OrderLineValues[] = [], unitPrice = "12.50") {
  const handle = await db();
  const [row] = await handle
    .insert(orders)
    .values({ totalAmount: "25.00", customerEmail: "sam@example.com", customerName: "Sam Fan", ...values })
    .returning({ id: orders.id });
  if (lines.length) {
    await handle
      .insert(orderLines)
      .values(lines.map((line) => ({ orderId: row.id, unitPrice, fulfillmentType: "event-pickup", size: null, ...line })));
  }
  return row.id;
}

/**
 * A match six hours away whose kickoff an admin has just moved from 75 minutes earlier (the event
 * row as it is after the move, revision 2), with `userId` going, and the 'event-kickoff-moved'
 * notice the edit queues for them (not queued here: the test does that, or not).
 */
export async function kickoffMovedMatch(userId: string) {
  const date = new Date(Date.now() + 6 * 60 * 60 * 1000);
  const eventId = await createEvent({ title: "Roadies FC vs Harbour", date, location: "Riverside Park", type: "match", revision: 2 });
  await (await db()).insert(eventAttendees).values({ eventId, userId, status: "going" });
  const notice = {
    kind: "event-kickoff-moved" as const,
    subjectKey: `${eventId}:2:${userId}`,
    userId,
    payload: {
      eventId,
      revision: 2,
      from: new Date(date.getTime() - 75 * 60_000).toISOString(),
      to: date.toISOString(),
      roles: ["attendee"],
    },
  };
  return { eventId, notice };
}

/** A membership_changes `before`/`after` as the app writes it, for a status and a tier (annual, not lifetime). */
export const membershipState = (status: string, tier: string | null) => ({
  status,
  type: "annual",
  tier,
  expiry: null,
  lifetime: false,
  autoRenewal: false,
  isAdmin: false,
});

export type MeetingValues = Partial<typeof meetings.$inferInsert>;

/**
 * A draft general meeting a month away (notice enough for the default 14 days), record date
 * yesterday, voting open from now for a week, quorum of 1 vote; with its items when given
 * (a motion, or an election with its accepted candidates' names). Answers the ids.
 */
export async function createMeeting(
  values: MeetingValues = {},
  items: (
    { kind: "motion"; title?: string; special?: boolean } | { kind: "election"; title?: string; seats: number; candidates: string[] }
  )[] = [],
) {
  const now = Date.now();
  const [meeting] = await (
    await db()
  )
    .insert(meetings)
    .values({
      kind: "annual",
      title: "Annual general meeting",
      startsAt: new Date(now + 30 * DAY),
      location: "The Crown, back room",
      recordDate: new Date(now - DAY),
      votingOpensAt: new Date(now - 60_000),
      votingClosesAt: new Date(now + 7 * DAY),
      quorumKind: "votes",
      quorumValue: 1,
      ...values,
    })
    .returning({ id: meetings.id });
  const itemIds: number[] = [];
  const candidateIds: number[][] = [];
  for (const [index, item] of items.entries()) {
    const [row] = await (
      await db()
    )
      .insert(meetingItems)
      .values({
        meetingId: meeting.id,
        position: index + 1,
        kind: item.kind,
        title: item.title ?? (item.kind === "motion" ? `Motion ${index + 1}` : `Election ${index + 1}`),
        special: item.kind === "motion" ? (item.special ?? false) : false,
        seats: item.kind === "election" ? item.seats : null,
      })
      .returning({ id: meetingItems.id });
    itemIds.push(row.id);
    const names = item.kind === "election" ? item.candidates : [];
    const ids: number[] = [];
    for (const name of names) {
      const [candidate] = await (
        await db()
      )
        .insert(meetingCandidates)
        .values({ itemId: row.id, name, acceptedAt: new Date(now - DAY) })
        .returning({ id: meetingCandidates.id });
      ids.push(candidate.id);
    }
    candidateIds.push(ids);
  }
  return { id: meeting.id, itemIds, candidateIds };
}

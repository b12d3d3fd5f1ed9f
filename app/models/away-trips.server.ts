import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { awayAllocations, awayApplicants, awayApplications, awayTrips, awayTripSeats, events, users } from "../../db/schema";
import type { Database } from "../../db/client";
import { db } from "~/utils/db.server";
import { fail, ok, rollback, settled, type Fail, type Ok } from "~/utils/result";
import { pickupsKey, type TripRefusal } from "./away";
import { fullName, memberIdOf } from "./membership";
import { enqueueNotifications } from "~/notifications/outbox.server";

/**
 * The coach of an away ballot: one per ballot, with seats, a price per seat (paid at pickup) and its
 * pickup points. A member with a place in the ballot (offered or paid; each member of a pair books
 * their own) books one seat at a pickup point, or cancels it. seats_taken equals the seat rows: the
 * seat's insert (unique per trip and member) and the conditional increment (`seats_taken < seats`)
 * are one transaction. A place that passes on gives its seats back (releaseSeats, in the sweep).
 */

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

export type PickupPoint = { place: string; at: string };

const refusable = <T>(work: Promise<T>) => settled<T, Fail<TripRefusal>>(work);

export async function createTrip(
  allocationId: number,
  trip: { seats: number; price: string; pickupPoints: PickupPoint[] },
): Promise<Ok<{ id: number }> | Fail<TripRefusal>> {
  const [row] = await db
    .insert(awayTrips)
    .values({ allocationId, seats: trip.seats, price: trip.price, pickupPoints: trip.pickupPoints })
    .onConflictDoNothing({ target: awayTrips.allocationId })
    .returning({ id: awayTrips.id });
  return row ? ok({ id: row.id }) : fail("trip-exists");
}

/**
 * The admin changes the coach: seats, price, pickup points. `rows[i]` is the old index of new point
 * i (the edit form lists the points in their order, and the new ones come back sorted by time), so a
 * seat keeps its pickup point however the times reorder them. Under the coach's row lock (a booking
 * takes its seat with a conditional increment on the same row): never fewer seats than are booked,
 * never a pickup point dropped while someone boards there. Each member whose pickup point's place
 * or time changed gets one 'away-pickup-changed' mail, queued in the same transaction.
 */
export async function updateTrip(
  allocationId: number,
  trip: { seats: number; price: string; pickupPoints: PickupPoint[]; rows: number[] },
  { seenPickups = null, now = new Date() }: { seenPickups?: string | null; now?: Date } = {},
): Promise<Ok | Fail<TripRefusal>> {
  return refusable(
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ id: awayTrips.id, seatsTaken: awayTrips.seatsTaken, pickupPoints: awayTrips.pickupPoints })
        .from(awayTrips)
        .where(eq(awayTrips.allocationId, allocationId))
        .for("update");
      if (!current) rollback(fail("no-trip"));
      // The form's rows are the points as that page showed them: another admin's change since would remap the seats wrongly.
      if (seenPickups !== null && seenPickups !== pickupsKey(current!.pickupPoints)) rollback(fail("pickups-changed"));
      if (trip.seats < current!.seatsTaken) rollback(fail("seats-below-booked"));
      const seats = await tx
        .select({ id: awayTripSeats.id, userId: awayTripSeats.userId, pickup: awayTripSeats.pickup })
        .from(awayTripSeats)
        .where(eq(awayTripSeats.tripId, current!.id));
      const moves = seats.map((seat) => ({ ...seat, to: trip.rows.indexOf(seat.pickup) }));
      if (moves.some((seat) => seat.to < 0)) rollback(fail("pickup-in-use"));
      await tx
        .update(awayTrips)
        .set({ seats: trip.seats, price: trip.price, pickupPoints: trip.pickupPoints })
        .where(eq(awayTrips.id, current!.id));
      const renumbered = moves.filter((seat) => seat.to !== seat.pickup);
      if (renumbered.length > 0) {
        await tx
          .update(awayTripSeats)
          .set({
            pickup: sql`case ${sql.join(
              renumbered.map((seat) => sql`when ${awayTripSeats.id} = ${seat.id} then ${seat.to}::int`),
              sql` `,
            )} end`,
          })
          .where(
            inArray(
              awayTripSeats.id,
              renumbered.map((seat) => seat.id),
            ),
          );
      }
      const changed = (seat: (typeof moves)[number]) => {
        const before = current!.pickupPoints[seat.pickup]!;
        const after = trip.pickupPoints[seat.to]!;
        return before.place !== after.place || new Date(before.at).getTime() !== new Date(after.at).getTime();
      };
      await enqueueNotifications(
        moves.filter(changed).map((seat) => ({
          kind: "away-pickup-changed" as const,
          subjectKey: `${current!.id}:${seat.userId}:${now.toISOString()}`,
          userId: seat.userId,
          payload: { tripId: current!.id, was: current!.pickupPoints[seat.pickup] ?? null },
        })),
        tx,
      );
      return ok();
    }),
  );
}

/** The ballot's coach with its seats left; null when it has none. */
export async function getTrip(allocationId: number) {
  const [trip] = await db
    .select({
      id: awayTrips.id,
      seats: awayTrips.seats,
      seatsTaken: awayTrips.seatsTaken,
      price: awayTrips.price,
      pickupPoints: awayTrips.pickupPoints,
    })
    .from(awayTrips)
    .where(eq(awayTrips.allocationId, allocationId));
  return trip ?? null;
}

/** The pickup point (its index) of the member's seat on this ballot's coach; null when none. */
export async function getMySeat(allocationId: number, userId: string): Promise<number | null> {
  const [seat] = await db
    .select({ pickup: awayTripSeats.pickup })
    .from(awayTripSeats)
    .innerJoin(awayTrips, eq(awayTrips.id, awayTripSeats.tripId))
    .where(and(eq(awayTrips.allocationId, allocationId), eq(awayTripSeats.userId, userId)));
  return seat?.pickup ?? null;
}

/**
 * A member's coach seats, each with its ballot, match and pickup point (where and when), the match's
 * soonest first; `tripId` narrows them to one coach. For the member's data download and the mail
 * telling them their pickup moved (which reads with the sweep's database).
 */
export async function memberSeats(
  userId: string,
  { tripId, executor = db }: { tripId?: number; executor?: Pick<Database, "select"> } = {},
) {
  const rows = await executor
    .select({ ballotId: awayTrips.allocationId, match: events.title, pickup: awayTripSeats.pickup, pickupPoints: awayTrips.pickupPoints })
    .from(awayTripSeats)
    .innerJoin(awayTrips, eq(awayTrips.id, awayTripSeats.tripId))
    .innerJoin(awayAllocations, eq(awayAllocations.id, awayTrips.allocationId))
    .innerJoin(events, eq(events.id, awayAllocations.eventId))
    .where(and(eq(awayTripSeats.userId, userId), tripId === undefined ? undefined : eq(awayTripSeats.tripId, tripId)))
    .orderBy(asc(events.date), asc(awayTrips.id));
  return rows.map(({ pickup, pickupPoints, ...seat }) => ({ ...seat, pickupPoint: pickupPoints[pickup] ?? null }));
}

/**
 * A member books a seat at pickup point `pickup` (its index), as listed when the page was drawn:
 * `seenPickups` (pickupsKey) is refused once the admin has changed the points since. The coach row
 * is read FOR KEY SHARE, so a change of the coach (FOR UPDATE) waits for the booking or the booking
 * sees the new points; bookings do not wait for each other.
 */
export async function bookSeat(
  allocationId: number,
  userId: string,
  pickup: number,
  seenPickups: string | null = null,
): Promise<Ok | Fail<TripRefusal>> {
  return refusable(
    db.transaction(async (tx) => {
      const [trip] = await tx
        .select({ id: awayTrips.id, pickupPoints: awayTrips.pickupPoints })
        .from(awayTrips)
        .where(eq(awayTrips.allocationId, allocationId))
        .for("key share");
      if (!trip) rollback(fail("no-trip"));
      if (seenPickups !== null && seenPickups !== pickupsKey(trip!.pickupPoints)) rollback(fail("pickups-changed"));
      if (!Number.isInteger(pickup) || pickup < 0 || pickup >= trip!.pickupPoints.length) rollback(fail("bad-pickup"));
      const [place] = await tx
        .select({ id: awayApplications.id })
        .from(awayApplicants)
        .innerJoin(awayApplications, eq(awayApplications.id, awayApplicants.applicationId))
        .where(
          and(
            eq(awayApplicants.allocationId, allocationId),
            eq(awayApplicants.userId, userId),
            inArray(awayApplications.status, ["offered", "paid"]),
          ),
        )
        // The sweep passing this place on waits for the booking, or the booking sees it passed.
        .for("share", { of: awayApplications });
      if (!place) rollback(fail("no-place"));
      const seat = await tx
        .insert(awayTripSeats)
        .values({ tripId: trip!.id, userId, pickup })
        .onConflictDoNothing({ target: [awayTripSeats.tripId, awayTripSeats.userId] })
        .returning({ id: awayTripSeats.id });
      if (seat.length === 0) rollback(fail("already-booked"));
      const taken = await tx
        .update(awayTrips)
        .set({ seatsTaken: sql`${awayTrips.seatsTaken} + 1` })
        .where(and(eq(awayTrips.id, trip!.id), sql`${awayTrips.seatsTaken} < ${awayTrips.seats}`))
        .returning({ id: awayTrips.id });
      if (taken.length === 0) rollback(fail("coach-full"));
      return ok();
    }),
  );
}

export async function cancelSeat(allocationId: number, userId: string): Promise<Ok | Fail<TripRefusal>> {
  return refusable(
    db.transaction(async (tx) => {
      const [trip] = await tx.select({ id: awayTrips.id }).from(awayTrips).where(eq(awayTrips.allocationId, allocationId));
      if (!trip) rollback(fail("no-trip"));
      if ((await releaseSeats(tx, trip!.id, [userId])) === 0) rollback(fail("no-seat"));
      return ok();
    }),
  );
}

/** Frees these members' seats on a coach (a cancellation, or their place passing on); answers how many went. */
export async function releaseSeats(tx: Tx, tripId: number, userIds: string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  // The coach row first, then its seats: the order a change of the coach (updateTrip) locks in.
  await tx.select({ id: awayTrips.id }).from(awayTrips).where(eq(awayTrips.id, tripId)).for("no key update");
  const gone = await tx
    .delete(awayTripSeats)
    .where(and(eq(awayTripSeats.tripId, tripId), inArray(awayTripSeats.userId, userIds)))
    .returning({ id: awayTripSeats.id });
  if (gone.length > 0) {
    await tx
      .update(awayTrips)
      .set({ seatsTaken: sql`${awayTrips.seatsTaken} - ${gone.length}` })
      .where(eq(awayTrips.id, tripId));
  }
  return gone.length;
}

/** The coach's manifest for the admin: who boards where, by pickup point then name (away_trip_seats_trip_pickup_idx). */
export async function listManifest(tripId: number) {
  const rows = await db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, pickup: awayTripSeats.pickup })
    .from(awayTripSeats)
    .innerJoin(users, eq(users.id, awayTripSeats.userId))
    .where(eq(awayTripSeats.tripId, tripId))
    .orderBy(asc(awayTripSeats.pickup), asc(users.lastName), asc(users.firstName));
  return rows.map((row) => ({ memberId: memberIdOf(row.userId), name: fullName(row), pickup: row.pickup }));
}

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { awayTrips, awayTripSeats } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createAdmin, createEvent, createMembers } from "../../test/factories";
import { applyToBallot, createAllocation, drawBallot, passExpiredAwayOffers } from "~/models/away.server";
import { bookSeat, cancelSeat, createTrip, getMySeat, listManifest } from "~/models/away-trips.server";

const test = useTestDatabase();

const HOUR = 3_600_000;
const DURING = new Date("2026-11-25T12:00:00Z");
const AFTER = new Date("2026-11-27T12:00:01Z");
const PICKUPS = [
  { place: "The Crooked Crest Pub", at: "2026-12-05T09:00:00.000Z" },
  { place: "Northgate services", at: "2026-12-05T09:45:00.000Z" },
];

/** A drawn ballot of `tickets` single places among `applicants` members, with a coach of `seats`. */
async function drawnWithCoach(tickets: number, applicants: number, seats: number) {
  const admin = await createAdmin();
  const eventId = await createEvent({ title: "Away at Forest", type: "match" });
  const created = await createAllocation(
    {
      eventId,
      tickets,
      price: "30.00",
      opensAt: new Date("2026-11-20T12:00:00Z"),
      closesAt: new Date("2026-11-27T12:00:00Z"),
      payHours: 24,
      maxPerApplication: 1,
      membersOnly: true,
    },
    admin,
  );
  if (!created.ok) throw new Error(created.reason);
  const ids = await createMembers(
    Array.from({ length: applicants }, (_, i) => ({ email: `c${i}@example.com`, membershipStatus: "active" })),
  );
  for (const userId of ids) await applyToBallot(created.id, userId, {}, DURING);
  await drawBallot(created.id, { timeZone: "UTC", seasonStartMonth: 7 }, AFTER);
  const trip = await createTrip(created.id, { seats, price: "15.00", pickupPoints: PICKUPS });
  if (!trip.ok) throw new Error(trip.reason);
  return { allocationId: created.id, tripId: trip.id, ids };
}

const counter = async (tripId: number) =>
  (await test.db.select({ taken: awayTrips.seatsTaken }).from(awayTrips).where(eq(awayTrips.id, tripId)))[0]!.taken;
const rows = (tripId: number) => test.db.$count(awayTripSeats, eq(awayTripSeats.tripId, tripId));

describe("the coach", () => {
  it("only members with a place book a seat, once, at a pickup point that exists; a second coach for the ballot is refused", async () => {
    const { allocationId, tripId, ids } = await drawnWithCoach(1, 2, 10);
    const results = await Promise.all(ids.map((userId) => bookSeat(allocationId, userId, 1)));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toEqual({ ok: false, reason: "no-place" });
    const winner = ids[results.findIndex((result) => result.ok)]!;
    expect(await bookSeat(allocationId, winner, 1)).toEqual({ ok: false, reason: "already-booked" });
    expect(await getMySeat(allocationId, winner)).toBe(1);
    expect(await listManifest(tripId)).toEqual([expect.objectContaining({ pickup: 1 })]);
    expect(await createTrip(allocationId, { seats: 5, price: "10.00", pickupPoints: PICKUPS })).toEqual({
      ok: false,
      reason: "trip-exists",
    });
    expect(await cancelSeat(allocationId, winner)).toEqual({ ok: true });
    expect(await cancelSeat(allocationId, winner)).toEqual({ ok: false, reason: "no-seat" });
    expect([await counter(tripId), await rows(tripId)]).toEqual([0, 0]);
  });

  it("30 winners booking 20 seats at once: 20 seats, the counter equal to the rows", async () => {
    const { allocationId, tripId, ids } = await drawnWithCoach(30, 30, 20);
    const results = await Promise.all(ids.map((userId) => bookSeat(allocationId, userId, 0)));
    expect(results.filter((result) => result.ok)).toHaveLength(20);
    expect(results.filter((result) => !result.ok).every((result) => !result.ok && result.reason === "coach-full")).toBe(true);
    expect([await counter(tripId), await rows(tripId)]).toEqual([20, 20]);
  });

  it("a place that passes on gives its seat back", async () => {
    const { allocationId, tripId, ids } = await drawnWithCoach(1, 2, 5);
    const booked = await Promise.all(ids.map((userId) => bookSeat(allocationId, userId, 0)));
    expect(booked.filter((result) => result.ok)).toHaveLength(1);
    expect(await passExpiredAwayOffers(new Date(AFTER.getTime() + 25 * HOUR))).toBe(1);
    expect([await counter(tripId), await rows(tripId)]).toEqual([0, 0]);
  });
});

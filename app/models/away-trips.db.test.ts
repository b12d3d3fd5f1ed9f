import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { awayTrips, awayTripSeats, notifications } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createAdmin, createEvent, createMembers } from "../../test/factories";
import { applyToBallot, createAllocation, drawBallot, passExpiredAwayOffers } from "~/models/away.server";
import { pickupsKey } from "~/models/away";
import { bookSeat, cancelSeat, createTrip, getMySeat, getTrip, listManifest, updateTrip } from "~/models/away-trips.server";

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
  const eventId = await createEvent({ title: "Away at Forest", type: "match", isHomeMatch: false });
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

describe("changing the coach", () => {
  const mails = () =>
    test.db
      .select({ userId: notifications.userId, payload: notifications.payload })
      .from(notifications)
      .where(eq(notifications.kind, "away-pickup-changed"));

  it("keeps each seat at its pickup point however the new times reorder them, and mails only those whose point moved", async () => {
    const { allocationId, tripId, ids } = await drawnWithCoach(3, 3, 10);
    await bookSeat(allocationId, ids[0]!, 0);
    await bookSeat(allocationId, ids[1]!, 1);
    // The pub's pickup moves after Northgate's: the points swap places, their passengers stay with them.
    const pub = { place: "The Crooked Crest Pub", at: "2026-12-05T10:00:00.000Z" };
    expect(await updateTrip(allocationId, { seats: 12, price: "16.00", pickupPoints: [PICKUPS[1]!, pub], rows: [1, 0] })).toEqual({
      ok: true,
    });
    expect(await getTrip(allocationId)).toMatchObject({ seats: 12, seatsTaken: 2, price: "16.00", pickupPoints: [PICKUPS[1], pub] });
    expect(await getMySeat(allocationId, ids[0]!)).toBe(1);
    expect(await getMySeat(allocationId, ids[1]!)).toBe(0);
    expect(await mails()).toEqual([{ userId: ids[0], payload: { tripId, was: PICKUPS[0] } }]);
  });

  it("refuses fewer seats than are booked, or taking out a pickup point someone boards at, and changes nothing", async () => {
    const { allocationId, ids } = await drawnWithCoach(3, 3, 10);
    await bookSeat(allocationId, ids[0]!, 0);
    await bookSeat(allocationId, ids[1]!, 1);
    expect(await updateTrip(allocationId, { seats: 1, price: "15.00", pickupPoints: PICKUPS, rows: [0, 1] })).toEqual({
      ok: false,
      reason: "seats-below-booked",
    });
    expect(await updateTrip(allocationId, { seats: 10, price: "15.00", pickupPoints: [PICKUPS[0]!], rows: [0] })).toEqual({
      ok: false,
      reason: "pickup-in-use",
    });
    expect(await getTrip(allocationId)).toMatchObject({ seats: 10, price: "15.00", pickupPoints: PICKUPS });
    expect(await mails()).toEqual([]);
    expect(await updateTrip(allocationId + 1000, { seats: 10, price: "15.00", pickupPoints: PICKUPS, rows: [0, 1] })).toEqual({
      ok: false,
      reason: "no-trip",
    });
  });

  it("cutting seats while members book at once never leaves more seats taken than the coach has", async () => {
    const { allocationId, tripId, ids } = await drawnWithCoach(12, 12, 12);
    const results = await Promise.all([
      ...ids.map((userId) => bookSeat(allocationId, userId, 0)),
      updateTrip(allocationId, { seats: 6, price: "15.00", pickupPoints: PICKUPS, rows: [0, 1] }),
    ]);
    const booked = results.slice(0, -1).filter((result) => result.ok).length;
    const seats = (await getTrip(allocationId))!.seats;
    expect([await counter(tripId), await rows(tripId)]).toEqual([booked, booked]);
    expect(booked).toBeLessThanOrEqual(seats);
    expect(results.at(-1)).toEqual(seats === 6 ? { ok: true } : { ok: false, reason: "seats-below-booked" });
  });
});

describe("a coach changed while members book", () => {
  it("a booking or a change made from a page drawn before the points changed is refused, and changes nothing", async () => {
    const { allocationId, ids } = await drawnWithCoach(3, 3, 10);
    const seen = pickupsKey(PICKUPS);
    const early = { place: "Market Square", at: "2026-12-05T08:30:00.000Z" };
    // Another admin adds a point before the others: every index moves up by one.
    expect(
      await updateTrip(
        allocationId,
        { seats: 10, price: "15.00", pickupPoints: [early, ...PICKUPS], rows: [2, 0, 1] },
        { seenPickups: seen },
      ),
    ).toEqual({
      ok: true,
    });
    // A member whose page still lists [pub, services] picks the pub (index 0): now Market Square.
    expect(await bookSeat(allocationId, ids[0]!, 0, seen)).toEqual({ ok: false, reason: "pickups-changed" });
    expect(await getMySeat(allocationId, ids[0]!)).toBeNull();
    // The first admin's form, drawn before that change, is refused too.
    expect(
      await updateTrip(allocationId, { seats: 10, price: "15.00", pickupPoints: PICKUPS, rows: [0, 1] }, { seenPickups: seen }),
    ).toEqual({
      ok: false,
      reason: "pickups-changed",
    });
    expect((await getTrip(allocationId))!.pickupPoints).toEqual([early, ...PICKUPS]);
    const fresh = pickupsKey([early, ...PICKUPS]);
    expect(await bookSeat(allocationId, ids[0]!, 1, fresh)).toEqual({ ok: true });
    expect(await getMySeat(allocationId, ids[0]!)).toBe(1);
  });

  it("the first pickup point can be taken out when nobody boards there", async () => {
    const { allocationId, ids } = await drawnWithCoach(2, 2, 10);
    await bookSeat(allocationId, ids[0]!, 1);
    expect(await updateTrip(allocationId, { seats: 10, price: "15.00", pickupPoints: [PICKUPS[1]!], rows: [1] })).toEqual({ ok: true });
    expect(await getMySeat(allocationId, ids[0]!)).toBe(0);
    expect((await getTrip(allocationId))!.pickupPoints).toEqual([PICKUPS[1]]);
  });

  it("reordering the points while members cancel and book at once: every request answers, the counter equal to the rows", async () => {
    const { allocationId, tripId, ids } = await drawnWithCoach(8, 8, 10);
    for (const userId of ids.slice(0, 4)) await bookSeat(allocationId, userId, 0);
    const swapped = [{ ...PICKUPS[1]!, at: "2026-12-05T08:00:00.000Z" }, { ...PICKUPS[0]! }];
    const results = await Promise.all([
      ...ids.slice(0, 4).map((userId) => cancelSeat(allocationId, userId)),
      updateTrip(allocationId, { seats: 10, price: "15.00", pickupPoints: swapped, rows: [1, 0] }),
      ...ids.slice(4).map((userId) => bookSeat(allocationId, userId, 1)),
    ]);
    expect(results.slice(0, 5).every((result) => result.ok)).toBe(true);
    const booked = await test.db.select({ pickup: awayTripSeats.pickup }).from(awayTripSeats).where(eq(awayTripSeats.tripId, tripId));
    expect([await counter(tripId), await rows(tripId)]).toEqual([booked.length, booked.length]);
    expect(booked.length).toBe(results.slice(5).filter((result) => result.ok).length);
  });
});

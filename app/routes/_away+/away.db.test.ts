import { messageFor } from "~/i18n/message-map";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { awayApplicants, awayTrips, awayTripSeats } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createAdmin, createEvent, createMembers, createSignedInMember } from "../../../test/factories";
import { args, get, post, settle } from "../../../test/http";
import { awayMessages, tripMessages } from "~/i18n/messages/away";
import { createAllocation, drawBallot } from "~/models/away.server";
import { createTrip } from "~/models/away-trips.server";
import { deleteAccount } from "~/models/account-deletion.server";
import { memberIdOf } from "~/models/membership";
import { action, loader } from "./away.$allocationId";
import { loader as resultLoader } from "./away.$allocationId_.result";
import { loader as apiLoader } from "../api+/away.$allocationId.result";

const test = useTestDatabase();

const HOUR = 3_600_000;

async function openBallot(closesInHours = 24) {
  const admin = await createAdmin();
  const eventId = await createEvent({ title: "Away at United", type: "match", isHomeMatch: false });
  const created = await createAllocation(
    {
      eventId,
      tickets: 2,
      price: "40.00",
      opensAt: new Date(Date.now() - HOUR),
      closesAt: new Date(Date.now() + closesInHours * HOUR),
      payHours: 48,
      maxPerApplication: 2,
      membersOnly: true,
    },
    admin,
  );
  if (!created.ok) throw new Error(created.reason);
  return created.id;
}

const page = (id: number, cookie = "") => settle(loader(args(get(`/away/${id}`, cookie), { allocationId: String(id) })));
const send = (id: number, fields: Record<string, string>, cookie = "") =>
  settle(action(args(post(`/away/${id}`, fields, cookie), { allocationId: String(id) })));

describe("/away/{id}", () => {
  it("a member applies with a plain form post and sees it; a repeat is refused with the reason", async () => {
    const id = await openBallot();
    const fan = await createSignedInMember({ email: "fan@example.com", membershipStatus: "active" });
    const applied = await send(id, { intent: "apply", partnerMemberId: "" }, fan.cookie);
    expect(applied.status).toBe(302);
    expect(applied.headers.get("Location")).toBe(`/away/${id}`);
    const data = await (await page(id, fan.cookie)).json();
    expect(data).toMatchObject({
      phase: "open",
      mine: { status: "applied", isLead: true },
      allocation: { applications: 1, applicants: 1 },
    });
    expect(data.allocation.seed).toBeUndefined();
    expect(data.points.total).toBe(0);
    const again = await send(id, { intent: "apply" }, fan.cookie);
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe(messageFor(awayMessages, { reason: "already-applied" }));
  });

  it("a partner ID that is not # and 8 letters or digits is a 400 next to the field, keeping what was typed; nothing is written", async () => {
    const id = await openBallot();
    const fan = await createSignedInMember({ email: "fan@example.com", membershipStatus: "active" });
    const answer = await send(id, { intent: "apply", partnerMemberId: "#NOPE12" }, fan.cookie);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: messageFor(awayMessages, { reason: "partner-id-invalid" }),
      partner: "#NOPE12",
      field: true,
    });
    expect(await test.db.$count(awayApplicants)).toBe(0);
    // A NUL byte or anything that is not 8 letters and digits names no one: the same 400, not a 500.
    for (const typed of ["#AB\u0000CDEFG", "#1234", "'; drop table users; --"]) {
      const odd = await send(id, { intent: "apply", partnerMemberId: typed }, fan.cookie);
      expect(odd.status).toBe(400);
      expect((await odd.json()).error).toBe(messageFor(awayMessages, { reason: "partner-id-invalid" }));
    }
    expect(await test.db.$count(awayApplicants)).toBe(0);
    // Booking a seat where there is no coach.
    expect((await send(id, { intent: "book-seat" }, fan.cookie)).status).toBe(404);
  });

  it("a member applies with a partner; a non-member is refused with 403; a visitor is sent to sign in", async () => {
    const id = await openBallot();
    const fan = await createSignedInMember({ email: "fan@example.com", membershipStatus: "active" });
    const [partner] = await createMembers([{ email: "mate@example.com", membershipStatus: "active" }]);
    expect((await send(id, { intent: "apply", partnerMemberId: memberIdOf(partner!) }, fan.cookie)).status).toBe(302);
    expect(await test.db.$count(awayApplicants, eq(awayApplicants.userId, partner!))).toBe(1);
    const outsider = await createSignedInMember({ email: "out@example.com", membershipStatus: "inactive" });
    const refused = await send(id, { intent: "apply" }, outsider.cookie);
    expect(refused.status).toBe(403);
    const visitor = await send(id, { intent: "apply" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toContain("/api/login");
  });

  it("the result page and its JSON are 404 until the draw, then publish the seed and the order", async () => {
    const id = await openBallot(0.0002);
    const fan = await createSignedInMember({ email: "fan@example.com", membershipStatus: "active" });
    expect((await send(id, { intent: "apply" }, fan.cookie)).status).toBe(302);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect((await settle(resultLoader(args(get(`/away/${id}/result`), { allocationId: String(id) })))).status).toBe(404);
    expect((await settle(apiLoader(args(get(`/api/away/${id}/result`), { allocationId: String(id) })))).status).toBe(404);
    await drawBallot(id, { timeZone: "UTC", seasonStartMonth: 7 });
    const api = await settle(apiLoader(args(get(`/api/away/${id}/result`), { allocationId: String(id) })));
    expect(api.status).toBe(200);
    const body = await api.json();
    expect(body.ballot.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(body.order).toEqual([
      {
        applicationId: expect.any(Number),
        position: 1,
        status: "offered",
        weight: 1,
        reason: null,
        you: false,
        members: [{ memberId: memberIdOf(fan.id), points: 0, name: null }],
      },
    ]);
  });
});

/** A member who won the only ticket of a just-closed ballot, which has a two-seat coach. */
async function wonWithCoach() {
  const id = await openBallot(0.0002);
  const fan = await createSignedInMember({ email: "fan@example.com", membershipStatus: "active" });
  expect((await send(id, { intent: "apply" }, fan.cookie)).status).toBe(302);
  await new Promise((resolve) => setTimeout(resolve, 800));
  await drawBallot(id, { timeZone: "UTC", seasonStartMonth: 7 });
  const trip = await createTrip(id, {
    seats: 2,
    price: "15.00",
    pickupPoints: [{ place: "Crooked Crest", at: "2030-03-09T09:00:00.000Z" }],
  });
  if (!trip.ok) throw new Error(trip.reason);
  return { id, fan, tripId: trip.id };
}

describe("/away/{id}: the coach", () => {
  it("a member with a place books a seat at a pickup point and cancels it; a member without one is refused", async () => {
    const { id, fan } = await wonWithCoach();

    expect((await send(id, { intent: "book-seat", pickup: "3" }, fan.cookie)).status).toBe(400);
    // A pickup point that is missing or not a number is refused, not taken as the first one.
    expect((await send(id, { intent: "book-seat", pickup: "" }, fan.cookie)).status).toBe(400);
    expect((await send(id, { intent: "book-seat", pickup: "0" }, fan.cookie)).status).toBe(302);
    expect(await (await page(id, fan.cookie)).json()).toMatchObject({ seat: 0, trip: { seatsLeft: 1 } });
    const stranger = await createSignedInMember({ email: "stranger@example.com", membershipStatus: "active" });
    const refused = await send(id, { intent: "book-seat", pickup: "0" }, stranger.cookie);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe(messageFor(tripMessages, { reason: "no-place" }));
    expect((await send(id, { intent: "cancel-seat" }, fan.cookie)).status).toBe(302);
    expect(await (await page(id, fan.cookie)).json()).toMatchObject({ seat: null, trip: { seatsLeft: 2 } });
  });
});

describe("/away/{id}: a member leaving", () => {
  it("deleting an account gives its coach seat back, so the counter stays equal to the seats", async () => {
    const { id, fan, tripId } = await wonWithCoach();
    expect((await send(id, { intent: "book-seat", pickup: "0" }, fan.cookie)).status).toBe(302);
    expect((await deleteAccount(fan.id)).ok).toBe(true);
    const [row] = await test.db.select({ taken: awayTrips.seatsTaken }).from(awayTrips).where(eq(awayTrips.id, tripId));
    expect(row!.taken).toBe(0);
    expect(await test.db.$count(awayTripSeats)).toBe(0);
  });
});

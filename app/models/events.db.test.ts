import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventAttendees, events, users } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createEvent, createMembers } from "../../test/factories";
import { jsonRequest as request } from "../../test/http";
import { signedInCookie } from "../../test/session";
import { action as apiEventsAction, loader as apiEventsLoader } from "~/routes/api+/events";
import { action as apiEventAction } from "~/routes/api+/events.$id";
import { action as apiRsvpAction } from "~/routes/api+/events.$id.rsvp";
import { cancelRsvp, listPastEvents, listUpcomingEvents, rsvpToEvent } from "./events.server";
import { HOUR } from "../../test/time";

const test = useTestDatabase();

const makeUsers = (n: number, prefix = "fan") =>
  createMembers(Array.from({ length: n }, (_, i) => ({ email: `${prefix}${i}@example.org`, firstName: `Fan${i}`, lastName: null })));
const makeEvent = (date: Date, title = "Riverside FC vs Rivals FC") =>
  createEvent({ title, date, location: "Riverside Stadium", isHomeMatch: true });

async function counts(eventId: number) {
  const [{ rows }] = await test.db.select({ rows: count() }).from(eventAttendees).where(eq(eventAttendees.eventId, eventId));
  const [{ attendeeCount }] = await test.db.select({ attendeeCount: events.attendeeCount }).from(events).where(eq(events.id, eventId));
  return { rows: Number(rows), attendeeCount };
}

describe("RSVP", () => {
  it("keeps attendee_count equal to the rows: 50 members at once plus 10 concurrent repeats", async () => {
    const eventId = await makeEvent(new Date(Date.now() + 48 * HOUR));
    const members = await makeUsers(50);
    const results = await Promise.all([
      ...members.map((id) => rsvpToEvent(eventId, id)),
      ...Array.from({ length: 10 }, () => rsvpToEvent(eventId, members[0])),
    ]);
    expect(results.every((r) => r.ok && r.attendance.going)).toBe(true);
    expect(await counts(eventId)).toEqual({ rows: 50, attendeeCount: 50 });
  });

  it("cancelling lowers both the rows and the count, and a repeat cancel changes nothing", async () => {
    const eventId = await makeEvent(new Date(Date.now() + 48 * HOUR));
    const [a, b] = await makeUsers(2);
    await rsvpToEvent(eventId, a);
    await rsvpToEvent(eventId, b);
    const cancelled = await cancelRsvp(eventId, a);
    expect(cancelled).toMatchObject({ ok: true, attendance: { going: false, attendeeCount: 1 } });
    await Promise.all([cancelRsvp(eventId, a), cancelRsvp(eventId, a)]);
    expect(await counts(eventId)).toEqual({ rows: 1, attendeeCount: 1 });
  });

  it("refuses past and unknown events", async () => {
    const past = await makeEvent(new Date(Date.now() - HOUR));
    const [member] = await makeUsers(1);
    await expect(rsvpToEvent(past, member)).resolves.toEqual({ ok: false, reason: "event-is-past" });
    await expect(rsvpToEvent(999_999, member)).resolves.toEqual({ ok: false, reason: "event-not-found" });
    expect(await counts(past)).toEqual({ rows: 0, attendeeCount: 0 });
  });

  it("the API answers 401, 404, 400 and an idempotent 200", async () => {
    const upcoming = await makeEvent(new Date(Date.now() + HOUR));
    const past = await makeEvent(new Date(Date.now() - HOUR));
    const [member] = await makeUsers(1);
    const cookie = await signedInCookie(member);
    const call = (id: number, withCookie = true, method = "POST") =>
      apiRsvpAction({
        request: request(`/api/events/${id}/rsvp`, { method, cookie: withCookie ? cookie : undefined }),
        params: { id: String(id) },
        context: {},
      });

    expect((await call(upcoming, false)).status).toBe(401);
    expect((await call(999_999)).status).toBe(404);
    expect((await call(past)).status).toBe(400);
    const first = await call(upcoming);
    const again = await call(upcoming);
    expect(first.status).toBe(200);
    expect(await again.json()).toMatchObject({ eventId: upcoming, going: true, attendeeCount: 1 });
    const cancel = await call(upcoming, true, "DELETE");
    expect(await cancel.json()).toMatchObject({ going: false, attendeeCount: 0 });
  });
});

describe("listing", () => {
  it("shows upcoming soonest first and at most six past events, newest first", async () => {
    const now = new Date();
    for (let i = 1; i <= 8; i++) await makeEvent(new Date(now.getTime() - i * 24 * HOUR), `Past ${i}`);
    await makeEvent(new Date(now.getTime() + 3 * HOUR), "Later");
    await makeEvent(new Date(now.getTime() + 1 * HOUR), "Sooner");
    const past = await listPastEvents({ now });
    expect(past.map((e) => e.title)).toEqual(["Past 1", "Past 2", "Past 3", "Past 4", "Past 5", "Past 6"]);
    const upcoming = await listUpcomingEvents({ now });
    expect(upcoming.map((e) => e.title)).toEqual(["Sooner", "Later"]);
  });

  it("marks the events the member is going to, in the same query", async () => {
    const a = await makeEvent(new Date(Date.now() + HOUR), "A vs B");
    await makeEvent(new Date(Date.now() + 2 * HOUR), "C vs D");
    const [member] = await makeUsers(1);
    await rsvpToEvent(a, member);
    const list = await listUpcomingEvents({ userId: member });
    expect(list.map((e) => [e.title, e.going])).toEqual([
      ["A vs B", true],
      ["C vs D", false],
    ]);
    const anonymous = await listUpcomingEvents({});
    expect(anonymous.every((e) => e.going === false)).toBe(true);
  });

  it("GET /api/events is public and sends ISO dates", async () => {
    await makeEvent(new Date("2030-05-01T19:30:00Z"));
    const response = await apiEventsLoader({ request: request("/api/events"), params: {}, context: {} });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body[0]).toMatchObject({
      title: "Riverside FC vs Rivals FC",
      date: "2030-05-01T19:30:00.000Z",
      attendeeCount: 0,
      isHomeMatch: true,
    });
  });
});

describe("admin-only create, edit and delete", () => {
  async function cookies() {
    const [admin, member] = await makeUsers(2, "role");
    await test.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin));
    return { admin: await signedInCookie(admin), member: await signedInCookie(member) };
  }
  const body = { title: "Watch party: Cup final", date: "2030-06-01T18:00:00Z", location: "The Anchor", type: "watch-party" };

  it("creates for admins (201), refuses members (403) and anonymous (401), validates (400)", async () => {
    const { admin, member } = await cookies();
    const post = (cookie: string | undefined, data: unknown) =>
      apiEventsAction({ request: request("/api/events", { method: "POST", cookie, body: JSON.stringify(data) }), params: {}, context: {} });
    expect((await post(undefined, body)).status).toBe(401);
    expect((await post(member, body)).status).toBe(403);
    const bad = await post(admin, { title: "", date: "not a date", location: "" });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(["date", "location", "title"]);
    const created = await post(admin, body);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ title: "Watch party: Cup final", type: "watch-party", date: "2030-06-01T18:00:00.000Z" });
    const [{ n }] = await test.db.select({ n: sql<number>`count(*)::int` }).from(events);
    expect(n).toBe(1);
  });

  it("edits and deletes for admins only; deleting removes the RSVPs", async () => {
    const { admin, member } = await cookies();
    const eventId = await makeEvent(new Date(Date.now() + 24 * HOUR));
    const [fan] = await makeUsers(1, "rsvp");
    await rsvpToEvent(eventId, fan);
    const call = (method: string, cookie: string, data?: unknown) =>
      apiEventAction({
        request: request(`/api/events/${eventId}`, { method, cookie, body: data ? JSON.stringify(data) : undefined }),
        params: { id: String(eventId) },
        context: {},
      });
    expect((await call("PUT", member, body)).status).toBe(403);
    expect((await call("DELETE", member)).status).toBe(403);
    const edited = await call("PUT", admin, { ...body, title: "Renamed" });
    expect(await edited.json()).toMatchObject({ id: eventId, title: "Renamed" });
    expect((await call("DELETE", admin)).status).toBe(204);
    const [{ n }] = await test.db.select({ n: sql<number>`count(*)::int` }).from(eventAttendees);
    expect(n).toBe(0);
    expect((await call("DELETE", admin)).status).toBe(404);
  });
});

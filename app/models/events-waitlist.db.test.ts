import { and, asc, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventAttendees, events, notifications } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createAdmin, createEvent, createMembers, createSignedInMember } from "../../test/factories";
import { args, get, post, sendJson, settle } from "../../test/http";
import { signedInCookie } from "../../test/session";
import { HOUR } from "../../test/time";
import { notificationKinds } from "~/notifications/registry.server";
import { deleteAccount } from "~/models/account-deletion.server";
import { exportMemberData } from "~/models/data-export.server";
import { loader as apiEventsLoader } from "~/routes/api+/events";
import { action as apiEventAction, loader as apiEventLoader } from "~/routes/api+/events.$id";
import { action as apiRsvpAction } from "~/routes/api+/events.$id.rsvp";
import { action as editEventAction } from "~/routes/admin+/events.$eventId.edit";
import { loader as profileLoader } from "~/routes/_me+/profile";
import { cancelRsvp, rsvpToEvent, updateEvent } from "./events.server";
import type { EventInput } from "./events.schema";

const test = useTestDatabase();

const members = (n: number, prefix = "fan", values: { membershipStatus?: string } = {}) =>
  createMembers(
    Array.from({ length: n }, (_, i) => ({ email: `${prefix}${i}@example.org`, firstName: `Fan${i}`, lastName: null, ...values })),
  );

const FUTURE = () => new Date(Date.now() + 7 * 24 * HOUR);

const fixture = (values: { capacity?: number | null; membersOnly?: boolean; title?: string } = {}) =>
  createEvent({ title: "Riverside FC vs Rivals FC", date: FUTURE(), location: "Riverside Stadium", isHomeMatch: true, ...values });

/** An RSVP the test expects to go through: its attendance, or the test fails with the reason. */
async function rsvp(eventId: number, userId: string, now?: Date) {
  const result = await rsvpToEvent(eventId, userId, now);
  if (!result.ok) throw new Error(`RSVP refused: ${result.reason}`);
  return result.attendance;
}

/** attendee_count and the rows by status, straight from the database. */
async function tally(eventId: number) {
  const [event] = await test.db.select({ attendeeCount: events.attendeeCount }).from(events).where(eq(events.id, eventId));
  const rows = await test.db
    .select({ status: eventAttendees.status, n: count() })
    .from(eventAttendees)
    .where(eq(eventAttendees.eventId, eventId))
    .groupBy(eventAttendees.status);
  const by = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  return { attendeeCount: event.attendeeCount, going: by.going ?? 0, waitlisted: by.waitlisted ?? 0 };
}

/** The line as stored: each row's member and status in join order. */
async function line(eventId: number) {
  return test.db
    .select({ userId: eventAttendees.userId, status: eventAttendees.status, createdAt: eventAttendees.createdAt })
    .from(eventAttendees)
    .where(eq(eventAttendees.eventId, eventId))
    .orderBy(asc(eventAttendees.createdAt), asc(eventAttendees.id));
}

async function promotionMails() {
  return test.db.select().from(notifications).where(eq(notifications.kind, "event-waitlist-promoted")).orderBy(asc(notifications.id));
}

const inputFor = (capacity: number | null, values: Partial<EventInput> = {}): EventInput => ({
  title: "Riverside FC vs Rivals FC",
  date: FUTURE(),
  location: "Riverside Stadium",
  type: "match",
  isHomeMatch: true,
  capacity: capacity ?? undefined,
  membersOnly: false,
  ...values,
});

describe("RSVPs at a full event, under concurrency", () => {
  it("300 members at once for 100 places: exactly 100 going, 200 waitlisted numbered 1..200, attendee_count = going rows", async () => {
    const eventId = await fixture({ capacity: 100 });
    const ids = await members(300);
    const started = performance.now();
    const results = await Promise.all(ids.map((id) => rsvp(eventId, id)));
    console.info(`[events] 300 concurrent RSVPs for 100 places: ${Math.round(performance.now() - started)} ms`);

    expect(results.filter((r) => r.status === "going")).toHaveLength(100);
    expect(results.filter((r) => r.status === "waitlisted")).toHaveLength(200);
    expect(await tally(eventId)).toEqual({ attendeeCount: 100, going: 100, waitlisted: 200 });
    const positions = results.flatMap((r) => (r.waitlistPosition === null ? [] : [r.waitlistPosition])).sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    // The insights' longest waitlist is the line's whole length, however the 200 arrived.
    const [{ waitlistPeak }] = await test.db.select({ waitlistPeak: events.waitlistPeak }).from(events).where(eq(events.id, eventId));
    expect(waitlistPeak).toBe(200);
    // Everyone going joined before everyone waiting: the line is first come, first served.
    const stored = await line(eventId);
    expect(stored.slice(0, 100).every((row) => row.status === "going")).toBe(true);
  }, 180_000);

  it("a mixed burst of RSVPs and cancels keeps attendee_count = going rows and promotes in join order", async () => {
    const eventId = await fixture({ capacity: 10 });
    const ids = await members(60);
    const first = await Promise.all(ids.slice(0, 30).map((id) => rsvp(eventId, id)));
    const burst = [
      ...ids.slice(30).map((id) => () => rsvpToEvent(eventId, id)),
      ...first.slice(0, 20).map((a) => () => cancelRsvp(eventId, a.userId)),
      ...ids.slice(0, 8).map((id) => () => rsvpToEvent(eventId, id)),
    ].sort(() => Math.random() - 0.5);
    const outcomes = await Promise.allSettled(burst.map((run) => run()));
    expect(outcomes.filter((o) => o.status === "rejected")).toEqual([]);

    const after = await tally(eventId);
    expect(after.attendeeCount).toBe(after.going);
    // Never more than the capacity, and nobody waits while a place is free.
    expect(after.going).toBe(10);
    // The longest the line was: at least the 20 waiting after the first 30 RSVPs, never more than all who waited at once.
    const [{ waitlistPeak }] = await test.db.select({ waitlistPeak: events.waitlistPeak }).from(events).where(eq(events.id, eventId));
    expect(waitlistPeak).toBeGreaterThanOrEqual(Math.max(20, after.waitlisted));
    expect(waitlistPeak).toBeLessThanOrEqual(60 - 10);
    // Promotions follow the line: every member going joined before every member still waiting.
    const stored = await line(eventId);
    const lastGoing = Math.max(...stored.filter((r) => r.status === "going").map((r) => r.createdAt.getTime()));
    const firstWaiting = Math.min(...stored.filter((r) => r.status === "waitlisted").map((r) => r.createdAt.getTime()));
    expect(lastGoing).toBeLessThan(firstWaiting);
    // One promotion mail per member who moved up, never two for one place.
    const mails = await promotionMails();
    expect(new Set(mails.map((m) => m.subjectKey)).size).toBe(mails.length);
    expect(mails.length).toBeGreaterThan(0);
  }, 120_000);

  it("the same member sending the RSVP many times at once holds one place", async () => {
    const eventId = await fixture({ capacity: 3 });
    const [id] = await members(1);
    const results = await Promise.all(Array.from({ length: 20 }, () => rsvp(eventId, id)));
    expect(results.every((r) => r.status === "going")).toBe(true);
    expect(await tally(eventId)).toEqual({ attendeeCount: 1, going: 1, waitlisted: 0 });
  }, 60_000);
});

describe("the waitlist", () => {
  it("a cancel promotes the earliest waitlisted member and queues their mail once; leaving the line promotes nobody", async () => {
    const eventId = await fixture({ capacity: 2, title: "Cup final watch party" });
    const [a, b, c, d] = await members(4);
    const t0 = Date.now();
    expect(await rsvp(eventId, a, new Date(t0))).toMatchObject({ status: "going", placesLeft: 1, capacity: 2 });
    expect(await rsvp(eventId, b, new Date(t0 + 1))).toMatchObject({ status: "going", placesLeft: 0 });
    expect(await rsvp(eventId, c, new Date(t0 + 2))).toMatchObject({ status: "waitlisted", waitlistPosition: 1, going: false });
    expect(await rsvp(eventId, d, new Date(t0 + 3))).toMatchObject({ status: "waitlisted", waitlistPosition: 2 });
    // A repeat keeps the place in line.
    expect(await rsvp(eventId, d)).toMatchObject({ status: "waitlisted", waitlistPosition: 2 });

    expect(await cancelRsvp(eventId, a)).toMatchObject({ ok: true, attendance: { status: null, going: false, attendeeCount: 2 } });
    expect((await line(eventId)).map((r) => [r.userId, r.status])).toEqual([
      [b, "going"],
      [c, "going"],
      [d, "waitlisted"],
    ]);
    expect(await rsvp(eventId, d)).toMatchObject({ waitlistPosition: 1 });
    // A repeated cancel changes nothing and mails nobody again.
    await cancelRsvp(eventId, a);
    const mails = await promotionMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ userId: c, payload: { eventId } });

    // The mail names the event, its date and its page.
    const rendered = await notificationKinds["event-waitlist-promoted"].render(
      { id: mails[0].id, kind: mails[0].kind, subjectKey: mails[0].subjectKey, userId: c, toEmail: null, payload: mails[0].payload },
      test.db,
    );
    expect(rendered).toMatchObject({
      mail: { to: "fan2@example.org", subject: "You're going: a place opened up at Cup final watch party" },
    });
    if (!("mail" in rendered)) throw new Error("no mail");
    expect(rendered.mail.text).toContain(`/events/${eventId}`);
    expect(rendered.mail.text).toContain("When: ");

    // Leaving the waitlist frees no place: nobody moves, nobody is mailed.
    await cancelRsvp(eventId, d);
    expect(await tally(eventId)).toEqual({ attendeeCount: 2, going: 2, waitlisted: 0 });
    expect(await promotionMails()).toHaveLength(1);
  });

  it("a promoted member who cancels before the sweep gets no mail", async () => {
    const eventId = await fixture({ capacity: 1 });
    const [a, b] = await members(2);
    await rsvp(eventId, a);
    await rsvp(eventId, b);
    await cancelRsvp(eventId, a);
    await cancelRsvp(eventId, b);
    const [mail] = await promotionMails();
    const rendered = await notificationKinds["event-waitlist-promoted"].render(
      { id: mail.id, kind: mail.kind, subjectKey: mail.subjectKey, userId: b, toEmail: null, payload: mail.payload },
      test.db,
    );
    expect(rendered).toEqual({ skip: "the RSVP no longer exists" });
  });

  it("an event without a capacity never waitlists", async () => {
    const eventId = await fixture({ capacity: null });
    const ids = await members(5);
    const results = await Promise.all(ids.map((id) => rsvp(eventId, id)));
    expect(results.every((r) => r.status === "going" && r.placesLeft === null)).toBe(true);
    expect(await tally(eventId)).toEqual({ attendeeCount: 5, going: 5, waitlisted: 0 });
  });

  it("deleting the account of a member going gives their place to the waitlist", async () => {
    const eventId = await fixture({ capacity: 1 });
    const [a, b] = await members(2);
    await rsvp(eventId, a);
    await rsvp(eventId, b);
    expect(await deleteAccount(a)).toMatchObject({ ok: true });
    expect(await tally(eventId)).toEqual({ attendeeCount: 1, going: 1, waitlisted: 0 });
    expect((await promotionMails()).map((m) => m.userId)).toEqual([b]);
  });

  it("the member's data download says whether each RSVP holds a place or waits in line", async () => {
    const full = await fixture({ capacity: 1, title: "Full social" });
    const open = await fixture({ capacity: null, title: "Open social" });
    const [a, b] = await members(2);
    await rsvp(full, a);
    await rsvp(full, b);
    await rsvp(open, b);
    const data = await exportMemberData(b);
    if (!data) throw new Error("no data for the member");
    expect(data.rsvps.map((r) => [r.title, r.status]).sort()).toEqual([
      ["Full social", "waitlisted"],
      ["Open social", "going"],
    ]);
  });
});

describe("the profile's upcoming events", () => {
  it("mark an event the member waits for with their place in line, and one they hold a place at as going", async () => {
    const full = await fixture({ capacity: 1, title: "Full social" });
    const [a, b] = await members(2);
    await rsvp(full, a);
    await rsvp(full, b);
    const load = async (id: string) => (await settle(profileLoader(args(get("/profile", await signedInCookie(id)))))).json();
    expect((await load(b)).upcomingEvents).toEqual([expect.objectContaining({ id: full, going: false, waitlistPosition: 1 })]);
    expect((await load(a)).upcomingEvents).toEqual([expect.objectContaining({ id: full, going: true, waitlistPosition: null })]);
  });
});

describe("capacity changes", () => {
  it("refuses a capacity below the members already going and changes nothing", async () => {
    const eventId = await fixture({ capacity: 3 });
    const ids = await members(3);
    for (const id of ids) await rsvp(eventId, id);
    const refused = await updateEvent(eventId, inputFor(2, { title: "Renamed" }));
    expect(refused).toEqual({ ok: false, reason: "capacity-below-going", going: 3 });
    const [stored] = await test.db.select({ title: events.title, capacity: events.capacity }).from(events).where(eq(events.id, eventId));
    expect(stored).toEqual({ title: "Riverside FC vs Rivals FC", capacity: 3 });
  });

  it("raising the capacity promotes the waitlist in join order, each with a mail; removing it promotes everyone", async () => {
    const eventId = await fixture({ capacity: 1 });
    const ids = await members(5);
    const t0 = Date.now();
    for (const [i, id] of ids.entries()) await rsvp(eventId, id, new Date(t0 + i));
    const raised = await updateEvent(eventId, inputFor(3));
    expect(raised).toMatchObject({ ok: true, event: { capacity: 3, attendeeCount: 3 } });
    expect((await line(eventId)).map((r) => r.status)).toEqual(["going", "going", "going", "waitlisted", "waitlisted"]);
    expect((await promotionMails()).map((m) => m.userId)).toEqual([ids[1], ids[2]]);

    await updateEvent(eventId, inputFor(null));
    expect(await tally(eventId)).toEqual({ attendeeCount: 5, going: 5, waitlisted: 0 });
    expect((await promotionMails()).map((m) => m.userId)).toEqual(ids.slice(1));
  });

  it("the admin form answers a capacity below the going count with a 400 and the message on Capacity, keeping the input", async () => {
    const eventId = await fixture({ capacity: 2 });
    const ids = await members(2);
    for (const id of ids) await rsvp(eventId, id);
    const cookie = await signedInCookie(await createAdmin());
    const form = {
      title: "Derby day",
      date: "2030-05-01T18:00",
      location: "Riverside Stadium",
      type: "match",
      capacity: "1",
      membersOnly: "on",
    };
    const response = await settle(editEventAction(args(post(`/admin/events/${eventId}/edit`, form, cookie), { eventId: String(eventId) })));
    expect(response.status).toBe(400);
    const { result } = await response.json();
    expect(result.error).toEqual({
      capacity: ["Capacity can't be lower than the 2 members already going. Enter 2 or more, or leave it empty for unlimited."],
    });
    expect(result.initialValue).toMatchObject({ title: "Derby day", capacity: "1", membersOnly: "on" });
    const [stored] = await test.db.select({ title: events.title }).from(events).where(eq(events.id, eventId));
    expect(stored.title).toBe("Riverside FC vs Rivals FC");
  });

  it("the API takes capacity and membersOnly, and answers a capacity below the going count with a 409 on capacity", async () => {
    const eventId = await fixture({ capacity: 2 });
    const ids = await members(2);
    for (const id of ids) await rsvp(eventId, id);
    const cookie = await signedInCookie(await createAdmin());
    const body = { title: "Derby", date: "2030-05-01T18:00:00Z", location: "Riverside Stadium", type: "match" };
    const put = (data: unknown) =>
      settle(apiEventAction(args(sendJson(`/api/events/${eventId}`, data, { cookie, method: "PUT" }), { id: String(eventId) })));
    const low = await put({ ...body, capacity: 1 });
    expect(low.status).toBe(409);
    expect((await low.json()).errors).toEqual({ capacity: [expect.stringContaining("already going")] });
    const bad = await put({ ...body, capacity: 0 });
    expect(bad.status).toBe(400);
    const ok = await put({ ...body, capacity: 5, membersOnly: true });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ capacity: 5, membersOnly: true, attendeeCount: 2 });
    // A client that predates capacity sends neither field: the event keeps both (it must not be
    // made unlimited, which would empty its waitlist); null clears the capacity on purpose.
    const older = await put(body);
    expect(older.status).toBe(200);
    expect(await older.json()).toMatchObject({ capacity: 5, membersOnly: true });
    const cleared = await put({ ...body, capacity: null, membersOnly: false });
    expect(await cleared.json()).toMatchObject({ capacity: null, membersOnly: false });
  });
});

describe("members-only events", () => {
  it("only active and lifetime members may RSVP; the API answers 403 with the reason", async () => {
    const eventId = await fixture({ membersOnly: true, capacity: 10 });
    const [inactive] = await members(1, "inactive", { membershipStatus: "inactive" });
    const [expired] = await members(1, "expired", { membershipStatus: "expired" });
    const [active] = await members(1, "active", { membershipStatus: "active" });
    const [lifetime] = await members(1, "lifetime", { membershipStatus: "lifetime" });

    await expect(rsvpToEvent(eventId, inactive)).resolves.toEqual({ ok: false, reason: "members-only" });
    await expect(rsvpToEvent(eventId, expired)).resolves.toEqual({ ok: false, reason: "members-only" });
    expect(await rsvp(eventId, active)).toMatchObject({ status: "going" });
    expect(await rsvp(eventId, lifetime)).toMatchObject({ status: "going" });
    expect(await tally(eventId)).toEqual({ attendeeCount: 2, going: 2, waitlisted: 0 });

    const cookie = await signedInCookie(inactive);
    const response = await settle(
      apiRsvpAction(args(sendJson(`/api/events/${eventId}/rsvp`, undefined, { cookie }), { id: String(eventId) })),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "This event is for members only: RSVPs are open to active and lifetime members." });
  });
});

describe("GET /api/events and /api/events/{id}", () => {
  it("add capacity, placesLeft and the caller's own status and place in line", async () => {
    const eventId = await fixture({ capacity: 1 });
    const open = await fixture({ capacity: null, title: "Open social" });
    const [a] = await members(1);
    await rsvp(eventId, a);
    const me = await createSignedInMember({ email: "me@example.org" });
    await rsvp(eventId, me.id);

    const list = await settle(apiEventsLoader(args(get("/api/events", me.cookie))));
    expect(list.headers.get("Cache-Control")).toBe("private, no-cache");
    const body = await list.json();
    expect(body.find((e: { id: number }) => e.id === eventId)).toMatchObject({
      capacity: 1,
      attendeeCount: 1,
      placesLeft: 0,
      membersOnly: false,
      myStatus: "waitlisted",
      waitlistPosition: 1,
    });
    expect(body.find((e: { id: number }) => e.id === open)).toMatchObject({
      capacity: null,
      placesLeft: null,
      myStatus: null,
      waitlistPosition: null,
    });
    expect(body[0]).not.toHaveProperty("going");

    const anonymous = await settle(apiEventLoader(args(get(`/api/events/${eventId}`), { id: String(eventId) })));
    expect(anonymous.headers.get("Cache-Control")).toBe("public, max-age=30");
    expect(await anonymous.json()).toMatchObject({ id: eventId, placesLeft: 0, myStatus: null, waitlistPosition: null });
    const own = await settle(apiEventLoader(args(get(`/api/events/${eventId}`, await signedInCookie(a)), { id: String(eventId) })));
    expect(await own.json()).toMatchObject({ myStatus: "going", waitlistPosition: null });
    const stored = await test.db
      .select()
      .from(eventAttendees)
      .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, a)));
    expect(stored).toHaveLength(1);
  });
});

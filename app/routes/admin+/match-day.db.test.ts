import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { openDatabase, type Database } from "../../../db/client";
import {
  eventAttendees,
  events,
  notifications,
  shiftTemplates,
  ticketListings,
  volunteerOpportunities,
  volunteerSignups,
} from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createEvent, createListing, createMember, createOpportunity } from "../../../test/factories";
import { args, jsonRequest, ORIGIN, post, readToast } from "../../../test/http";
import { signedInCookie } from "../../../test/rows";
import { DAY, HOUR } from "../../../test/time";
import type { Mail } from "~/notifications/kind.server";
import { runNotificationSweep } from "~/notifications/sweep.server";
import { dateToWallTime } from "~/utils/zoned-time";
import { action as newAction } from "./events.new";
import { action as editAction } from "./events.$eventId.edit";
import { action as cancelAction, loader as cancelLoader } from "./events.$eventId.cancel";
import { action as apiUpdate } from "../api+/events.$id";
import { action as rsvpApi } from "../api+/events.$id.rsvp";
import { loader as eventPage } from "../_events+/events.$eventId";
import { loader as eventIcs } from "../_events+/events.$eventId[.ics]";
import { loader as shiftIcs } from "../_volunteer+/volunteer_.$opportunityId[.ics]";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

const ZONE = "America/Los_Angeles";
const MINUTE = 60_000;
/** A kickoff 20 days ahead at 19:30 in the group's zone, whole minutes (as the form posts it). */
const KICKOFF = new Date(Math.floor((Date.now() + 20 * DAY) / HOUR) * HOUR);
const wall = (date: Date) => dateToWallTime(date, ZONE);

const matchFields = (values: Record<string, string> = {}) => ({
  title: "Roadies FC vs Harbour",
  date: wall(KICKOFF),
  location: "Home Park",
  type: "match",
  isHomeMatch: "true",
  ...values,
});

const get = (path: string, cookie: string) => new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } });

const eventRow = async (id: number) => (await test.db.select().from(events).where(eq(events.id, id)))[0];

const shiftsOf = (eventId: number) =>
  test.db
    .select({
      id: volunteerOpportunities.id,
      title: volunteerOpportunities.title,
      date: volunteerOpportunities.date,
      startTime: volunteerOpportunities.startTime,
      endTime: volunteerOpportunities.endTime,
      spotsNeeded: volunteerOpportunities.spotsNeeded,
      location: volunteerOpportunities.location,
      isActive: volunteerOpportunities.isActive,
    })
    .from(volunteerOpportunities)
    .where(eq(volunteerOpportunities.eventId, eventId))
    .orderBy(asc(volunteerOpportunities.id));

const mailsOf = (kind: string) =>
  test.db
    .select({ userId: notifications.userId, subjectKey: notifications.subjectKey, payload: notifications.payload })
    .from(notifications)
    .where(eq(notifications.kind, kind))
    .orderBy(asc(notifications.id));

const homeMatchCrew = async () => (await test.db.select().from(shiftTemplates).where(eq(shiftTemplates.name, "Home match crew")))[0];

/** A match with an RSVP'd member, a volunteer on one of its shifts, a lister, and a watch party with its own RSVP. */
async function matchDay() {
  const match = await createEvent({ title: "Roadies FC vs Harbour", date: KICKOFF, type: "match", isHomeMatch: true });
  const party = await createEvent({
    title: "Watch party",
    date: new Date(KICKOFF.getTime() - HOUR),
    type: "watch-party",
    matchEventId: match,
  });
  const [fan, volunteer, lister, partygoer, bystander] = await Promise.all(
    ["fan", "volunteer", "lister", "partygoer", "bystander"].map((name) => createMember({ email: `${name}@example.com`, firstName: name })),
  );
  await test.db.insert(eventAttendees).values([
    { eventId: match, userId: fan },
    { eventId: party, userId: partygoer },
    // The volunteer also RSVP'd: still one mail.
    { eventId: match, userId: volunteer },
  ]);
  await test.db.update(events).set({ attendeeCount: 2 }).where(eq(events.id, match));
  await test.db.update(events).set({ attendeeCount: 1 }).where(eq(events.id, party));
  const start = new Date(KICKOFF.getTime() - 2 * HOUR);
  const shift = await createOpportunity({
    title: "Stewards",
    date: start,
    startTime: wall(start).slice(11) + ":00",
    endTime: wall(new Date(KICKOFF.getTime() + 2 * HOUR)).slice(11) + ":00",
    eventId: match,
    spotsNeeded: 4,
    spotsAssigned: 1,
  });
  await test.db.insert(volunteerSignups).values({ userId: volunteer, opportunityId: shift, status: "confirmed" });
  const listing = await createListing(lister, { eventId: match, matchTitle: "Roadies FC vs Harbour", matchDate: KICKOFF });
  // Someone else's shift and listing, not for this match: untouched.
  const other = await createOpportunity({ title: "Tifo", eventId: null });
  return { match, party, fan, volunteer, lister, partygoer, bystander, shift, listing, other };
}

describe("a match set up in one form", () => {
  it("creating a home match with 'Home match crew' adds its shifts timed from kickoff, linked to the match", async () => {
    const admin = await signedInCookie("admin@example.com", true);
    const crew = await homeMatchCrew();
    const created = (await newAction(
      args(post("/admin/events/new", matchFields({ shiftTemplateId: String(crew.id) }), admin)),
    )) as Response;
    expect(created.status).toBe(302);
    const [match] = await test.db.select().from(events);
    const shifts = await shiftsOf(match.id);
    expect(shifts.map((s) => [s.title, s.spotsNeeded, s.location])).toEqual([
      ["Stewards: Roadies FC vs Harbour", 4, "Home Park"],
      ["Merch table: Roadies FC vs Harbour", 2, "Home Park"],
    ]);
    expect(shifts[0].date.getTime()).toBe(KICKOFF.getTime() - 2 * HOUR);
    expect(shifts[0].startTime).toBe(wall(new Date(KICKOFF.getTime() - 2 * HOUR)).slice(11) + ":00");
    expect(shifts[0].endTime).toBe(wall(new Date(KICKOFF.getTime() + 2 * HOUR)).slice(11) + ":00");
    expect(shifts[1].date.getTime()).toBe(KICKOFF.getTime() - 90 * MINUTE);
    expect(shifts[1].endTime).toBe(wall(KICKOFF).slice(11) + ":00");
  });

  it("an away match's form creates its watch party at the venue, an hour before kickoff unless told otherwise", async () => {
    const admin = await signedInCookie("admin@example.com", true);
    const form = matchFields({
      title: "Harbour vs Roadies FC",
      isHomeMatch: "false",
      watchPartyLocation: "The Anchor",
      watchPartyStartMinutes: "-30",
    });
    expect(((await newAction(args(post("/admin/events/new", form, admin)))) as Response).status).toBe(302);
    const rows = await test.db.select().from(events).orderBy(asc(events.id));
    expect(rows.map((row) => [row.title, row.type, row.location, row.matchEventId])).toEqual([
      ["Harbour vs Roadies FC", "match", "Home Park", null],
      ["Watch party: Harbour vs Roadies FC", "watch-party", "The Anchor", rows[0].id],
    ]);
    expect(rows[1].date.getTime()).toBe(KICKOFF.getTime() - 30 * MINUTE);
  });

  it("refuses a watch party for a home match and an unknown template next to the field, keeping what was typed", async () => {
    const admin = await signedInCookie("admin@example.com", true);
    const home = (await newAction(args(post("/admin/events/new", matchFields({ watchPartyLocation: "The Anchor" }), admin)))) as Response;
    expect(home.status).toBe(400);
    const homeBody = await home.json();
    expect(homeBody.result.error.watchPartyLocation).toEqual(["A watch party goes with an away match"]);
    expect(homeBody.result.initialValue.watchPartyLocation).toBe("The Anchor");
    const unknown = (await newAction(args(post("/admin/events/new", matchFields({ shiftTemplateId: "999999" }), admin)))) as Response;
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).result.error.shiftTemplateId).toEqual(["That template does not exist: choose one from the list."]);
    expect(await test.db.select().from(events)).toEqual([]);
  });
});

describe("moving the kickoff", () => {
  it("moves the shifts, the watch party and the listings by the same amount, in one save, and queues one mail per person", async () => {
    const admin = await signedInCookie("admin@example.com", true);
    const day = await matchDay();
    const moved = new Date(KICKOFF.getTime() + 90 * MINUTE);
    const saved = (await editAction(
      args(post(`/admin/events/${day.match}/edit`, matchFields({ date: wall(moved) }), admin), { eventId: String(day.match) }),
    )) as Response;
    expect(saved.status).toBe(302);

    const match = await eventRow(day.match);
    expect(match.date.getTime()).toBe(moved.getTime());
    expect(match.revision).toBe(1);
    expect((await eventRow(day.party)).date.getTime()).toBe(KICKOFF.getTime() - HOUR + 90 * MINUTE);
    const [shift] = await shiftsOf(day.match);
    expect(shift.date.getTime()).toBe(KICKOFF.getTime() - 2 * HOUR + 90 * MINUTE);
    expect(shift.startTime).toBe(wall(new Date(moved.getTime() - 2 * HOUR)).slice(11) + ":00");
    expect(shift.endTime).toBe(wall(new Date(moved.getTime() + 2 * HOUR)).slice(11) + ":00");
    const [listing] = await test.db.select().from(ticketListings).where(eq(ticketListings.id, day.listing));
    expect(listing.matchDate.getTime()).toBe(moved.getTime());
    // The unrelated shift stayed where it was.
    const [other] = await test.db.select().from(volunteerOpportunities).where(eq(volunteerOpportunities.id, day.other));
    expect(other.startTime).toBe("16:00:00");

    const mails = await mailsOf("event-kickoff-moved");
    const byUser = new Map(mails.map((mail) => [mail.userId, (mail.payload as { roles: string[] }).roles.sort()]));
    expect(mails).toHaveLength(4);
    expect(byUser.get(day.fan)).toEqual(["attendee"]);
    expect(byUser.get(day.volunteer)).toEqual(["attendee", "volunteer"]);
    expect(byUser.get(day.lister)).toEqual(["lister"]);
    expect(byUser.get(day.partygoer)).toEqual(["attendee"]);
    expect(byUser.has(day.bystander)).toBe(false);

    // Saving again without a new time sends nothing more.
    await editAction(
      args(post(`/admin/events/${day.match}/edit`, matchFields({ date: wall(moved) }), admin), { eventId: String(day.match) }),
    );
    expect(await mailsOf("event-kickoff-moved")).toHaveLength(4);
  });

  it("gives the match's, the watch party's and the shift's .ics a higher SEQUENCE, even within the second of their last write", async () => {
    const admin = await signedInCookie("admin@example.com", true);
    const day = await matchDay();
    const sequence = async (response: Response) => Number(/SEQUENCE:(\d+)\r\n/.exec(await response.text())![1]);
    const read = async () => ({
      match: await sequence(await eventIcs(args(get(`/events/${day.match}.ics`, ""), { eventId: String(day.match) }))),
      party: await sequence(await eventIcs(args(get(`/events/${day.party}.ics`, ""), { eventId: String(day.party) }))),
      shift: await sequence(await shiftIcs(args(get(`/volunteer/${day.shift}.ics`, ""), { opportunityId: String(day.shift) }))),
    });
    // The clock stands still: the move is written at the very instant of the last write.
    const instant = (
      await test.db
        .select({ at: volunteerOpportunities.updatedAt })
        .from(volunteerOpportunities)
        .where(eq(volunteerOpportunities.id, day.shift))
    )[0].at;
    vi.useFakeTimers({ toFake: ["Date"], now: instant });
    try {
      await test.db
        .update(events)
        .set({ updatedAt: instant })
        .where(inArray(events.id, [day.match, day.party]));
      const before = await read();
      const saved = (await editAction(
        args(post(`/admin/events/${day.match}/edit`, matchFields({ date: wall(new Date(KICKOFF.getTime() + 90 * MINUTE)) }), admin), {
          eventId: String(day.match),
        }),
      )) as Response;
      expect(saved.status).toBe(302);
      expect((await shiftsOf(day.match))[0].date.getTime()).toBe(KICKOFF.getTime() - 2 * HOUR + 90 * MINUTE);
      expect((await eventRow(day.match)).updatedAt.getTime()).toBe(instant.getTime());
      const after = await read();
      expect(after.match).toBeGreaterThan(before.match);
      expect(after.party).toBeGreaterThan(before.party);
      expect(after.shift).toBeGreaterThan(before.shift);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a PUT to the API with a new date moves the same things", async () => {
    const admin = await signedInCookie("admin@example.com", true);
    const day = await matchDay();
    const moved = new Date(KICKOFF.getTime() - 30 * MINUTE);
    const response = (await apiUpdate(
      args(
        jsonRequest(`/api/events/${day.match}`, {
          method: "PUT",
          cookie: admin,
          body: JSON.stringify({
            title: "Roadies FC vs Harbour",
            date: moved.toISOString(),
            location: "Home Park",
            type: "match",
            isHomeMatch: true,
          }),
        }),
        { id: String(day.match) },
      ),
    )) as Response;
    expect(response.status).toBe(200);
    expect((await shiftsOf(day.match))[0].date.getTime()).toBe(KICKOFF.getTime() - 2 * HOUR - 30 * MINUTE);
    expect(await mailsOf("event-kickoff-moved")).toHaveLength(4);
  });

  it("is atomic: a failure half-way (the shift update) leaves the event, watch party, shifts, listings and outbox as they were", async () => {
    const admin = await signedInCookie("admin@example.com", true);
    const day = await matchDay();
    await test.db.execute(sql`
      create function refuse_shift_move() returns trigger language plpgsql as $$
      begin raise exception 'shift update refused for the test'; end $$`);
    await test.db.execute(
      sql`create trigger refuse_shift_move before update on volunteer_opportunities for each row execute function refuse_shift_move()`,
    );
    try {
      const moved = new Date(KICKOFF.getTime() + 90 * MINUTE);
      const saved = (await editAction(
        args(post(`/admin/events/${day.match}/edit`, matchFields({ date: wall(moved) }), admin), { eventId: String(day.match) }),
      )) as Response;
      expect(saved.status).toBe(500);
    } finally {
      await test.db.execute(sql`drop trigger refuse_shift_move on volunteer_opportunities`);
      await test.db.execute(sql`drop function refuse_shift_move()`);
    }
    const match = await eventRow(day.match);
    expect(match.date.getTime()).toBe(KICKOFF.getTime());
    expect(match.revision).toBe(0);
    expect((await eventRow(day.party)).date.getTime()).toBe(KICKOFF.getTime() - HOUR);
    expect((await shiftsOf(day.match))[0].date.getTime()).toBe(KICKOFF.getTime() - 2 * HOUR);
    const [listing] = await test.db.select().from(ticketListings).where(eq(ticketListings.id, day.listing));
    expect(listing.matchDate.getTime()).toBe(KICKOFF.getTime());
    expect(await mailsOf("event-kickoff-moved")).toEqual([]);
  });

  it("each affected member gets exactly one 'Kickoff moved' mail with the old and new time, even with two instances sweeping", async (context) => {
    const admin = await signedInCookie("admin@example.com", true);
    const day = await matchDay();
    const moved = new Date(KICKOFF.getTime() + 90 * MINUTE);
    await editAction(
      args(post(`/admin/events/${day.match}/edit`, matchFields({ date: wall(moved) }), admin), { eventId: String(day.match) }),
    );

    const mails: Mail[] = [];
    const send = async (mail: Mail) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      mails.push(mail);
    };
    const second =
      test.handle.kind === "postgres" ? await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL!, max: 4 }) : null;
    try {
      const sweeps = (db: Database) => Promise.all([1, 2].map(() => runNotificationSweep({ db, send, batchSize: 1 })));
      await Promise.all([sweeps(test.db), ...(second ? [sweeps(second.db)] : [])]);
    } finally {
      await second?.close();
    }
    if (!second) context.annotate?.("two pools need PostgreSQL; on PGlite two sweeps share one process");
    const moves = mails.filter((mail) => mail.subject === "Kickoff moved: Roadies FC vs Harbour");
    expect(moves.map((mail) => mail.to).sort()).toEqual(
      ["fan@example.com", "lister@example.com", "partygoer@example.com", "volunteer@example.com"].sort(),
    );
    const volunteerMail = moves.find((mail) => mail.to === "volunteer@example.com")!;
    expect(volunteerMail.text).toContain("Was: ");
    expect(volunteerMail.text).toContain("Now: ");
    expect(volunteerMail.text).toContain("Your shifts moved with it:");
    expect(volunteerMail.text).toContain("- Stewards:");
  });
});

describe("cancelling an event", () => {
  it("closes RSVP, calls off the watch party, cancels the shifts, closes the listings and mails each member once", async () => {
    const admin = await signedInCookie("admin@example.com", true);
    const day = await matchDay();
    const page = await (await cancelLoader(args(get(`/admin/events/${day.match}/cancel`, admin), { eventId: String(day.match) }))).json();
    expect(page.reach).toEqual({ attendees: 3, shifts: 1, listings: 1, watchParties: 1 });

    const response = (await cancelAction(
      args(post(`/admin/events/${day.match}/cancel`, {}, admin), { eventId: String(day.match) }),
    )) as Response;
    expect(response.status).toBe(302);
    expect((await readToast(response))?.title).toBe("Event cancelled");

    expect((await eventRow(day.match)).cancelledAt).not.toBeNull();
    expect((await eventRow(day.party)).cancelledAt).not.toBeNull();
    expect((await shiftsOf(day.match)).map((s) => s.isActive)).toEqual([false]);
    const [listing] = await test.db.select().from(ticketListings).where(eq(ticketListings.id, day.listing));
    expect([listing.isActive, listing.closedReason]).toEqual([false, "event-cancelled"]);
    // RSVP rows are kept as the record of who meant to come.
    expect(await test.db.select().from(eventAttendees).where(eq(eventAttendees.eventId, day.match))).toHaveLength(2);

    const cancelled = await mailsOf("event-cancelled");
    expect(cancelled.map((mail) => mail.userId).sort()).toEqual([day.fan, day.volunteer, day.partygoer, day.lister].sort());
    const shiftMails = await test.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.kind, "shift-cancelled")));
    expect(shiftMails.map((mail) => mail.userId)).toEqual([day.volunteer]);

    // The page stays, says so and counts down to nothing; the .ics tells calendars to drop it.
    const pageData = await (await eventPage(args(get(`/events/${day.match}`, ""), { eventId: String(day.match) }))).json();
    expect(pageData.event.cancelledAt).not.toBeNull();
    expect(pageData.countdown).toBeNull();
    expect(pageData.share.description).toMatch(/^Cancelled · /);
    const ics = await (await eventIcs(args(get(`/events/${day.match}.ics`, ""), { eventId: String(day.match) }))).text();
    expect(ics).toContain("STATUS:CANCELLED");

    // A second cancel changes nothing and mails nobody again.
    const again = (await cancelAction(
      args(post(`/admin/events/${day.match}/cancel`, {}, admin), { eventId: String(day.match) }),
    )) as Response;
    expect((await readToast(again))?.title).toBe("Already cancelled");
    expect(await mailsOf("event-cancelled")).toHaveLength(4);
  });

  it("refuses RSVPs to a cancelled event (409 from the API)", async () => {
    const day = await matchDay();
    const admin = await signedInCookie("admin@example.com", true);
    await cancelAction(args(post(`/admin/events/${day.match}/cancel`, {}, admin), { eventId: String(day.match) }));
    const member = await signedInCookie("late@example.com");
    const response = (await rsvpApi(
      args(jsonRequest(`/api/events/${day.match}/rsvp`, { method: "POST", cookie: member }), { id: String(day.match) }),
    )) as Response;
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe("This event has been cancelled, so RSVPs are closed.");
    expect(await test.db.select().from(eventAttendees).where(eq(eventAttendees.eventId, day.match))).toHaveLength(2);
  });

  it("admins only: a member's cancel is turned away and changes nothing", async () => {
    const day = await matchDay();
    const member = await signedInCookie("member@example.com");
    const asMember = await cancelAction(args(post(`/admin/events/${day.match}/cancel`, {}, member), { eventId: String(day.match) })).catch(
      (error: unknown) => error as Response,
    );
    expect((asMember as Response).status).toBe(302);
    expect((asMember as Response).headers.get("Location")).not.toContain("/admin/events");
    expect((await eventRow(day.match)).cancelledAt).toBeNull();
  });
});

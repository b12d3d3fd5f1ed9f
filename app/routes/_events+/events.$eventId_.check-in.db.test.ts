import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { eventCheckins, volunteerSignups } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createAdmin, createDoorEvent, createMember, createOpportunity, createSignedInMember } from "../../../test/factories";
import { args, get, ORIGIN, post, settle } from "../../../test/http";
import { signedInCookie } from "../../../test/session";
import { DAY } from "../../../test/time";
import { doorClock } from "~/models/check-in";
import { memberIdOf } from "~/models/membership";
import { branding } from "~/utils/branding.server";
import CheckInPage, { action, loader } from "./events.$eventId_.check-in";
import { loader as eventPageLoader } from "./events.$eventId";
import { loader as shiftsLoader } from "../_me+/volunteer-shifts";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

const active = { membershipStatus: "active", membershipType: "annual", membershipExpiry: new Date(Date.now() + 30 * DAY) };

async function volunteerOf(eventId: number, email: string) {
  const volunteer = await createSignedInMember({ email });
  const opportunityId = await createOpportunity({ eventId });
  await test.db.insert(volunteerSignups).values({ opportunityId, userId: volunteer.id, status: "confirmed" });
  return volunteer;
}

const path = (eventId: number, q?: string) => `/events/${eventId}/check-in${q ? `?${new URLSearchParams({ q })}` : ""}`;
const load = (eventId: number | string, cookie?: string, q?: string) =>
  settle(() => loader(args(get(path(Number(eventId), q).replace(/\d+|NaN/, String(eventId)), cookie), { eventId: String(eventId) })));
const send = (eventId: number, fields: Record<string, string>, cookie?: string) =>
  settle(() => action(args(post(path(eventId), { intent: "check-in", ...fields }, cookie), { eventId: String(eventId) })));

/** The page as a browser without JavaScript gets it: a GET, or a POST answered by the action and the loader, rendered to HTML. */
async function pageHtml(request: Request) {
  const handler = createStaticHandler([
    {
      id: "root",
      path: "/",
      children: [
        {
          id: "routes/_events+/events.$eventId_.check-in",
          path: "events/:eventId/check-in",
          loader: ({ request, params }) => loader(args(request, params as Record<string, string>)),
          action: ({ request, params }) => action(args(request, params as Record<string, string>)),
          Component: CheckInPage,
        },
      ],
    },
  ]);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`unexpected ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return { status: context.statusCode, html: renderToString(createElement(StaticRouterProvider, { router, context })) };
}

describe("/events/{id}/check-in", () => {
  it("anonymous: sign in and back; a member or a volunteer of another event: 403 on the page and its action; an unknown event: 404", async () => {
    const event = await createDoorEvent();
    const other = await createDoorEvent({ title: "Away day" });
    const member = await createSignedInMember({ email: "m@example.com", ...active });
    const otherVolunteer = await volunteerOf(other, "other@example.com");
    const target = await createMember({ email: "t@example.com", ...active });

    const anonymous = await load(event);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe(`/api/login?${new URLSearchParams({ returnTo: path(event) })}`);
    expect((await send(event, { userId: target })).status).toBe(302);

    for (const cookie of [member.cookie, otherVolunteer.cookie]) {
      const page = await load(event, cookie);
      expect(page.status).toBe(403);
      expect((await page.json()).message).toBe("Only admins and this event's volunteers can check people in at its door.");
      expect((await send(event, { userId: target }, cookie)).status).toBe(403);
    }
    expect(await test.db.select().from(eventCheckins)).toHaveLength(0);
    // The volunteer of the other event works that event's door.
    expect((await load(other, otherVolunteer.cookie)).status).toBe(200);

    const admin = await signedInCookie(await createAdmin());
    expect((await load(999_999, admin)).status).toBe(404);
    expect((await load("abc", admin)).status).toBe(404);
  });

  it("a volunteer of this event and an admin work the door: search, count, check in", async () => {
    const event = await createDoorEvent({ title: "Home opener", capacity: 100 });
    const volunteer = await volunteerOf(event, "vol@example.com");
    const admin = await signedInCookie(await createAdmin());
    const pat = await createMember({ email: "pat@example.com", firstName: "Pat", lastName: "Lee", ...active });
    for (const cookie of [volunteer.cookie, admin]) {
      const page = await load(event, cookie, "pat");
      expect(page.status).toBe(200);
      expect(page.headers.get("Cache-Control")).toBe("no-store");
      const data = await page.json();
      expect(data.event).toMatchObject({ title: "Home opener", checkedIn: 0, going: 0, capacity: 100 });
      expect(data.results).toEqual([
        expect.objectContaining({ userId: pat, name: "Pat Lee", memberId: memberIdOf(pat), initials: "PL", checkedInAt: null }),
      ]);
    }
    const byMemberId = await (await load(event, admin, memberIdOf(pat))).json();
    expect(byMemberId.results.map((row: { userId: string }) => row.userId)).toEqual([pat]);

    const answer = await send(event, { userId: pat }, volunteer.cookie);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      verdict: "checked-in",
      message: "Checked in",
      person: { name: "Pat Lee", memberId: memberIdOf(pat), initials: "PL" },
    });
    const [row] = await test.db.select().from(eventCheckins);
    expect(row).toMatchObject({ eventId: event, userId: pat, checkedInBy: volunteer.id, method: "search" });
    expect((await (await load(event, admin)).json()).event.checkedIn).toBe(1);
  });

  it("a search with control characters (a zero byte, a tab) reads them as spaces: 200, not a database error", async () => {
    const event = await createDoorEvent();
    const admin = await signedInCookie(await createAdmin());
    const pat = await createMember({ email: "pat@example.com", firstName: "Pat", lastName: "Lee", ...active });
    for (const [q, read] of [
      ["Pat\u0000Lee", "Pat Lee"],
      ["Pat\tLee", "Pat Lee"],
      ["\u0000Pat", "Pat"],
    ]) {
      const page = await load(event, admin, q);
      expect(page.status).toBe(200);
      const data = await page.json();
      expect(data.results.map((row: { userId: string }) => row.userId)).toEqual([pat]);
      expect(data.q).toBe(read);
    }
  });

  it("without JavaScript: the post answers the page with 'Checked in', the same post again with 'Already checked in at HH:MM'", async () => {
    const event = await createDoorEvent();
    const admin = await signedInCookie(await createAdmin());
    const pat = await createMember({ email: "pat@example.com", firstName: "Pat", lastName: "Lee", ...active });

    const search = await pageHtml(get(path(event, "Pat"), admin));
    expect(search.status).toBe(200);
    expect(search.html).toContain("Checked in 0 / RSVP&#x27;d 0 / capacity unlimited");
    expect(search.html).toContain(`name="userId" value="${pat}"`);
    expect(search.html).toMatch(/>Check in<span class="sr-only"> (<!-- -->)?Pat Lee<\/span>/);

    const first = await pageHtml(post(path(event, "Pat"), { intent: "check-in", userId: pat }, admin));
    expect(first.status).toBe(200);
    expect(first.html).toMatch(/data-testid="check-in-verdict" data-verdict="checked-in"[^>]*>.*Checked in<\/p>/s);
    expect(first.html).toContain("Checked in 1 / RSVP&#x27;d 0 / capacity unlimited");

    const again = await pageHtml(post(path(event, "Pat"), { intent: "check-in", userId: pat }, admin));
    const [row] = await test.db.select().from(eventCheckins).where(eq(eventCheckins.userId, pat));
    const time = doorClock(row.checkedInAt, branding.timeZone);
    expect(time).toMatch(/^\d{2}:\d{2}$/);
    expect(again.html).toContain('data-verdict="already-checked-in"');
    expect(again.html).toContain(`Already checked in at ${time}`);
    expect(await test.db.select().from(eventCheckins)).toHaveLength(1);
  });

  it("outside the check-in window the post answers the page with the reason and a 409, and records nothing", async () => {
    const admin = await signedInCookie(await createAdmin());
    const member = await createMember({ email: "early@example.com", ...active });
    const ahead = await createDoorEvent({ date: new Date(Date.now() + 4 * DAY) });
    const early = await pageHtml(post(path(ahead), { intent: "check-in", userId: member }, admin));
    expect(early.status).toBe(409);
    expect(early.html).toContain('data-verdict="check-in-not-open"');
    expect(early.html).toMatch(/Check-in opens at \d\d:\d\d, 3 hours before kickoff/);
    const past = await createDoorEvent({ date: new Date(Date.now() - 20 * DAY) });
    const late = await pageHtml(post(path(past), { intent: "check-in", userId: member }, admin));
    expect(late.status).toBe(409);
    expect(late.html).toContain('data-verdict="check-in-closed"');
    expect(late.html).toContain("Check-in for this event closed at the end of its day");
    expect(await test.db.select().from(eventCheckins)).toHaveLength(0);
  });

  it("a refusal shows its verdict with a 409; a post without a person or with another intent is a 400", async () => {
    const event = await createDoorEvent({ membersOnly: true });
    const admin = await signedInCookie(await createAdmin());
    const guest = await createMember({ email: "guest@example.com", firstName: "Gil" });
    const refused = await pageHtml(post(path(event), { intent: "check-in", userId: guest }, admin));
    expect(refused.status).toBe(409);
    expect(refused.html).toContain('data-verdict="members-only-event"');
    expect(refused.html).toContain("Members-only event");

    expect((await send(event, {}, admin)).status).toBe(400);
    const unknown = await settle(() =>
      action(args(post(path(event), { intent: "nope", userId: guest }, admin), { eventId: String(event) })),
    );
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toBe("Unknown action.");
    expect((await send(event, { userId: "x".repeat(65) }, admin)).status).toBe(400);
    // A body that is not a form is refused as such, never a 5xx.
    const asJson = new Request(`${ORIGIN}${path(event)}`, {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: admin, "Content-Type": "application/json" },
      body: JSON.stringify({ intent: "check-in", userId: guest }),
    });
    expect((await settle(() => action(args(asJson, { eventId: String(event) })))).status).toBe(415);
  });
});

describe("the door's links", () => {
  it("the event page offers 'Check-in at the door' to an admin and this event's volunteer, not to a member, another event's volunteer or a visitor", async () => {
    const event = await createDoorEvent();
    const other = await createDoorEvent({ title: "Away day" });
    const volunteer = await volunteerOf(event, "vol@example.com");
    const elsewhere = await volunteerOf(other, "else@example.com");
    const member = await createSignedInMember({ email: "m@example.com", ...active });
    const admin = await signedInCookie(await createAdmin());
    const canCheckIn = async (cookie?: string) => {
      const response = await settle(() => eventPageLoader(args(get(`/events/${event}`, cookie), { eventId: String(event) })));
      return (await response.json()).canCheckIn;
    };
    expect(await canCheckIn(admin)).toBe(true);
    expect(await canCheckIn(volunteer.cookie)).toBe(true);
    expect(await canCheckIn(member.cookie)).toBe(false);
    expect(await canCheckIn(elsewhere.cookie)).toBe(false);
    expect(await canCheckIn()).toBe(false);
  });

  it("My Volunteer Shifts leads a volunteer to the door of today's match-day shifts only, once per event", async () => {
    const today = await createDoorEvent({ title: "Tonight" });
    const later = await createDoorEvent({ title: "Next week" });
    const volunteer = await createSignedInMember({ email: "vol@example.com" });
    const shifts = [
      await createOpportunity({ eventId: today, title: "Door", date: new Date() }),
      await createOpportunity({ eventId: today, title: "Merch", date: new Date() }),
      await createOpportunity({ eventId: later, title: "Door", date: new Date(Date.now() + 7 * DAY) }),
      await createOpportunity({ eventId: null, title: "Flyers", date: new Date() }),
    ];
    await test.db
      .insert(volunteerSignups)
      .values(shifts.map((opportunityId) => ({ opportunityId, userId: volunteer.id, status: "confirmed" })));
    const response = await settle(() => shiftsLoader(args(get("/volunteer-shifts", volunteer.cookie))));
    const { shifts: data } = await response.json();
    expect(data.doors).toEqual([{ eventId: today, title: "Door" }]);
  });
});

import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { eventAttendees, eventCheckins, events, productPickupEvents, volunteerSignups } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import {
  createAdmin,
  createEvent,
  createListing,
  createMember,
  createOpportunity,
  createOrder,
  createProduct,
  createSignedInMember,
} from "../../../test/factories";
import { args, get, ORIGIN, post, readToast, settle, thrown } from "../../../test/http";
import { signedInCookie } from "../../../test/session";
import { DAY, HOUR, later } from "../../../test/time";
import { listCheckIns } from "~/models/event-page.server";
import EventPage, { action, loader, meta } from "./events.$eventId";
import VolunteerPage, { action as volunteerAction, loader as volunteerLoader } from "../_volunteer+/volunteer";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

const load = async (id: number | string, cookie?: string) => {
  const response = await settle(() => loader(args(get(`/events/${id}`, cookie), { eventId: String(id) })));
  return { status: response.status, data: response.ok ? await response.json() : null };
};

/** The page as a browser gets it: loader and component in a data router, rendered to HTML. */
async function pageHtml(id: number, cookie?: string) {
  const handler = createStaticHandler([
    {
      id: "root",
      path: "/",
      children: [
        {
          id: "routes/_events+/events.$eventId",
          path: "events/:eventId",
          loader: ({ request, params }) => loader(args(request, params as Record<string, string>)),
          Component: EventPage,
        },
      ],
    },
  ]);
  const context = await handler.query(get(`/events/${id}`, cookie));
  if (context instanceof Response) throw new Error(`unexpected ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context }));
}

describe("/events/{id}", () => {
  it("an unknown, deleted or non-numeric id is a 404", async () => {
    expect((await load(999_999)).status).toBe(404);
    expect((await load("abc")).status).toBe(404);
    expect((await load("1.ics")).status).toBe(404);
    const deleted = await createEvent();
    await test.db.delete(events).where(eq(events.id, deleted));
    expect((await load(deleted)).status).toBe(404);
    const response = await thrown(loader(args(get("/events/999999"), { eventId: "999999" })));
    expect(await response?.json()).toEqual({ message: "This event does not exist." });
  });

  it("an event without shifts, listings, merch or related events shows none of those sections", async () => {
    const id = await createEvent({ title: "Quiet social", type: "community" });
    const { status, data } = await load(id);
    expect(status).toBe(200);
    expect(data).toMatchObject({ shifts: [], listings: [], pickupProducts: [], pickupOrders: [], related: [], upcoming: true });
    const html = await pageHtml(id);
    expect(html).toContain("Quiet social");
    expect(html).toContain('name="intent" value="rsvp"');
    expect(html).toContain(`href="/events/${id}.ics"`);
    expect(html).toContain("https://www.google.com/maps/search/?api=1&amp;query=Home%20Park");
    for (const heading of ["Volunteer shifts", "Tickets on the exchange", "Merch to collect here", "Related events"]) {
      expect(html).not.toContain(heading);
    }
  });

  it("each section shows its own rows only: this event's active upcoming shifts, open listings, pickup merch, the member's pickup orders, the linked events", async () => {
    const member = await createSignedInMember({ email: "member@example.com" });
    const other = await createMember({ email: "other@example.com" });
    const id = await createEvent({ title: "Roadies FC vs Lakeshore", isHomeMatch: true });
    const elsewhere = await createEvent({ title: "Another match" });
    const party = await createEvent({ title: "Away watch party", type: "watch-party", matchEventId: id });

    const shift = await createOpportunity({ title: "Gate stewards", eventId: id });
    await createOpportunity({ title: "Cancelled crew", eventId: id, isActive: false });
    await createOpportunity({ title: "Other crew", eventId: elsewhere });
    await createOpportunity({ title: "Unlinked crew" });
    const open = await createListing(other, { eventId: id, section: "112" });
    await createListing(other, { eventId: id, section: "113", isActive: false });
    await createListing(other, { eventId: elsewhere, section: "114" });
    await createProduct({ name: "Matchday scarf", fulfillmentType: "event-pickup" });
    await createProduct({ name: "Printed tee", fulfillmentType: "print-on-demand" });
    await createProduct({ name: "Retired scarf", fulfillmentType: "event-pickup", isActive: false });
    const order = await createOrder({ userId: member.id, pickupEventId: id, status: "processing" });
    await createOrder({ userId: other, pickupEventId: id });
    await createOrder({ userId: member.id, pickupEventId: elsewhere });

    const { data } = await load(id, member.cookie);
    expect(data.shifts.map((s: { id: number }) => s.id)).toEqual([shift]);
    expect(data.listings.map((l: { id: number }) => l.id)).toEqual([open]);
    expect(data.pickupProducts.map((p: { name: string }) => p.name)).toEqual(["Matchday scarf"]);
    expect(data.pickupOrders.map((o: { id: string }) => o.id)).toEqual([order]);
    expect(data.related.map((e: { id: number }) => e.id)).toEqual([party]);

    // Read the other way: the watch party's page names its match.
    expect((await load(party)).data.related.map((e: { id: number }) => e.id)).toEqual([id]);
    // Anonymous: no orders at all.
    expect((await load(id)).data.pickupOrders).toEqual([]);

    const html = await pageHtml(id, member.cookie);
    for (const text of ["Volunteer shifts", "Gate stewards", "Tickets on the exchange", `href="/tickets/${open}"`, "Matchday scarf"]) {
      expect(html).toContain(text);
    }
    expect(html).toContain("Related events");
    expect(html).not.toContain("Other crew");
    expect(html).not.toContain("Printed tee");
    // The shift's sign-up posts to /volunteer's action and comes back here.
    expect(html).toContain('action="/volunteer"');
    expect(html).toContain(`name="returnTo" value="/events/${id}"`);
  });

  it("no poster's email or name reaches the page, whatever their privacy settings", async () => {
    const viewer = await createSignedInMember({ email: "viewer@example.com" });
    const poster = await createMember({
      email: "private.poster@example.com",
      firstName: "Priya",
      lastName: "Secret",
      privacySettings: { profileVisibility: false, showEmail: false, allowMemberContact: true } as never,
    });
    const id = await createEvent();
    await createListing(poster, { eventId: id });
    const { data } = await load(id, viewer.cookie);
    expect(data.listings).toHaveLength(1);
    const html = await pageHtml(id, viewer.cookie);
    expect(JSON.stringify(data)).not.toContain("private.poster@example.com");
    expect(html).not.toContain("private.poster@example.com");
    expect(html).not.toContain("Secret");
    expect(html).not.toContain(poster);
  });

  it("a past event keeps its page with attendance, and has no RSVP form and no shifts or listings", async () => {
    const id = await createEvent({ title: "Last season's final", date: new Date(Date.now() - DAY), attendeeCount: 42 });
    await createOpportunity({ title: "Old crew", eventId: id, date: new Date(Date.now() - DAY) });
    const { status, data } = await load(id);
    expect(status).toBe(200);
    expect(data.upcoming).toBe(false);
    const html = await pageHtml(id);
    expect(html).toContain("42 attendees");
    expect(html).toContain("Past event");
    expect(html).not.toContain('name="intent"');
    expect(html).not.toContain("Old crew");
  });

  it("today's event shows the countdown to kickoff", async () => {
    // Early morning in the group's zone would push a +2 h event over midnight: stay inside the day.
    const id = await createEvent({ date: later(2 * HOUR + 30 * 60 * 1000) });
    const { data } = await load(id);
    if (data.countdown !== null) expect(data.countdown).toMatch(/^(Kickoff in 2 h 30 min|Tomorrow, .*)$/);
  });

  it("share tags: title, description with date and place, canonical and og:url on the app's origin, absolute og:image", async () => {
    const id = await createEvent({ title: "Derby day", location: "Home Park", imageUrl: "/images/derby.jpg" });
    const { data } = await load(id);
    const tags = meta({ data, matches: [], location: {}, params: {} } as unknown as Parameters<typeof meta>[0]);
    const find = (key: string, value: string) =>
      tags.find((tag) => (tag as Record<string, string>)[key] === value) as Record<string, string> | undefined;
    expect(find("property", "og:title")?.content).toBe("Derby day");
    expect(find("property", "og:description")?.content).toContain("Home Park");
    expect(find("property", "og:url")?.content).toBe(`${ORIGIN}/events/${id}`);
    expect(find("property", "og:image")?.content).toBe(`${ORIGIN}/images/derby.jpg`);
    expect(find("property", "og:type")?.content).toBe("website");
    expect(find("rel", "canonical")?.href).toBe(`${ORIGIN}/events/${id}`);
    expect(find("name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find("name", "twitter:title")?.content).toBe("Derby day");
    expect(tags[0]).toMatchObject({ title: expect.stringContaining("Derby day") });
  });
});

describe("/events/{id} attendance at the door", () => {
  /** A past event with three going RSVPs, two of whom were checked in (Bo last). */
  async function checkedPastEvent() {
    const date = new Date(Date.now() - 3 * HOUR);
    const id = await createEvent({ title: "Cup night", date, attendeeCount: 3 });
    const ada = await createMember({ email: "ada@example.com", firstName: "Ada", lastName: "Door" });
    const bo = await createMember({ email: "bo@example.com", firstName: "Bo", lastName: "Gate" });
    const cy = await createMember({ email: "cy@example.com", firstName: "Cy", lastName: "Absent" });
    await test.db.insert(eventAttendees).values([ada, bo, cy].map((userId) => ({ eventId: id, userId, status: "going" })));
    await test.db.insert(eventCheckins).values([
      { eventId: id, userId: ada, method: "scan", checkedInAt: new Date(date.getTime() - 30 * 60 * 1000) },
      { eventId: id, userId: bo, method: "search", checkedInAt: new Date(date.getTime() - 10 * 60 * 1000) },
    ]);
    return { id, ada, bo };
  }

  it("a past event checked at the door shows 'N going' and 'N attended'", async () => {
    const { id } = await checkedPastEvent();
    const { data } = await load(id);
    expect(data.attendedCount).toBe(2);
    const html = await pageHtml(id);
    expect(html).toMatch(/data-testid="attendee-count">3 going</);
    expect(html).toMatch(/data-testid="checked-in-count">2 attended</);
    expect(html).not.toContain("3 attendees");
  });

  it("who came is for admins only: names, Member IDs and times, latest first, with the total; a member's and a visitor's answer carry none", async () => {
    const { id, ada, bo } = await checkedPastEvent();
    const member = await createSignedInMember({ email: "member@example.com" });
    for (const cookie of [undefined, member.cookie]) {
      const { data } = await load(id, cookie);
      expect(data.whoCame).toBeNull();
      expect(data.attendedCount).toBe(2);
      const text = JSON.stringify(data);
      for (const leak of ["Ada", "Door", "Gate", ada.slice(-8).toUpperCase(), bo.slice(-8).toUpperCase()]) expect(text).not.toContain(leak);
      expect(await pageHtml(id, cookie)).not.toContain("Who came");
    }

    const cookie = await signedInCookie(await createAdmin());
    const { data } = await load(id, cookie);
    expect(data.attendedCount).toBe(2);
    expect(data.whoCame.total).toBe(2);
    expect(data.whoCame.people.map((p: { name: string; memberId: string }) => [p.name, p.memberId])).toEqual([
      ["Bo Gate", `#${bo.slice(-8).toUpperCase()}`],
      ["Ada Door", `#${ada.slice(-8).toUpperCase()}`],
    ]);
    // The group's clock (America/Los_Angeles in tests), with its zone's name.
    expect(data.whoCame.people[0].time).toMatch(/^\d{1,2}:\d{2} [AP]M (PST|PDT)$|, \d{4} · /);
    const html = await pageHtml(id, cookie);
    expect(html).toContain("Who came");
    expect(html).toContain("2 checked in");
    expect(html.indexOf("Bo Gate")).toBeLessThan(html.indexOf("Ada Door"));
  });

  it("an event nobody was checked in at keeps its wording and shows the admin no list", async () => {
    const id = await createEvent({ date: new Date(Date.now() - DAY), attendeeCount: 1 });
    const cookie = await signedInCookie(await createAdmin());
    const { data } = await load(id, cookie);
    expect(data).toMatchObject({ attendedCount: 0, whoCame: null });
    const html = await pageHtml(id, cookie);
    expect(html).toContain("1 attendee");
    expect(html).not.toContain("checked-in-count");
    expect(html).not.toContain("Who came");
  });

  it("the list stops at its cap and still gives the total", async () => {
    const { id } = await checkedPastEvent();
    const capped = await listCheckIns(id, 1);
    expect(capped.total).toBe(2);
    expect(capped.people.map((p) => p.name)).toEqual(["Bo Gate"]);
    expect(await listCheckIns(await createEvent(), 5)).toEqual({ total: 0, people: [] });
  });
});

describe("/events/{id} RSVP states", () => {
  it("the page shows the same places and waitlist states as the cards: places left, full, the member's own place in line", async () => {
    const going = await createMember({ email: "going@example.com" });
    const waiting = await createSignedInMember({ email: "waiting@example.com" });
    const full = await createEvent({ title: "Sold-out social", type: "community", capacity: 1, attendeeCount: 1 });
    await test.db.insert(eventAttendees).values([
      { eventId: full, userId: going, status: "going" },
      { eventId: full, userId: waiting.id, status: "waitlisted" },
    ]);
    const { data } = await load(full, waiting.cookie);
    expect(data.event).toMatchObject({ going: false, myStatus: "waitlisted", waitlistPosition: 1, capacity: 1 });
    expect(await pageHtml(full, waiting.cookie)).toContain("You&#x27;re on the waitlist (#1)");
    expect(await pageHtml(full)).toContain("Full — join the waitlist");

    const roomy = await createEvent({ title: "Roomy social", type: "community", capacity: 10 });
    expect(await pageHtml(roomy)).toContain("10 places left");
  });
});

describe("/events/{id} merch to collect here", () => {
  const names = (data: { pickupProducts: { name: string }[] }) => data.pickupProducts.map((product) => product.name).sort();

  it("shows only the products an admin made collectable at that event or at every home match", async () => {
    const homeMatch = await createEvent({ title: "Roadies FC vs Lakeshore", type: "match", isHomeMatch: true });
    const awayMatch = await createEvent({ title: "Harbour vs Roadies FC", type: "match", isHomeMatch: false });
    const cleanUp = await createEvent({ title: "Clean-up day", type: "community" });
    const party = await createEvent({ title: "Season party", type: "community" });
    await createProduct({ name: "Matchday scarf", fulfillmentType: "event-pickup", pickupAt: "home-matches" });
    const badge = await createProduct({ name: "Party badge", fulfillmentType: "event-pickup", pickupAt: "chosen-events" });
    await test.db.insert(productPickupEvents).values({ productId: badge, eventId: party });
    await createProduct({ name: "Printed tee", fulfillmentType: "print-on-demand" });

    expect(names((await load(cleanUp)).data)).toEqual([]);
    expect(await pageHtml(cleanUp)).not.toContain("Merch to collect here");
    expect(names((await load(homeMatch)).data)).toEqual(["Matchday scarf"]);
    expect(names((await load(awayMatch)).data)).toEqual([]);
    expect(names((await load(party)).data)).toEqual(["Party badge"]);
    expect(await pageHtml(party)).toContain("Party badge");
  });
});

describe("/events/{id} members-only", () => {
  const rsvpButton = 'name="intent" value="rsvp"';

  it("a visitor and a signed-in non-member see the members-only notice and the join link in place of the RSVP button; a member gets the button", async () => {
    const outsider = await createSignedInMember({ email: "outsider@example.com" });
    const member = await createSignedInMember({ email: "paid-up@example.com", membershipStatus: "active" });
    const id = await createEvent({ title: "Members' night", type: "community", membersOnly: true });

    for (const cookie of [undefined, outsider.cookie]) {
      const html = await pageHtml(id, cookie);
      expect(html).toContain("Members only: RSVPs are open to active and lifetime members.");
      expect(html).toContain('href="/join"');
      expect(html).toContain("Become a member");
      expect(html).not.toContain(rsvpButton);
    }
    const memberHtml = await pageHtml(id, member.cookie);
    expect(memberHtml).toContain(rsvpButton);
    expect(memberHtml).not.toContain("Become a member");
    expect((await load(id)).data.viewerIsMember).toBe(false);
    expect((await load(id, outsider.cookie)).data.viewerIsMember).toBe(false);
    expect((await load(id, member.cookie)).data.viewerIsMember).toBe(true);

    // An open event keeps the button for everyone.
    const open = await createEvent({ title: "Open social", type: "community" });
    expect(await pageHtml(open)).toContain(rsvpButton);
    expect(await pageHtml(open, outsider.cookie)).toContain(rsvpButton);
  });
});

describe("/events/{id} posts", () => {
  it("an RSVP on the page lands back on the page, with the same refusals as /events", async () => {
    const member = await createSignedInMember({ email: "rsvp@example.com" });
    const id = await createEvent();
    const ok = await settle(() =>
      action(args(post(`/events/${id}`, { intent: "rsvp", eventId: String(id) }, member.cookie), { eventId: String(id) })),
    );
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe(`/events/${id}`);
    expect(await readToast(ok)).toMatchObject({ type: "success", description: "RSVP confirmed!" });
    expect((await load(id, member.cookie)).data.event).toMatchObject({ going: true, attendeeCount: 1 });

    const past = await createEvent({ date: new Date(Date.now() - HOUR) });
    const refused = await settle(() =>
      action(args(post(`/events/${past}`, { intent: "rsvp", eventId: String(past) }, member.cookie), { eventId: String(past) })),
    );
    expect(refused.headers.get("Location")).toBe(`/events/${past}`);
    expect(await readToast(refused)).toMatchObject({
      type: "error",
      description: "This event has already taken place, so RSVPs are closed.",
    });
  });

  it("a members-only event refuses a non-member's RSVP on the page with the reason (the form then links to /join)", async () => {
    const member = await createSignedInMember({ email: "not-a-member@example.com" });
    const id = await createEvent({ membersOnly: true });
    const response = await settle(() =>
      action(args(post(`/events/${id}`, { intent: "rsvp", eventId: String(id) }, member.cookie), { eventId: String(id) })),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ eventId: id, reason: "members-only" });
    expect((await load(id, member.cookie)).data.event).toMatchObject({ going: false, membersOnly: true });
  });

  it("anonymous: the RSVP goes to sign-in and back to the event's page", async () => {
    const id = await createEvent();
    const response = await settle(() =>
      action(args(post(`/events/${id}`, { intent: "rsvp", eventId: String(id) }), { eventId: String(id) })),
    );
    expect(response.status).toBe(302);
    expect(decodeURIComponent(response.headers.get("Location") ?? "")).toContain(`/events/${id}`);
  });

  it("a shift sign-up from the page goes through /volunteer's action and returns to the page; a foreign returnTo is ignored", async () => {
    const member = await createSignedInMember({ email: "crew@example.com" });
    const id = await createEvent();
    const shift = await createOpportunity({ eventId: id });
    const fields = { intent: "signup", opportunityId: String(shift), returnTo: `/events/${id}` };
    const response = await settle(() => volunteerAction(args(post("/volunteer", fields, member.cookie))));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/events/${id}`);
    expect(await readToast(response)).toMatchObject({ type: "success" });
    const [signup] = await test.db.select().from(volunteerSignups).where(eq(volunteerSignups.opportunityId, shift));
    expect(signup).toMatchObject({ userId: member.id, status: "confirmed" });
    expect((await load(id, member.cookie)).data.shifts[0]).toMatchObject({ mySignupId: signup.id, myStatus: "confirmed" });

    const other = await createOpportunity();
    const foreign = await settle(() =>
      volunteerAction(
        args(post("/volunteer", { intent: "signup", opportunityId: String(other), returnTo: "https://evil.example/" }, member.cookie)),
      ),
    );
    expect(foreign.headers.get("Location")).toBe("/volunteer");
  });
});

describe("/volunteer names the event an opportunity belongs to", () => {
  it("a linked opportunity's card links to its event's page; an unlinked one has no link", async () => {
    const id = await createEvent({ title: "Roadies FC vs Harbour" });
    await createOpportunity({ title: "Gate crew", eventId: id });
    await createOpportunity({ title: "Beach clean" });
    const handler = createStaticHandler([
      {
        id: "root",
        path: "/",
        children: [
          {
            id: "routes/_volunteer+/volunteer",
            path: "volunteer",
            loader: ({ request }) => volunteerLoader(args(request)),
            Component: VolunteerPage,
          },
        ],
      },
    ]);
    const context = await handler.query(get("/volunteer"));
    if (context instanceof Response) throw new Error(`unexpected ${context.status}`);
    const html = renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context }));
    expect(html).toContain(`href="/events/${id}"`);
    expect(html.match(/href="\/events\/\d+"/g)).toHaveLength(1);
    expect(html).toContain("Roadies FC vs Harbour");
  });
});

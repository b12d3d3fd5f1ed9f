import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { eventAttendees, eventCheckins, events } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createEvent, createMember, createMembers } from "../../../test/factories";
import { args, get, post, readToast, settle } from "../../../test/http";
import { signedInCookie } from "../../../test/session";
import { DAY, HOUR } from "../../../test/time";
import EventsPage, { action, loader } from "./events._index";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

const rsvp = (eventId: number | string, cookie: string, intent = "rsvp") =>
  settle(() => action(args(post("/events?show=48", { intent, eventId: String(eventId) }, { cookie }))));

describe("/events RSVP refusals", () => {
  it("an unknown, deleted or past event: back to the list with the reason as an error toast (no card is left to show it)", async () => {
    const cookie = await signedInCookie(await createMember());
    const unknown = await rsvp(999_999, cookie);
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get("Location")).toBe("/events?show=48");
    expect(await readToast(unknown)).toMatchObject({ type: "error", title: "Error", description: "This event does not exist." });

    const deleted = await createEvent();
    await test.db.delete(events).where(eq(events.id, deleted));
    expect(await readToast(await rsvp(deleted, cookie, "cancel-rsvp"))).toMatchObject({ description: "This event does not exist." });

    const past = await rsvp(await createEvent({ date: new Date(Date.now() - HOUR) }), cookie);
    expect(await readToast(past)).toMatchObject({
      type: "error",
      description: "This event has already taken place, so RSVPs are closed.",
    });
  });

  it("a confirmed RSVP still answers the success toast", async () => {
    const cookie = await signedInCookie(await createMember());
    const ok = await rsvp(await createEvent(), cookie);
    expect(ok.status).toBe(302);
    expect(await readToast(ok)).toMatchObject({ type: "success", description: "RSVP confirmed!" });
  });
});

/** /events as a browser gets it: loader and component in a data router, rendered to HTML. */
async function eventsHtml() {
  const handler = createStaticHandler([
    {
      id: "root",
      path: "/",
      children: [
        { id: "routes/_events+/events._index", path: "events", loader: ({ request }) => loader(args(request)), Component: EventsPage },
      ],
    },
  ]);
  const context = await handler.query(get("/events"));
  if (context instanceof Response) throw new Error(`unexpected ${context.status}`);
  return renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context }));
}

describe("/events past cards", () => {
  it("a past event checked at the door shows '3 going' and '2 attended'; one without check-ins keeps 'N attendees'", async () => {
    const checked = await createEvent({ title: "Checked night", date: new Date(Date.now() - DAY), attendeeCount: 3 });
    await createEvent({ title: "Unchecked night", date: new Date(Date.now() - 2 * DAY), attendeeCount: 4 });
    const fans = await createMembers(["a", "b", "c"].map((name) => ({ email: `${name}@example.com` })));
    await test.db.insert(eventAttendees).values(fans.map((userId) => ({ eventId: checked, userId, status: "going" })));
    await test.db.insert(eventCheckins).values(fans.slice(0, 2).map((userId) => ({ eventId: checked, userId, method: "scan" })));

    const data = await (await loader(args(get("/events")))).json();
    expect(data.past.map((event: { title: string; checkedInCount: number }) => [event.title, event.checkedInCount])).toEqual([
      ["Checked night", 2],
      ["Unchecked night", 0],
    ]);
    const html = await eventsHtml();
    expect(html).toMatch(/data-testid="attendee-count">3 going</);
    expect(html).toMatch(/data-testid="checked-in-count"[^>]*>2 attended</);
    expect(html).toMatch(/data-testid="attendee-count">4 attendees</);
    expect(html.match(/checked-in-count/g)).toHaveLength(1);
  });
});

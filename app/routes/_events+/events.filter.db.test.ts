import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { UpcomingEventsCard } from "~/components/profile/summary-cards";
import { useTestDatabase } from "../../../test/db";
import { createEvent, createListing, createMember } from "../../../test/factories";
import { args, get } from "../../../test/http";
import { DAY, later } from "../../../test/time";
import EventsPage, { loader } from "./events._index";
import TicketExchangePage, { loader as ticketsLoader } from "../_tickets+/tickets._index";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
useTestDatabase();

/** A component as a browser gets it from a data router (links need one), rendered to HTML. */
async function html(
  url: string,
  Component: () => JSX.Element,
  routeLoader?: typeof loader | typeof ticketsLoader,
  id = "routes/_events+/events._index",
) {
  const handler = createStaticHandler([
    {
      id: "root",
      path: "/",
      children: [
        {
          id,
          path: url.slice(1).split("?")[0],
          loader: routeLoader ? ({ request }) => routeLoader(args(request)) : undefined,
          Component,
        },
      ],
    },
  ]);
  const context = await handler.query(get(url));
  if (context instanceof Response) throw new Error(`unexpected ${context.status}`);
  return renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context }));
}

const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

describe("/events filters", () => {
  it("?type= filters the upcoming and the past events in the query; an unknown type is all", async () => {
    await createEvent({ title: "Match ahead", type: "match" });
    await createEvent({ title: "Party ahead", type: "watch-party", date: later(2 * DAY) });
    await createEvent({ title: "Social ahead", type: "community", date: later(3 * DAY) });
    await createEvent({ title: "Match past", type: "match", date: later(-DAY) });
    await createEvent({ title: "Party past", type: "watch-party", date: later(-2 * DAY) });

    const read = async (search: string) => (await loader(args(get(`/events${search}`)))).json();
    const matches = await read("?type=match");
    expect(titles(matches.upcoming)).toEqual(["Match ahead"]);
    expect(titles(matches.past)).toEqual(["Match past"]);
    expect(matches.type).toBe("match");
    const parties = await read("?type=watch-party");
    expect(titles(parties.upcoming)).toEqual(["Party ahead"]);
    expect(titles(parties.past)).toEqual(["Party past"]);
    expect(titles((await read("?type=community")).upcoming)).toEqual(["Social ahead"]);
    const all = await read("?type=bogus");
    expect(all.type).toBe("");
    expect(titles(all.upcoming)).toHaveLength(3);
  });

  it("the filter links are plain links with aria-current on the active one; paging keeps the type; each card's title links to its page", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) ids.push(await createEvent({ title: `Match ${i}`, type: "match", date: later((i + 1) * DAY) }));
    await createEvent({ title: "A social", type: "community", date: later(DAY / 2) });
    const page = await html("/events?type=match", EventsPage, loader);
    expect(page).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/events\?type=match"|<a[^>]*href="\/events\?type=match"[^>]*aria-current="page"/,
    );
    for (const href of ['href="/events"', 'href="/events?type=watch-party"', 'href="/events?type=community"']) expect(page).toContain(href);
    expect(page).toContain('href="/events?type=match&amp;show=48"');
    expect(page).toContain(`href="/events/${ids[0]}"`);
    expect(page).not.toContain("A social");
  });

  it("the profile's upcoming events link each event's page", async () => {
    const page = await html("/events", () =>
      createElement(UpcomingEventsCard, {
        events: [{ id: 41, title: "Derby", date: new Date().toISOString(), location: "Home Park", going: true }],
      }),
    );
    expect(page).toContain('href="/events/41"');
  });
});

describe("the ticket exchange links a listing's match to its event page", () => {
  it("a listing with an event: its title links /events/{id}; one without: plain text", async () => {
    const poster = await createMember({ email: "poster@example.com" });
    const event = await createEvent({ title: "Roadies FC vs Lakeshore" });
    await createListing(poster, { eventId: event, matchTitle: "Roadies FC vs Lakeshore" });
    await createListing(poster, { matchTitle: "Friendly, no event" });
    const page = await html("/tickets", TicketExchangePage, ticketsLoader, "routes/_tickets+/tickets._index");
    expect(page).toContain(`href="/events/${event}"`);
    expect(page.match(/href="\/events\/\d+"/g)).toHaveLength(1);
  });
});

import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { awayAllocations } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createAdmin, createEvent, createSignedInMember } from "../../../test/factories";
import { args, get, settle } from "../../../test/http";
import { applyToBallot, createAllocation, drawBallot } from "~/models/away.server";
import { branding } from "~/utils/branding.server";
import EventPage, { loader } from "./events.$eventId";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

const DAY = 24 * 3_600_000;

const load = async (id: number, cookie?: string) => {
  const response = await settle(() => loader(args(get(`/events/${id}`, cookie), { eventId: String(id) })));
  expect(response.status).toBe(200);
  return response.json();
};

/** The event page rendered to HTML from its loader, as a browser gets it. */
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

async function awayMatchWithBallot() {
  const adminId = await createAdmin({ email: `admin-${Math.random()}@example.com` });
  const eventId = await createEvent({
    title: `${branding.clubName} vs Forest Rovers`,
    type: "match",
    isHomeMatch: false,
    date: new Date(Date.now() + 10 * DAY),
  });
  const created = await createAllocation(
    {
      eventId,
      tickets: 1,
      price: "30.00",
      opensAt: new Date(Date.now() - DAY),
      closesAt: new Date(Date.now() + DAY),
      payHours: 48,
      maxPerApplication: 1,
      membersOnly: false,
    },
    adminId,
  );
  if (!created.ok) throw new Error(created.reason);
  return { eventId, ballotId: created.id };
}

describe("/events/{id} of an away match with a ballot", () => {
  it("shows the ballot's phase and the signed-in member's place, with a link to the ballot", async () => {
    const { eventId, ballotId } = await awayMatchWithBallot();
    const visitor = await load(eventId);
    expect(visitor.ballot).toEqual({ id: ballotId, phase: "Open for applications", mine: null, link: "Apply for away tickets" });

    const a = await createSignedInMember({ email: "ballot-a@example.com" });
    const b = await createSignedInMember({ email: "ballot-b@example.com" });
    expect((await load(eventId, a.cookie)).ballot.mine).toBe("You have not applied.");
    for (const member of [a, b]) expect((await applyToBallot(ballotId, member.id, {})).ok).toBe(true);
    expect((await load(eventId, a.cookie)).ballot).toEqual({
      id: ballotId,
      phase: "Open for applications",
      mine: "You have applied.",
      link: "See the ballot",
    });

    const html = await pageHtml(eventId, a.cookie);
    expect(html).toContain(`href="/away/${ballotId}"`);
    expect(html).toContain("Open for applications");
    expect(html).toContain("You have applied.");

    // The window closes, the draw is made: each member reads their own result and number.
    await test.db
      .update(awayAllocations)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(awayAllocations.id, ballotId));
    expect((await load(eventId, a.cookie)).ballot.phase).toBe("Closed: the draw is next");
    const drawn = await drawBallot(ballotId, { timeZone: branding.timeZone, seasonStartMonth: 8 });
    expect(drawn.ok).toBe(true);
    const mine = [(await load(eventId, a.cookie)).ballot, (await load(eventId, b.cookie)).ballot];
    expect(mine.map((ballot) => ballot.phase)).toEqual(["Drawn", "Drawn"]);
    expect(mine.map((ballot) => ballot.mine).sort()).toEqual([
      "Place offered: pay by the deadline · number 1 in the order",
      "Waiting: not reached in the draw · number 2 in the order",
    ]);
  });

  it("a match without a ballot, and any other event, has none", async () => {
    const eventId = await createEvent({ title: "Riverside FC vs Nobody", type: "match", isHomeMatch: false });
    expect((await load(eventId)).ballot).toBeNull();
    const html = await pageHtml(eventId);
    expect(html).not.toContain('href="/away/');
  });
});

import type { ActionFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { events } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createSignedInMember } from "../../test/factories";
import { args, ORIGIN, settle } from "../../test/http";
import { action as setTheme } from "./_site+/action.set-theme";
import { loader as editEventLoader } from "./admin+/events.$eventId.edit";
import { action as newEvent } from "./admin+/events.new";
import { action as eventApi, loader as eventApiLoader } from "./api+/events.$id";
import { action as rsvpApi } from "./api+/events.$id.rsvp";
import { action as eventsApi, loader as eventsApiLoader } from "./api+/events";
import { action as emailSettings } from "./_me+/email-settings";
import { loader as eventIcs } from "./_events+/events.$eventId[.ics]";
import { action as eventsPage } from "./_events+/events._index";
import { action as privacySettings } from "./_me+/privacy-settings";
import { loader as productPage } from "./_shop+/shop.$productId";
import { loader as shopPage } from "./_shop+/shop._index";
import { action as volunteerShifts } from "./_me+/volunteer-shifts";

/**
 * Input the database cannot take (NUL bytes, ids beyond int4, dates beyond what PostgreSQL stores)
 * and bodies that are not forms were once answered with 500. Each is a 4xx now, and these cases keep
 * it so (docs/decisions/006-bad-input-is-a-4xx.md).
 */

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();
const TOO_BIG_IDS = ["2147483648", "99999999999"];
const UNSTORABLE_DATES = ["-000001-01-01", "+275760-09-13"];

const member = async (isAdmin = false) =>
  (await createSignedInMember({ email: `${isAdmin ? "admin" : "fan"}-${Math.random()}@example.com`, firstName: "Pat", isAdmin })).cookie;

async function upcomingEvent() {
  const [row] = await test.db
    .insert(events)
    .values({ title: "Cup tie", date: new Date(Date.now() + 86_400_000), location: "Riverside Stadium" })
    .returning({ id: events.id });
  return row.id;
}

type Handler = (args: ActionFunctionArgs) => Promise<Response> | Response;
/** What the visitor gets: a returned or a thrown Response. */
const call = (handler: Handler, request: Request, params: Record<string, string> = {}) => settle(() => handler(args(request, params)));

async function messageOf(response: Response): Promise<string> {
  const body = await response.clone().json();
  return JSON.stringify(body);
}

function post(path: string, body: BodyInit | null, headers: Record<string, string>) {
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers: { Origin: ORIGIN, ...headers }, body });
}

describe("text with a NUL byte", () => {
  it("is refused with a message by POST /api/events, PUT /api/events/:id and the admin form", async () => {
    const cookie = await member(true);
    const id = await upcomingEvent();
    const body = { title: "Derby\u0000", date: "2030-05-01T18:00:00Z", location: "Riverside Stadium", type: "match" };
    const json = { Cookie: cookie, "Content-Type": "application/json" };

    const created = await call(eventsApi, post("/api/events", JSON.stringify(body), json));
    expect(created.status).toBe(400);
    expect(await messageOf(created)).toContain("must not contain");

    const updated = await call(
      eventApi,
      new Request(`${ORIGIN}/api/events/${id}`, {
        method: "PUT",
        headers: { Origin: ORIGIN, ...json },
        body: JSON.stringify({ ...body, title: "Derby", location: "Gate\u0000A" }),
      }),
      { id: String(id) },
    );
    expect(updated.status).toBe(400);
    expect(await messageOf(updated)).toContain("must not contain");

    const form = new URLSearchParams({
      title: "Derby",
      date: "2030-05-01T18:00",
      location: "Riverside Stadium",
      type: "match",
      description: "Bring\u0000scarves",
    });
    const page = await call(newEvent, post("/admin/events/new", form, { Cookie: cookie }));
    expect(page.status).toBe(400);
    expect(await messageOf(page)).toContain("must not contain");
  });

  it("in the shop's category filter is a 400, not a failed query", async () => {
    const response = await call(shopPage, new Request(`${ORIGIN}/shop?category=hats%00`));
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toContain("must not contain");
  });
});

describe("ids beyond int4", () => {
  for (const big of TOO_BIG_IDS) {
    it(`${big} in a path is a 404`, async () => {
      const admin = await member(true);
      const json = { Cookie: admin, "Content-Type": "application/json" };
      const event = { title: "Derby", date: "2030-05-01T18:00:00Z", location: "Riverside Stadium" };
      const answers = [
        await call(eventApiLoader, new Request(`${ORIGIN}/api/events/${big}`), { id: big }),
        await call(
          eventApi,
          new Request(`${ORIGIN}/api/events/${big}`, { method: "PUT", headers: { Origin: ORIGIN, ...json }, body: JSON.stringify(event) }),
          { id: big },
        ),
        await call(eventApi, new Request(`${ORIGIN}/api/events/${big}`, { method: "DELETE", headers: { Origin: ORIGIN, Cookie: admin } }), {
          id: big,
        }),
        await call(
          rsvpApi,
          new Request(`${ORIGIN}/api/events/${big}/rsvp`, { method: "POST", headers: { Origin: ORIGIN, Cookie: admin } }),
          { id: big },
        ),
        await call(editEventLoader, new Request(`${ORIGIN}/admin/events/${big}/edit`, { headers: { Cookie: admin } }), { eventId: big }),
        await call(productPage, new Request(`${ORIGIN}/shop/${big}`), { productId: big }),
        await call(eventIcs, new Request(`${ORIGIN}/events/${big}.ics`), { eventId: big }),
      ];
      expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    });

    it(`${big} in a form is a 4xx`, async () => {
      const cookie = await member();
      const rsvp = await call(eventsPage, post("/events", new URLSearchParams({ intent: "rsvp", eventId: big }), { Cookie: cookie }));
      expect(rsvp.status).toBe(400);
      expect(await messageOf(rsvp)).toContain("Failed to RSVP");
      const cancel = await call(
        volunteerShifts,
        post("/volunteer-shifts", new URLSearchParams({ intent: "cancel", signupId: big }), { Cookie: cookie }),
      );
      expect(cancel.status).toBe(400);
    });
  }
});

describe("dates PostgreSQL cannot store", () => {
  for (const date of UNSTORABLE_DATES) {
    it(`${date} in the /api/events query is a 400 with a message`, async () => {
      for (const name of ["from", "to"]) {
        const response = await call(eventsApiLoader, new Request(`${ORIGIN}/api/events?${name}=${encodeURIComponent(date)}`));
        expect(response.status).toBe(400);
        expect(await messageOf(response)).toContain("between the years 1 and 9999");
      }
    });

    it(`${date} in an event body or the admin form is a 400 with a message`, async () => {
      const cookie = await member(true);
      const body = { title: "Derby", date: `${date}T00:00:00Z`, location: "Riverside Stadium" };
      const created = await call(
        eventsApi,
        post("/api/events", JSON.stringify(body), { Cookie: cookie, "Content-Type": "application/json" }),
      );
      expect(created.status).toBe(400);
      expect(await messageOf(created)).toContain("between the years 1 and 9999");
      const form = new URLSearchParams({ title: "Derby", date: `${date}T18:00`, location: "Riverside Stadium", type: "match" });
      const page = await call(newEvent, post("/admin/events/new", form, { Cookie: cookie }));
      expect(page.status).toBe(400);
    });
  }
});

describe("bodies a form action cannot read", () => {
  const truncated = '--XyZ\r\nContent-Disposition: form-data; name="intent"\r\n\r\nrsv';
  const cases: [string, string | null, Record<string, string>, number][] = [
    ["JSON", JSON.stringify({ intent: "rsvp" }), { "Content-Type": "application/json" }, 415],
    ["XML", "<rsvp><intent>rsvp</intent></rsvp>", { "Content-Type": "application/xml" }, 415],
    ["a truncated multipart body", truncated, { "Content-Type": "multipart/form-data; boundary=XyZ" }, 400],
  ];
  const actions: [string, Handler][] = [
    ["/events", eventsPage],
    ["/volunteer-shifts", volunteerShifts],
    ["/email-settings", emailSettings],
    ["/privacy-settings", privacySettings],
    ["/admin/events/new", newEvent],
  ];
  for (const [label, body, headers, status] of cases) {
    it(`${label} is a ${status} with a message`, async () => {
      const cookie = await member(true);
      for (const [path, handler] of actions) {
        const response = await call(handler, post(path, body, { Cookie: cookie, ...headers }));
        expect([path, response.status]).toEqual([path, status]);
        expect(await messageOf(response)).toMatch(/form/i);
      }
    });
  }

  it("an empty body is an empty form: the usual 400, not a 500", async () => {
    const cookie = await member(true);
    for (const [path, handler] of actions.filter(([path]) => path !== "/email-settings" && path !== "/privacy-settings")) {
      const response = await call(handler, post(path, null, { Cookie: cookie }));
      expect([path, response.status]).toEqual([path, 400]);
    }
  });

  it("the theme switch answers a truncated form with 400", async () => {
    const response = await call(setTheme, post("/action/set-theme", truncated, { "Content-Type": "multipart/form-data; boundary=XyZ" }));
    expect(response.status).toBe(400);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createEvent } from "../../../test/factories";
import { args, jsonRequest, ORIGIN, post } from "../../../test/http";
import { signedInCookie } from "../../../test/rows";
import { DAY, later } from "../../../test/time";
import { action as newAction, loader as newLoader } from "./events.new";
import { action as editAction, loader as editLoader } from "./events.$eventId.edit";
import { action as apiCreate } from "../api+/events";
import { action as apiUpdate } from "../api+/events.$id";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

const party = (values: Record<string, string> = {}) => ({
  title: "Away day watch party",
  date: "2031-03-01T14:30",
  location: "The Anchor",
  type: "watch-party",
  matchEventId: "",
  ...values,
});

const linkOf = async (id: number) =>
  (await test.db.select({ matchEventId: events.matchEventId }).from(events).where(eq(events.id, id)))[0].matchEventId;

const get = (path: string, cookie: string) => new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } });

describe("a watch party's match (admin event form and API)", () => {
  it("the form offers the upcoming matches, stores the chosen one, and 'None' unlinks it", async () => {
    const admin = await signedInCookie("admin@example.com", true);
    const match = await createEvent({ title: "Harbour FC vs Roadies FC", date: later(30 * DAY), type: "match" });
    await createEvent({ title: "A social", type: "community" });
    await createEvent({ title: "Played already", type: "match", date: later(-DAY) });
    const { matches } = await (await newLoader(args(get("/admin/events/new", admin)))).json();
    expect(matches.map((m: { title: string }) => m.title)).toEqual(["Harbour FC vs Roadies FC"]);

    const created = (await newAction(args(post("/admin/events/new", party({ matchEventId: String(match) }), admin)))) as Response;
    expect(created.status).toBe(302);
    const [row] = await test.db.select({ id: events.id }).from(events).where(eq(events.title, "Away day watch party"));
    expect(await linkOf(row.id)).toBe(match);

    const edit = await (await editLoader(args(get(`/admin/events/${row.id}/edit`, admin), { eventId: String(row.id) }))).json();
    expect(edit.event.matchEventId).toBe(String(match));
    expect(edit.matches.map((m: { id: number }) => m.id)).toEqual([match]);

    const unlinked = (await editAction(
      args(post(`/admin/events/${row.id}/edit`, party({ matchEventId: "" }), admin), { eventId: String(row.id) }),
    )) as Response;
    expect(unlinked.status).toBe(302);
    expect(await linkOf(row.id)).toBeNull();
  });

  it("an unknown match, or a match on an event that is not a watch party, is a 400 next to the field with what was typed kept", async () => {
    const admin = await signedInCookie("admin@example.com", true);
    const unknown = (await newAction(args(post("/admin/events/new", party({ matchEventId: "999999" }), admin)))) as Response;
    expect(unknown.status).toBe(400);
    const { result } = await unknown.json();
    expect(result.error.matchEventId).toEqual(["That match does not exist: choose one from the list."]);
    expect(result.initialValue).toMatchObject({ title: "Away day watch party", matchEventId: "999999" });

    const social = await createEvent({ title: "Not a match", type: "community" });
    const notMatch = (await newAction(args(post("/admin/events/new", party({ matchEventId: String(social) }), admin)))) as Response;
    expect(notMatch.status).toBe(400);
    expect((await notMatch.json()).result.error.matchEventId).toEqual(["That match does not exist: choose one from the list."]);

    const match = await createEvent({ type: "match" });
    const onMatch = (await newAction(
      args(post("/admin/events/new", party({ type: "match", matchEventId: String(match) }), admin)),
    )) as Response;
    expect(onMatch.status).toBe(400);
    expect((await onMatch.json()).result.error.matchEventId).toEqual(["Only a watch party has a match"]);
    expect(await test.db.select().from(events).where(eq(events.title, "Away day watch party"))).toHaveLength(0);
  });

  it("the JSON API takes matchEventId on create and update; an unknown one is a 400 with errors.matchEventId", async () => {
    const admin = await signedInCookie("admin@example.com", true);
    const match = await createEvent({ type: "match" });
    const body = { title: "Watch party", date: later(20 * DAY).toISOString(), location: "The Anchor", type: "watch-party" };
    const created = await apiCreate(
      args(jsonRequest("/api/events", { method: "POST", cookie: admin, body: JSON.stringify({ ...body, matchEventId: match }) })),
    );
    expect(created.status).toBe(201);
    const { id } = await created.json();
    expect(await linkOf(id)).toBe(match);

    const refused = await apiUpdate(
      args(jsonRequest(`/api/events/${id}`, { method: "PUT", cookie: admin, body: JSON.stringify({ ...body, matchEventId: 999_999 }) }), {
        id: String(id),
      }),
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual({ matchEventId: ["That match does not exist: choose one from the list."] });
    expect(await linkOf(id)).toBe(match);
  });
});

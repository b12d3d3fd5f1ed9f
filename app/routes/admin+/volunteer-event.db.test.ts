import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { volunteerOpportunities } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createEvent } from "../../../test/factories";
import { args, jsonRequest, ORIGIN, post } from "../../../test/http";
import { signedInCookie } from "../../../test/rows";
import { DAY, later } from "../../../test/time";
import { action as newAction, loader as newLoader } from "./volunteer.new";
import { action as editAction, loader as editLoader } from "./volunteer.$opportunityId.edit";
import { action as apiCreate } from "../api+/volunteer-opportunities";
import { action as apiUpdate } from "../api+/volunteer-opportunities.$id";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

const fields = (values: Record<string, string> = {}) => ({
  title: "Gate crew",
  date: "2031-03-01",
  startTime: "10:00",
  endTime: "13:00",
  location: "Gate A",
  spotsNeeded: "4",
  category: "match-day",
  eventId: "",
  ...values,
});

const stored = async (id: number) =>
  (
    await test.db.select({ eventId: volunteerOpportunities.eventId }).from(volunteerOpportunities).where(eq(volunteerOpportunities.id, id))
  )[0];

describe("an opportunity's event (admin form and API)", () => {
  it("the form offers the upcoming events, stores the chosen one, and 'None' unlinks it", async () => {
    const admin = await signedInCookie("admin@example.com", true);
    const match = await createEvent({ title: "Roadies FC vs Harbour", date: later(30 * DAY) });
    await createEvent({ title: "Last week's match", date: later(-7 * DAY) });
    const options = await (await newLoader(args(new Request(`${ORIGIN}/admin/volunteer/new`, { headers: { Cookie: admin } })))).json();
    expect(options.events.map((e: { title: string }) => e.title)).toEqual(["Roadies FC vs Harbour"]);

    const created = (await newAction(args(post("/admin/volunteer/new", fields({ eventId: String(match) }), admin)))) as Response;
    expect(created.status).toBe(302);
    const [row] = await test.db.select().from(volunteerOpportunities);
    expect(row.eventId).toBe(match);

    const edit = await (
      await editLoader(
        args(new Request(`${ORIGIN}/admin/volunteer/${row.id}/edit`, { headers: { Cookie: admin } }), { opportunityId: String(row.id) }),
      )
    ).json();
    expect(edit.values.eventId).toBe(String(match));

    const unlinked = (await editAction(
      args(post(`/admin/volunteer/${row.id}/edit`, fields({ eventId: "" }), admin), { opportunityId: String(row.id) }),
    )) as Response;
    expect(unlinked.status).toBe(302);
    expect((await stored(row.id)).eventId).toBeNull();
  });

  it("an unknown event is a 400 next to the field, with what was typed kept and nothing stored", async () => {
    const admin = await signedInCookie("admin@example.com", true);
    const response = (await newAction(args(post("/admin/volunteer/new", fields({ eventId: "999999" }), admin)))) as Response;
    expect(response.status).toBe(400);
    const { result } = await response.json();
    expect(result.error.eventId).toEqual(["That event does not exist: choose one from the list."]);
    expect(result.initialValue).toMatchObject({ title: "Gate crew", eventId: "999999" });
    expect(await test.db.select().from(volunteerOpportunities)).toHaveLength(0);
  });

  it("the JSON API takes eventId: set on create, kept when a PUT leaves it out, cleared with null, an unknown one a 400", async () => {
    const admin = await signedInCookie("admin@example.com", true);
    const match = await createEvent();
    const body = { title: "Gate crew", date: "2031-03-01", startTime: "10:00", endTime: "13:00", location: "Gate A", spotsNeeded: 4 };
    const created = await apiCreate(
      args(
        jsonRequest("/api/volunteer-opportunities", { method: "POST", cookie: admin, body: JSON.stringify({ ...body, eventId: match }) }),
      ),
    );
    expect(created.status).toBe(201);
    const { id, eventId } = await created.json();
    expect(eventId).toBe(match);

    const put = (payload: unknown) =>
      apiUpdate(
        args(jsonRequest(`/api/volunteer-opportunities/${id}`, { method: "PUT", cookie: admin, body: JSON.stringify(payload) }), {
          id: String(id),
        }),
      );
    expect((await put(body)).status).toBe(200);
    expect((await stored(id)).eventId).toBe(match);
    const unknown = await put({ ...body, eventId: 999_999 });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors).toEqual({ eventId: ["That event does not exist: choose one from the list."] });
    expect((await put({ ...body, eventId: null })).status).toBe(200);
    expect((await stored(id)).eventId).toBeNull();

    const refused = await apiCreate(
      args(
        jsonRequest("/api/volunteer-opportunities", { method: "POST", cookie: admin, body: JSON.stringify({ ...body, eventId: 999_999 }) }),
      ),
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toHaveProperty("eventId");
  });
});

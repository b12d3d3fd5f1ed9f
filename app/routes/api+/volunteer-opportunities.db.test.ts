import { eq } from "drizzle-orm";
// The server's choice of language (the request's Accept-Language), as root imports it on a running server.
import "~/i18n/locale.server";
import { describe, expect, it } from "vitest";
import { notifications, users, volunteerOpportunities, volunteerSignups } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createOpportunity } from "../../../test/factories";
import { args, asServed, jsonRequest as request, ORIGIN } from "../../../test/http";
import { signedInCookie } from "../../../test/session";
import { loader as csvLoader } from "~/routes/admin+/volunteer.$opportunityId.roster[.csv]";
import { action as rosterAction } from "~/routes/admin+/volunteer.$opportunityId.roster";
import { action as newOpportunityAction } from "~/routes/admin+/volunteer.new";
import { action as editOpportunityAction } from "~/routes/admin+/volunteer.$opportunityId.edit";
import { action as listAction, loader as listLoader } from "~/routes/api+/volunteer-opportunities";
import { action as itemAction, loader as itemLoader } from "~/routes/api+/volunteer-opportunities.$id";
import { loader as rosterLoader } from "~/routes/api+/volunteer-opportunities.$id.roster";
import { DAY } from "../../../test/time";
import { volunteerOpportunitySchema } from "~/models/volunteer.schema";
import { branding } from "~/utils/branding.server";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

const formRequest = (path: string, cookie: string, fields: [string, string][]) =>
  new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    body: new URLSearchParams(fields).toString(),
  });

const body = {
  title: "Tifo crew",
  description: "Paint the tifo",
  date: "2031-03-01",
  startTime: "10:00",
  endTime: "13:00",
  location: "Workshop",
  spotsNeeded: 4,
  physicalRequirements: "Kneeling",
  contactInfo: "tifo@example.org",
  category: "setup",
};

async function people() {
  const [admin, member] = await test.db
    .insert(users)
    .values([
      { email: "admin@example.com", firstName: "Ada", lastName: "Admin", isAdmin: true },
      { email: "member@example.com", firstName: "=cmd", lastName: 'O"Brien, Jr' },
    ])
    .returning({ id: users.id });
  return { admin: admin.id, member: member.id, adminCookie: await signedInCookie(admin.id), memberCookie: await signedInCookie(member.id) };
}

const opportunity = createOpportunity;

describe("GET /api/volunteer-opportunities", () => {
  it("lists upcoming active opportunities to anyone, with spotsRemaining and paging", async () => {
    const soon = await opportunity({ date: new Date(Date.now() + DAY), spotsNeeded: 5, spotsAssigned: 5 });
    const later = await opportunity({ date: new Date(Date.now() + 2 * DAY), spotsNeeded: 3, spotsAssigned: 1 });
    await opportunity({ isActive: false });
    await opportunity({ date: new Date(Date.now() - DAY) });

    const all = await listLoader(args(request("/api/volunteer-opportunities")));
    expect(all.status).toBe(200);
    const list = await all.json();
    expect(list.map((o: { id: number; spotsRemaining: number }) => [o.id, o.spotsRemaining])).toEqual([
      [soon, 0],
      [later, 2],
    ]);
    expect(Object.keys(list[0]).sort()).toEqual(
      [
        "id",
        "title",
        "description",
        "date",
        "startTime",
        "endTime",
        "location",
        "spotsNeeded",
        "spotsAssigned",
        "physicalRequirements",
        "contactInfo",
        "category",
        "spotsRemaining",
      ].sort(),
    );

    const page = await listLoader(args(request("/api/volunteer-opportunities?limit=1")));
    expect(page.headers.get("Link")).toBe('</api/volunteer-opportunities?limit=1&offset=1>; rel="next"');
    expect((await listLoader(args(request("/api/volunteer-opportunities?limit=0")))).status).toBe(400);
  });
});

describe("admin API", () => {
  it("POST: 401 anonymous, 403 member, 400 with field errors, 201 for an admin", async () => {
    const { adminCookie, memberCookie } = await people();
    const post = (cookie: string | undefined, data: unknown) =>
      listAction(args(request("/api/volunteer-opportunities", { method: "POST", cookie, body: JSON.stringify(data) })));

    expect((await post(undefined, body)).status).toBe(401);
    expect((await post(memberCookie, body)).status).toBe(403);
    const bad = await post(adminCookie, { ...body, date: "", endTime: "09:00", spotsNeeded: 0 });
    expect(bad.status).toBe(400);
    const { errors } = await bad.json();
    expect(errors.date).toEqual(["Date is required"]);
    expect(errors.endTime).toBeUndefined(); // the cross-field check runs once the fields are valid
    expect(errors.spotsNeeded).toEqual(["Spots needed must be at least 1"]);
    const order = await post(adminCookie, { ...body, endTime: "09:00" });
    expect((await order.json()).errors.endTime).toEqual(["End time must be after the start time"]);

    const created = await post(adminCookie, body);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      title: "Tifo crew",
      startTime: "10:00:00",
      endTime: "13:00:00",
      spotsNeeded: 4,
      category: "setup",
      isActive: true,
    });
  });

  it("PUT / DELETE: admins only, 404 unknown, 409 below the confirmed count", async () => {
    const { adminCookie, memberCookie } = await people();
    const id = await opportunity({ spotsNeeded: 5, spotsAssigned: 3 });
    const call = (method: string, cookie: string | undefined, path = `/api/volunteer-opportunities/${id}`, data?: unknown) =>
      itemAction(args(request(path, { method, cookie, body: data ? JSON.stringify(data) : undefined }), { id: path.split("/")[3] }));

    expect((await call("PUT", undefined, undefined, body)).status).toBe(401);
    expect((await call("PUT", memberCookie, undefined, body)).status).toBe(403);
    expect((await call("DELETE", memberCookie)).status).toBe(403);
    expect((await call("PUT", adminCookie, "/api/volunteer-opportunities/9999", body)).status).toBe(404);

    const floor = await call("PUT", adminCookie, undefined, { ...body, spotsNeeded: 2 });
    expect(floor.status).toBe(409);
    expect((await floor.json()).message).toBe("Spots needed can't be lower than the 3 volunteers already confirmed.");

    const ok = await call("PUT", adminCookie, undefined, { ...body, spotsNeeded: 3 });
    expect(ok.status).toBe(200);
    expect((await ok.json()).spotsNeeded).toBe(3);

    expect((await call("DELETE", adminCookie)).status).toBe(204);
    expect((await call("DELETE", adminCookie)).status).toBe(404);
  });

  it("PUT isActive false cancels as the admin Cancel does (volunteers emailed); true on a cancelled one is a 409", async () => {
    const { adminCookie, member } = await people();
    const id = await opportunity({ spotsNeeded: 5, spotsAssigned: 1 });
    await test.db.insert(volunteerSignups).values({ userId: member, opportunityId: id, status: "confirmed" });
    const put = (data: unknown) =>
      itemAction(
        args(request(`/api/volunteer-opportunities/${id}`, { method: "PUT", cookie: adminCookie, body: JSON.stringify(data) }), {
          id: String(id),
        }),
      );

    expect((await put({ ...body, isActive: "no" })).status).toBe(400);
    const off = await put({ ...body, isActive: false });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ isActive: false, title: "Tifo crew" });
    const [stored] = await test.db.select().from(volunteerOpportunities).where(eq(volunteerOpportunities.id, id));
    expect(stored.isActive).toBe(false);
    const mails = await test.db.select({ kind: notifications.kind, userId: notifications.userId }).from(notifications);
    expect(mails).toEqual([{ kind: "shift-cancelled", userId: member }]);

    const back = await put({ ...body, title: "Back on", isActive: true });
    expect(back.status).toBe(409);
    expect((await back.json()).message).toBe(
      "This opportunity was cancelled and its volunteers were told; create a new opportunity instead of reopening it.",
    );
    const [after] = await test.db.select().from(volunteerOpportunities).where(eq(volunteerOpportunities.id, id));
    expect(after).toMatchObject({ isActive: false, title: "Tifo crew" });
  });

  it("a start in the past: POST and PUT answer 400 with a message; a past shift's other fields can still be edited", async () => {
    const { adminCookie } = await people();
    const yesterday = new Date(Date.now() - DAY).toISOString().slice(0, 10);
    const past = { ...body, date: yesterday };
    const created = await listAction(
      args(request("/api/volunteer-opportunities", { method: "POST", cookie: adminCookie, body: JSON.stringify(past) })),
    );
    expect(created.status).toBe(400);
    expect(await created.json()).toMatchObject({
      message: "The shift must start in the future: choose a later date or start time.",
      errors: { date: ["The shift must start in the future: choose a later date or start time."] },
    });
    expect(await test.db.select().from(volunteerOpportunities)).toHaveLength(0);

    const put = (id: number, data: unknown) =>
      itemAction(
        args(request(`/api/volunteer-opportunities/${id}`, { method: "PUT", cookie: adminCookie, body: JSON.stringify(data) }), {
          id: String(id),
        }),
      );
    const upcoming = await opportunity();
    const moved = await put(upcoming, past);
    expect(moved.status).toBe(400);
    expect((await moved.json()).message).toBe("The shift must start in the future: choose a later date or start time.");

    // Yesterday's shift keeps its start: a typo fix goes through.
    const twoDaysAgo = new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10);
    const values = volunteerOpportunitySchema(branding.timeZone).parse({ ...body, date: twoDaysAgo });
    const [done] = await test.db.insert(volunteerOpportunities).values(values).returning();
    const fixed = await put(done.id, { ...body, title: "Tifo crew (fixed)", date: twoDaysAgo });
    expect(fixed.status).toBe(200);
    expect((await fixed.json()).title).toBe("Tifo crew (fixed)");
  });

  it("GET one: a cancelled opportunity is hidden from everyone but admins", async () => {
    const { adminCookie } = await people();
    const id = await opportunity({ isActive: false });
    const get = (cookie?: string) => itemLoader(args(request(`/api/volunteer-opportunities/${id}`, { cookie }), { id: String(id) }));
    expect((await get()).status).toBe(404);
    expect((await get(adminCookie)).status).toBe(200);
    expect((await itemLoader(args(request("/api/volunteer-opportunities/abc"), { id: "abc" }))).status).toBe(404);
  });

  it("GET roster: 401 / 403 / 404, and the volunteers for an admin", async () => {
    const { admin, member, adminCookie, memberCookie } = await people();
    const id = await opportunity();
    await test.db.insert(volunteerSignups).values([
      { userId: member, opportunityId: id, status: "confirmed" },
      { userId: admin, opportunityId: id, status: "cancelled" },
    ]);
    const get = (cookie: string | undefined, target = id) =>
      rosterLoader(args(request(`/api/volunteer-opportunities/${target}/roster`, { cookie }), { id: String(target) }));
    expect((await get(undefined)).status).toBe(401);
    expect((await get(memberCookie)).status).toBe(403);
    expect((await get(adminCookie, 9999)).status).toBe(404);
    const roster = await (await get(adminCookie)).json();
    expect(roster).toMatchObject([{ userId: member, email: "member@example.com", status: "confirmed" }]);
    expect(roster).toHaveLength(1);
  });
});

describe("admin pages", () => {
  it("the form answers 400 with field errors and keeps what was typed; the spots floor is a field error", async () => {
    const { adminCookie } = await people();
    const fields: [string, string][] = [
      ["title", "Bucket collection"],
      ["date", ""],
      ["startTime", "12:00"],
      ["endTime", "11:00"],
      ["location", "Main gate"],
      ["spotsNeeded", "0"],
      ["category", "fundraising"],
    ];
    const response = (await newOpportunityAction(args(formRequest("/admin/volunteer/new", adminCookie, fields)))) as Response;
    expect(response.status).toBe(400);
    const { result } = await response.json();
    expect(result.error.date).toEqual(["Date is required"]);
    expect(result.error.spotsNeeded).toEqual(["Spots needed must be at least 1"]);
    expect(result.initialValue).toMatchObject({
      title: "Bucket collection",
      location: "Main gate",
      category: "fundraising",
      endTime: "11:00",
    });

    const id = await opportunity({ spotsNeeded: 5, spotsAssigned: 4 });
    const edit = (await editOpportunityAction(
      args(
        formRequest(`/admin/volunteer/${id}/edit`, adminCookie, [
          ...fields.filter(([name]) => !["date", "spotsNeeded", "endTime"].includes(name)),
          ["date", "2031-01-01"],
          ["endTime", "15:00"],
          ["spotsNeeded", "3"],
        ]),
        { opportunityId: String(id) },
      ),
    )) as Response;
    expect(edit.status).toBe(400);
    expect((await edit.json()).result.error.spotsNeeded).toEqual(["Spots needed can't be lower than the 4 volunteers already confirmed."]);
  });

  it("the form refuses a start in the past next to the date, keeping what was typed", async () => {
    const { adminCookie } = await people();
    const yesterday = new Date(Date.now() - DAY).toISOString().slice(0, 10);
    const fields: [string, string][] = [
      ["title", "Bucket collection"],
      ["date", yesterday],
      ["startTime", "12:00"],
      ["endTime", "14:00"],
      ["location", "Main gate"],
      ["spotsNeeded", "4"],
      ["category", "fundraising"],
    ];
    const response = (await newOpportunityAction(args(formRequest("/admin/volunteer/new", adminCookie, fields)))) as Response;
    expect(response.status).toBe(400);
    const { result } = await response.json();
    expect(result.error.date).toEqual(["The shift must start in the future: choose a later date or start time."]);
    expect(result.initialValue).toMatchObject({ title: "Bucket collection", date: yesterday, location: "Main gate", spotsNeeded: "4" });
    expect(await test.db.select().from(volunteerOpportunities)).toHaveLength(0);
  });

  it("a member cannot post the form", async () => {
    const { memberCookie } = await people();
    const outcome = await Promise.resolve(
      newOpportunityAction(args(formRequest("/admin/volunteer/new", memberCookie, [["title", "x"]]))),
    ).catch((e: unknown) => e);
    expect(outcome).toBeInstanceOf(Response);
    expect((outcome as Response).status).not.toBe(200);
    expect(await test.db.select().from(volunteerOpportunities)).toHaveLength(0);
  });

  it("the roster form marks ticked volunteers completed and unticked ones no-show", async () => {
    const { admin, member, adminCookie } = await people();
    const id = await opportunity({ date: new Date(Date.now() - DAY), spotsAssigned: 2 });
    const [came, away] = await test.db
      .insert(volunteerSignups)
      .values([
        { userId: member, opportunityId: id },
        { userId: admin, opportunityId: id },
      ])
      .returning({ id: volunteerSignups.id });
    const response = await rosterAction(
      args(
        formRequest(`/admin/volunteer/${id}/roster`, adminCookie, [
          ["signup", String(came.id)],
          ["signup", String(away.id)],
          ["attended", String(came.id)],
        ]),
        { opportunityId: String(id) },
      ),
    );
    expect(response.status).toBe(302);
    const rows = await test.db
      .select({ id: volunteerSignups.id, status: volunteerSignups.status })
      .from(volunteerSignups)
      .orderBy(volunteerSignups.id);
    expect(rows).toEqual([
      { id: came.id, status: "completed" },
      { id: away.id, status: "no-show" },
    ]);
  });

  it("the roster CSV quotes and neutralises formulas", async () => {
    const { member, adminCookie } = await people();
    const id = await opportunity({ title: "Flag crew, North" });
    await test.db.insert(volunteerSignups).values({ userId: member, opportunityId: id, notes: "+1 friend" });
    const response = await csvLoader(
      args(request(`/admin/volunteer/${id}/roster.csv`, { cookie: adminCookie }), { opportunityId: String(id) }),
    );
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="roster-\d{4}-\d{2}-\d{2}-flag-crew-north\.csv"$/);
    const lines = (await response.text()).split("\r\n");
    expect(lines[0]).toBe("First name,Last name,Email,Status,Signed up,Notes");
    expect(lines[1]).toMatch(/^'=cmd,"O""Brien, Jr",member@example.com,confirmed,\d{4}-.*Z,'\+1 friend$/);
    await test.db.update(users).set({ isAdmin: false }).where(eq(users.email, "admin@example.com"));
    const denied = await Promise.resolve(
      csvLoader(args(request(`/admin/volunteer/${id}/roster.csv`, { cookie: adminCookie }), { opportunityId: String(id) })),
    ).catch((e: unknown) => e);
    expect(denied).toBeInstanceOf(Response);
    expect((denied as Response).status).not.toBe(200);
    expect((denied as Response).headers.get("Content-Disposition")).toBeNull();
  });
});

describe("in German", () => {
  it("the API answers field errors and the spots floor in the request's language", async () => {
    const { adminCookie } = await people();
    const german = (sent: Request) => {
      sent.headers.set("Accept-Language", "de");
      return sent;
    };
    const bad = await asServed(
      german(
        request("/api/volunteer-opportunities", {
          method: "POST",
          cookie: adminCookie,
          body: JSON.stringify({ ...body, date: "", spotsNeeded: 0 }),
        }),
      ),
      (served) => listAction(args(served)),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toMatchObject({ date: ["Datum fehlt"], spotsNeeded: ["Es muss mindestens 1 Platz benötigt werden"] });

    const id = await opportunity({ spotsNeeded: 5, spotsAssigned: 3 });
    const floor = await asServed(
      german(
        request(`/api/volunteer-opportunities/${id}`, {
          method: "PUT",
          cookie: adminCookie,
          body: JSON.stringify({ ...body, spotsNeeded: 2 }),
        }),
      ),
      (served) => itemAction(args(served, { id: String(id) })),
    );
    expect(floor.status).toBe(409);
    expect((await floor.json()).message).toBe("Es können nicht weniger Plätze sein als die 3 schon bestätigten Helfer:innen.");
    const missing = await asServed(german(request("/api/volunteer-opportunities/9999")), (served) =>
      itemLoader(args(served, { id: "9999" })),
    );
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Helferschicht nicht gefunden" });
  });

  it("the admin form answers the spots floor in German next to the field", async () => {
    const { adminCookie } = await people();
    const id = await opportunity({ spotsNeeded: 5, spotsAssigned: 2 });
    const sent = formRequest(`/admin/volunteer/${id}/edit`, adminCookie, [
      ["title", "Flag crew"],
      ["date", "2031-01-01"],
      ["startTime", "10:00"],
      ["endTime", "12:00"],
      ["location", "North stand"],
      ["spotsNeeded", "1"],
      ["category", "setup"],
    ]);
    sent.headers.set("Accept-Language", "de");
    const response = (await asServed(sent, (served) => editOpportunityAction(args(served, { opportunityId: String(id) })))) as Response;
    expect(response.status).toBe(400);
    expect((await response.json()).result.error.spotsNeeded).toEqual([
      "Es können nicht weniger Plätze sein als die 2 schon bestätigten Helfer:innen.",
    ]);
  });
});

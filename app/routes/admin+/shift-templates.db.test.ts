import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { shiftTemplates, shiftTemplateShifts } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createSignedInMember } from "../../../test/factories";
import { args, asServed, get, post, readToast, settle } from "../../../test/http";
import { pageHtml } from "../../../test/page";
import { createShiftTemplate, listShiftTemplateOptions } from "../../models/shift-templates.server";
import ShiftTemplatesPage, { loader as listLoader } from "./shift-templates._index";
import NewShiftTemplatePage, { action as newAction, loader as newLoader } from "./shift-templates.new";
import { action as editAction, loader as editLoader } from "./shift-templates.$templateId.edit";
import { action as deleteAction, loader as deleteLoader } from "./shift-templates.$templateId.delete";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

// Templates are not emptied between tests (the migration's seeded 'Home match crew' stays), so
// each test names its own.

type Row = Record<string, string>;

/** The form as the page posts it: the name, then each row's fields as shifts[i].field. */
function form(name: string, rows: Row[], extra: Record<string, string> = {}) {
  const body = new URLSearchParams({ name });
  rows.forEach((row, index) => {
    for (const [key, value] of Object.entries(row)) body.append(`shifts[${index}].${key}`, value);
  });
  for (const [key, value] of Object.entries(extra)) body.append(key, value);
  return body;
}

const EMPTY: Row = {
  title: "",
  category: "match-day",
  spotsNeeded: "",
  startOffsetMinutes: "",
  endOffsetMinutes: "",
  location: "",
  description: "",
};
const gate: Row = {
  ...EMPTY,
  title: "Gate crew",
  spotsNeeded: "3",
  startOffsetMinutes: "-120",
  endOffsetMinutes: "30",
  location: "Gate A",
};
const bar: Row = { ...EMPTY, title: "Bar", category: "fundraising", spotsNeeded: "2", startOffsetMinutes: "-60", endOffsetMinutes: "90" };

const admin = async () => (await createSignedInMember({ email: "admin@example.com", isAdmin: true })).cookie;

const templateNamed = async (name: string) => (await test.db.select().from(shiftTemplates).where(eq(shiftTemplates.name, name)))[0];
const shiftsOf = (templateId: number) =>
  test.db
    .select()
    .from(shiftTemplateShifts)
    .where(eq(shiftTemplateShifts.templateId, templateId))
    .orderBy(asc(shiftTemplateShifts.position), asc(shiftTemplateShifts.id));

/** How many templates and template shifts there are: what a refused post must leave as it was. */
const counts = async () => ({
  templates: (await test.db.select().from(shiftTemplates)).length,
  shifts: (await test.db.select().from(shiftTemplateShifts)).length,
});

async function created(name: string, rows: Row[] = [gate, bar], signedIn?: string) {
  const cookie = signedIn ?? (await admin());
  const response = (await newAction(args(post("/admin/shift-templates/new", form(name, rows), cookie)))) as Response;
  expect(response.status).toBe(302);
  return { cookie, id: (await templateNamed(name)).id };
}

describe("shift templates: access", () => {
  it("members are sent home and anonymous visitors to sign in, from every page and post; nothing changes", async () => {
    const member = (await createSignedInMember({ email: "sam@example.com" })).cookie;
    const [seeded] = await test.db.select().from(shiftTemplates).where(eq(shiftTemplates.name, "Home match crew"));
    const id = String(seeded.id);
    const calls = (cookie?: string) => [
      () => listLoader(args(get("/admin/shift-templates", cookie))),
      () => newLoader(args(get("/admin/shift-templates/new", cookie))),
      () => newAction(args(post("/admin/shift-templates/new", form("Hack crew", [gate]), cookie))),
      () => editLoader(args(get(`/admin/shift-templates/${id}/edit`, cookie), { templateId: id })),
      () => editAction(args(post(`/admin/shift-templates/${id}/edit`, form("Hacked", [gate]), cookie), { templateId: id })),
      () => deleteLoader(args(get(`/admin/shift-templates/${id}/delete`, cookie), { templateId: id })),
      () => deleteAction(args(post(`/admin/shift-templates/${id}/delete`, {}, cookie), { templateId: id })),
    ];
    for (const call of calls(member)) {
      const response = await settle(call);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/");
    }
    for (const call of calls()) {
      const response = await settle(call);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toMatch(/^\/api\/login/);
    }
    expect(await templateNamed("Home match crew")).toMatchObject({ id: seeded.id });
    expect(await shiftsOf(seeded.id)).toHaveLength(2);
    expect(await templateNamed("Hack crew")).toBeUndefined();
  });
});

describe("shift templates: the list", () => {
  it("lists the seeded 'Home match crew' with 2 shifts and 6 volunteers; the event form's options have it too", async () => {
    const cookie = await admin();
    const { templates } = await (await listLoader(args(get("/admin/shift-templates", cookie)))).json();
    expect(templates).toContainEqual({ id: expect.any(Number), name: "Home match crew", shiftCount: 2, volunteers: 6 });
    const seeded = (await templateNamed("Home match crew")).id;
    expect(await shiftsOf(seeded)).toMatchObject([
      { title: "Stewards", spotsNeeded: 4, startOffsetMinutes: -120, endOffsetMinutes: 120, location: null },
      { title: "Merch table", spotsNeeded: 2, startOffsetMinutes: -90, endOffsetMinutes: 0 },
    ]);
    expect(await listShiftTemplateOptions()).toContainEqual({ id: seeded, name: "Home match crew", shiftCount: 2 });
  });

  it("lists templates by name whatever their case, counting shifts and volunteers in one row each", async () => {
    const { cookie } = await created("away day crew", [gate]);
    await created("Zebra crew", [gate, bar, { ...bar, title: "Programmes", spotsNeeded: "5" }], cookie);
    const { templates } = await (await listLoader(args(get("/admin/shift-templates", cookie)))).json();
    const names = templates.map((t: { name: string }) => t.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(templates.find((t: { name: string }) => t.name === "Zebra crew")).toMatchObject({ shiftCount: 3, volunteers: 10 });
    expect(templates.find((t: { name: string }) => t.name === "away day crew")).toMatchObject({ shiftCount: 1, volunteers: 3 });
  });
});

describe("shift templates: new", () => {
  it("the new form offers two empty rows", async () => {
    const cookie = await admin();
    const { values } = await (await newLoader(args(get("/admin/shift-templates/new", cookie)))).json();
    expect(values).toEqual({ name: "", shifts: [EMPTY, EMPTY] });
  });

  it("creates a template with two shifts stored in the form's order, empty rows skipped, an empty location kept as the event's", async () => {
    const cookie = await admin();
    const response = (await newAction(
      args(post("/admin/shift-templates/new", form("Cup tie crew", [gate, EMPTY, bar, EMPTY]), cookie)),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/shift-templates");
    expect(await readToast(response)).toMatchObject({ type: "success", description: "Shift template “Cup tie crew” created." });
    const template = await templateNamed("Cup tie crew");
    expect(await shiftsOf(template.id)).toMatchObject([
      {
        title: "Gate crew",
        category: "match-day",
        spotsNeeded: 3,
        startOffsetMinutes: -120,
        endOffsetMinutes: 30,
        location: "Gate A",
        position: 0,
      },
      { title: "Bar", category: "fundraising", spotsNeeded: 2, startOffsetMinutes: -60, endOffsetMinutes: 90, location: null, position: 1 },
    ]);
  });

  it("a blank name, an end before the start and 0 spots are a 400 next to each field, with every row kept as typed", async () => {
    const cookie = await admin();
    const before = await counts();
    const rows = [{ ...gate, startOffsetMinutes: "30", endOffsetMinutes: "-30" }, { ...bar, spotsNeeded: "0" }, EMPTY];
    const response = (await newAction(args(post("/admin/shift-templates/new", form("  ", rows), cookie)))) as Response;
    expect(response.status).toBe(400);
    const { result } = await response.json();
    expect(result.error).toMatchObject({
      name: ["Name is required"],
      "shifts[0].endOffsetMinutes": ["Ends must be after the start"],
      "shifts[1].spotsNeeded": ["Spots needed must be at least 1"],
    });
    expect(result.initialValue.shifts).toHaveLength(3);
    expect(result.initialValue.shifts[0]).toMatchObject({
      title: "Gate crew",
      startOffsetMinutes: "30",
      endOffsetMinutes: "-30",
      location: "Gate A",
    });
    expect(result.initialValue.shifts[1]).toMatchObject({ title: "Bar", spotsNeeded: "0", category: "fundraising" });
    expect(await counts()).toEqual(before);
  });

  it("a row with something typed needs its title, spots, start and end; a form with no shift at all is refused", async () => {
    const cookie = await admin();
    const half = (await newAction(
      args(post("/admin/shift-templates/new", form("Half crew", [{ ...EMPTY, location: "Gate B" }]), cookie)),
    )) as Response;
    expect(half.status).toBe(400);
    expect((await half.json()).result.error).toMatchObject({
      "shifts[0].title": ["Title is required"],
      "shifts[0].spotsNeeded": ["Spots needed is required"],
      "shifts[0].startOffsetMinutes": ["Starts is required (minutes from kickoff)"],
      "shifts[0].endOffsetMinutes": ["Ends is required (minutes from kickoff)"],
    });
    const none = (await newAction(args(post("/admin/shift-templates/new", form("No crew", [EMPTY, EMPTY]), cookie)))) as Response;
    expect(none.status).toBe(400);
    expect((await none.json()).result.error.shifts).toEqual(["Add at least one shift: fill in a title, spots, start and end"]);
    expect(await templateNamed("Half crew")).toBeUndefined();
    expect(await templateNamed("No crew")).toBeUndefined();
  });

  it("a name taken in any case is a 400 on the name with its message, and nothing is stored", async () => {
    const cookie = await admin();
    const before = await counts();
    const response = (await newAction(args(post("/admin/shift-templates/new", form("home MATCH crew", [gate]), cookie)))) as Response;
    expect(response.status).toBe(400);
    const { result } = await response.json();
    expect(result.error).toEqual({ name: ["A template with this name already exists"] });
    expect(result.initialValue).toMatchObject({ name: "home MATCH crew", shifts: [{ title: "Gate crew" }] });
    expect(await counts()).toEqual(before);
  });

  it("two admins saving one name at once: one template, and the other gets the typed refusal", async () => {
    const input = {
      name: "Derby crew",
      shifts: [
        {
          title: "Stewards",
          category: "match-day" as const,
          spotsNeeded: 4,
          startOffsetMinutes: -120,
          endOffsetMinutes: 120,
          location: null,
          description: null,
        },
      ],
    };
    const before = await counts();
    const results = await Promise.all([createShiftTemplate(input), createShiftTemplate({ ...input, name: "DERBY CREW" })]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "name-taken" }]);
    const rows = await test.db.select().from(shiftTemplates);
    expect(rows.filter((row) => row.name.toLowerCase() === "derby crew")).toHaveLength(1);
    expect(await counts()).toEqual({ templates: before.templates + 1, shifts: before.shifts + 1 });
  });

  it("Add shift (conform's insert intent, a plain post) answers the form with one more row and saves nothing", async () => {
    const cookie = await admin();
    const intent = JSON.stringify({ type: "insert", payload: { name: "shifts", defaultValue: { category: "match-day" } } });
    const response = (await newAction(
      args(post("/admin/shift-templates/new", form("Extra crew", [gate, EMPTY], { __intent__: intent }), cookie)),
    )) as Response;
    expect(response.status).toBe(200);
    const { result } = await response.json();
    expect(result.initialValue.name).toBe("Extra crew");
    expect(result.initialValue.shifts).toHaveLength(3);
    expect(result.initialValue.shifts[0]).toMatchObject({ title: "Gate crew" });
    expect(result.error ?? {}).toEqual({});
    expect(await templateNamed("Extra crew")).toBeUndefined();
  });

  it("a row index beyond the form's rows or an unreadable intent is a 400 with words, and nothing is stored", async () => {
    const cookie = await admin();
    const far = (await newAction(
      args(post("/admin/shift-templates/new", form("Far crew", [gate], { "shifts[999999999].title": "x", "name[99999999]": "y" }), cookie)),
    )) as Response;
    expect(far.status).toBe(400);
    expect((await far.json()).result.error[""]).toEqual(["A template has at most 20 shifts"]);
    const garbled = await settle(() =>
      newAction(args(post("/admin/shift-templates/new", form("Garbled crew", [gate], { __intent__: "{" }), cookie))),
    );
    expect(garbled.status).toBe(400);
    expect(await garbled.json()).toEqual({ message: "The form could not be read. Please submit the form again." });
    expect(await templateNamed("Far crew")).toBeUndefined();
    expect(await templateNamed("Garbled crew")).toBeUndefined();
  });
});

describe("shift templates: edit and delete", () => {
  it("the edit form shows the stored shifts in order plus two empty rows", async () => {
    const { cookie, id } = await created("Edit form crew");
    const answer = await (await editLoader(args(get(`/admin/shift-templates/${id}/edit`, cookie), { templateId: String(id) }))).json();
    expect(answer.values).toEqual({ name: "Edit form crew", shifts: [gate, { ...bar, location: "" }, EMPTY, EMPTY] });
  });

  it("an edit renames the template and replaces its shifts", async () => {
    const { cookie, id } = await created("Old crew");
    const before = (await shiftsOf(id)).map((row) => row.id);
    const programmes = {
      ...EMPTY,
      title: "Programmes",
      spotsNeeded: "1",
      startOffsetMinutes: "-45",
      endOffsetMinutes: "0",
      description: "Sell at gate B",
    };
    const response = (await editAction(
      args(post(`/admin/shift-templates/${id}/edit`, form("New crew", [bar, programmes, EMPTY]), cookie), { templateId: String(id) }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(await readToast(response)).toMatchObject({ description: "Shift template “New crew” updated." });
    expect((await test.db.select().from(shiftTemplates).where(eq(shiftTemplates.id, id)))[0].name).toBe("New crew");
    const after = await shiftsOf(id);
    expect(after).toMatchObject([
      { title: "Bar", position: 0 },
      { title: "Programmes", spotsNeeded: 1, startOffsetMinutes: -45, endOffsetMinutes: 0, description: "Sell at gate B", position: 1 },
    ]);
    expect(after.some((row) => before.includes(row.id))).toBe(false);
  });

  it("an edit to another template's name is refused on the name and changes nothing; keeping its own name in another case is fine", async () => {
    const { cookie, id } = await created("Reserve crew");
    const taken = (await editAction(
      args(post(`/admin/shift-templates/${id}/edit`, form("HOME match crew", [bar]), cookie), { templateId: String(id) }),
    )) as Response;
    expect(taken.status).toBe(400);
    expect((await taken.json()).result.error).toEqual({ name: ["A template with this name already exists"] });
    expect(await shiftsOf(id)).toHaveLength(2);
    expect((await test.db.select().from(shiftTemplates).where(eq(shiftTemplates.id, id)))[0].name).toBe("Reserve crew");
    const recased = (await editAction(
      args(post(`/admin/shift-templates/${id}/edit`, form("RESERVE crew", [bar]), cookie), { templateId: String(id) }),
    )) as Response;
    expect(recased.status).toBe(302);
    expect(await shiftsOf(id)).toMatchObject([{ title: "Bar" }]);
  });

  it("an unknown template is a 404 on the edit and delete pages and posts", async () => {
    const cookie = await admin();
    const params = { templateId: "999999" };
    expect((await settle(() => editLoader(args(get("/admin/shift-templates/999999/edit", cookie), params)))).status).toBe(404);
    expect(
      (await settle(() => editAction(args(post("/admin/shift-templates/999999/edit", form("Ghost crew", [gate]), cookie), params)))).status,
    ).toBe(404);
    expect((await settle(() => deleteLoader(args(get("/admin/shift-templates/999999/delete", cookie), params)))).status).toBe(404);
    expect((await settle(() => deleteAction(args(post("/admin/shift-templates/999999/delete", {}, cookie), params)))).status).toBe(404);
    expect(await templateNamed("Ghost crew")).toBeUndefined();
  });

  it("delete confirms first, then removes the template and its shifts", async () => {
    const { cookie, id } = await created("Doomed crew");
    const page = await (await deleteLoader(args(get(`/admin/shift-templates/${id}/delete`, cookie), { templateId: String(id) }))).json();
    expect(page.template).toEqual({ id, name: "Doomed crew", shiftCount: 2 });
    const response = (await deleteAction(
      args(post(`/admin/shift-templates/${id}/delete`, {}, cookie), { templateId: String(id) }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/shift-templates");
    expect(await readToast(response)).toMatchObject({ title: "Template deleted" });
    expect(await templateNamed("Doomed crew")).toBeUndefined();
    expect(await shiftsOf(id)).toHaveLength(0);
    expect(await templateNamed("Home match crew")).toBeDefined();
  });
});

describe("shift templates in German", () => {
  const de = (cookie: string) => ({ cookie, headers: { "Accept-Language": "de" } });

  it("the list and the new form speak German, the categories too", async () => {
    const cookie = await admin();
    const list = await asServed(get("/admin/shift-templates", de(cookie)), (request) =>
      pageHtml(request, {
        id: "routes/admin+/shift-templates._index",
        path: "admin/shift-templates",
        loader: listLoader,
        Component: ShiftTemplatesPage,
      }),
    );
    expect(list.html).toContain("Schichtvorlagen");
    expect(list.html).toContain("Neue Vorlage");
    expect(list.html).toContain("Home match crew bearbeiten");
    const form = await asServed(get("/admin/shift-templates/new", de(cookie)), (request) =>
      pageHtml(request, {
        id: "routes/admin+/shift-templates.new",
        path: "admin/shift-templates/new",
        loader: newLoader,
        Component: NewShiftTemplatePage,
      }),
    );
    expect(form.html).toContain("Neue Schichtvorlage");
    expect(form.html).toContain("Beginn (Minuten ab Anpfiff)");
    expect(form.html).toContain("Spieltag");
    expect(form.html).toContain("Vorlage anlegen");
    expect(form.html).not.toContain("Add shift");
  });

  it("field errors and the toast are German", async () => {
    const cookie = await admin();
    const rows = [
      { ...gate, startOffsetMinutes: "30", endOffsetMinutes: "-30" },
      { ...bar, spotsNeeded: "0" },
      { ...EMPTY, location: "Gate B" },
    ];
    const refused = (await asServed(post("/admin/shift-templates/new", form("  ", rows), de(cookie)), (request) =>
      newAction(args(request)),
    )) as Response;
    expect(refused.status).toBe(400);
    expect((await refused.json()).result.error).toMatchObject({
      name: ["Name fehlt"],
      "shifts[0].endOffsetMinutes": ["Das Ende muss nach dem Beginn liegen"],
      "shifts[1].spotsNeeded": ["Es muss mindestens 1 Platz benötigt werden"],
      "shifts[2].title": ["Titel fehlt"],
      "shifts[2].startOffsetMinutes": ["Beginn fehlt (Minuten ab Anpfiff)"],
    });
    const far = (await asServed(
      post("/admin/shift-templates/new", form("Weit", [{ ...gate, endOffsetMinutes: "20000" }]), de(cookie)),
      (request) => newAction(args(request)),
    )) as Response;
    expect((await far.json()).result.error["shifts[0].endOffsetMinutes"]).toEqual([
      "Ende muss innerhalb einer Woche um den Anpfiff liegen (-10080 bis 10080 Minuten)",
    ]);
    const saved = (await asServed(post("/admin/shift-templates/new", form("Pokal-Crew", [gate]), de(cookie)), (request) =>
      newAction(args(request)),
    )) as Response;
    expect(saved.status).toBe(302);
    expect(await readToast(saved)).toMatchObject({ description: "Schichtvorlage „Pokal-Crew“ angelegt." });
    const { id } = await templateNamed("Pokal-Crew");
    const gone = (await asServed(post(`/admin/shift-templates/${id}/delete`, {}, de(cookie)), (request) =>
      deleteAction(args(request, { templateId: String(id) })),
    )) as Response;
    expect(await readToast(gone)).toMatchObject({ title: "Vorlage gelöscht" });
  });
});

import { messageFor } from "~/i18n/message-map";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { awayAllocations, awayApplicants, awayApplications } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createEvent, createMembers, createSignedInMember } from "../../../test/factories";
import { args, asServed, get, post, readToast, settle } from "../../../test/http";
import { awayMessages, awayTexts } from "../../i18n/messages/away";
import { applyToBallot, createAllocation, drawBallot, type NewAllocation } from "../../models/away.server";
import { bookSeat, getMySeat } from "../../models/away-trips.server";
import type { Mail } from "../../notifications/kind.server";
import { runNotificationSweep } from "../../notifications/sweep.server";
import { formatDateTime } from "../../utils/dates";
import { branding } from "../../utils/branding.server";
import { wallTimeToDate } from "../../utils/zoned-time";
import { loader as listLoader } from "./away._index";
import { action as newAction, loader as newLoader } from "./away.new";
import { action as ballotAction, loader as ballotLoader, meta as ballotMeta } from "./away.$allocationId";
import { inLocale } from "~/i18n/locale.server";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

const DAY = 24 * 3_600_000;

const admin = async () => {
  const signedIn = await createSignedInMember({ email: `admin${Math.random()}@example.com`, isAdmin: true });
  return signedIn;
};

/** The new ballot form as the page posts it (the checkbox "on" when ticked). */
const FORM = (eventId: number, extra: Record<string, string> = {}) => ({
  eventId: String(eventId),
  tickets: "40",
  price: "35.00",
  opensAt: "2030-03-01T09:00",
  closesAt: "2030-03-08T21:00",
  payHours: "48",
  maxPerApplication: "2",
  membersOnly: "on",
  ...extra,
});

/** A ballot written straight through the model: by default its window closed yesterday. */
async function ballot(adminId: string, values: Partial<NewAllocation> = {}) {
  const eventId = await createEvent({ title: "Away at Rovers", date: new Date(Date.now() + 10 * DAY), type: "match", isHomeMatch: false });
  const created = await createAllocation(
    {
      eventId,
      tickets: 1,
      price: "35.00",
      opensAt: new Date(Date.now() - 8 * DAY),
      closesAt: new Date(Date.now() - DAY),
      payHours: 48,
      maxPerApplication: 1,
      membersOnly: true,
      ...values,
    },
    adminId,
  );
  if (!created.ok) throw new Error(created.reason);
  return created.id;
}

/** Two active members' applications to a ballot whose window is open now; then its window is moved into the past. */
async function appliedAndClosed(adminId: string) {
  const id = await ballot(adminId, { opensAt: new Date(Date.now() - 2 * DAY), closesAt: new Date(Date.now() + DAY) });
  const [a, b] = await createMembers([
    { email: `a${id}@example.com`, membershipStatus: "active" },
    { email: `b${id}@example.com`, membershipStatus: "active" },
  ]);
  for (const userId of [a, b]) expect((await applyToBallot(id, userId, {})).ok).toBe(true);
  await test.db
    .update(awayAllocations)
    .set({ closesAt: new Date(Date.now() - 1000) })
    .where(eq(awayAllocations.id, id));
  return id;
}

describe("away ballots: access", () => {
  it("members are sent home and anonymous visitors to sign in, from every page and post; nothing is created or drawn", async () => {
    const { id: adminId } = await admin();
    const id = String(await ballot(adminId));
    const eventId = await createEvent({ title: "Away at City", type: "match", isHomeMatch: false });
    const member = (await createSignedInMember({ email: "sam@example.com" })).cookie;
    const calls = (cookie?: string) => [
      () => listLoader(args(get("/admin/away", cookie))),
      () => newLoader(args(get("/admin/away/new", cookie))),
      () => newAction(args(post("/admin/away/new", FORM(eventId), cookie))),
      () => ballotLoader(args(get(`/admin/away/${id}`, cookie), { allocationId: id })),
      () => ballotAction(args(post(`/admin/away/${id}`, { intent: "draw" }, cookie), { allocationId: id })),
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
    expect(await test.db.select().from(awayAllocations).where(eq(awayAllocations.eventId, eventId))).toHaveLength(0);
    const [stored] = await test.db
      .select()
      .from(awayAllocations)
      .where(eq(awayAllocations.id, Number(id)));
    expect(stored.drawnAt).toBeNull();
  });
});

describe("away ballots: new", () => {
  it("offers upcoming matches only: not past ones, not called-off ones, not other kinds of event", async () => {
    const { cookie } = await admin();
    const upcoming = await createEvent({ title: "Away at Town", type: "match", isHomeMatch: false, date: new Date(Date.now() + 5 * DAY) });
    const past = await createEvent({ title: "Away last year", type: "match", isHomeMatch: false, date: new Date(Date.now() - 5 * DAY) });
    const cancelled = await createEvent({ title: "Called off", type: "match", cancelledAt: new Date() });
    const social = await createEvent({ title: "Quiz night", type: "community" });
    const { matches } = await (await newLoader(args(get("/admin/away/new", cookie)))).json();
    const ids = matches.map((match: { id: number }) => match.id);
    expect(ids).toContain(upcoming);
    for (const id of [past, cancelled, social]) expect(ids).not.toContain(id);
  });

  it("a bad form is a 400 with each error next to its field and everything typed kept; nothing is stored", async () => {
    const { cookie } = await admin();
    const eventId = await createEvent({ title: "Away at United", type: "match", isHomeMatch: false });
    const bad = FORM(eventId, { tickets: "0", price: "-3", closesAt: "2030-03-01T08:00", payHours: "721", maxPerApplication: "3" });
    delete (bad as Partial<typeof bad>).membersOnly;
    const response = (await newAction(args(post("/admin/away/new", bad, cookie)))) as Response;
    expect(response.status).toBe(400);
    const { result } = await response.json();
    expect(Object.keys(result.error).sort()).toEqual(["maxPerApplication", "payHours", "price", "tickets"]);
    expect(result.error.tickets).toEqual(["Tickets must be a whole number from 1 to 10,000"]);
    expect(result.initialValue).toMatchObject({ tickets: "0", price: "-3", closesAt: "2030-03-01T08:00", payHours: "721" });
    expect(result.initialValue.membersOnly).toBeUndefined();

    // The window alone wrong: said next to Applications close.
    const window = (await newAction(args(post("/admin/away/new", FORM(eventId, { closesAt: "2030-03-01T08:00" }), cookie)))) as Response;
    expect(window.status).toBe(400);
    expect((await window.json()).result.error).toEqual({ closesAt: ["Applications must close after they open"] });

    const noMatch = (await newAction(args(post("/admin/away/new", FORM(eventId, { eventId: "" }), cookie)))) as Response;
    expect(noMatch.status).toBe(400);
    expect((await noMatch.json()).result.error).toEqual({ eventId: ["Choose a match from the list"] });

    expect(await test.db.select().from(awayAllocations).where(eq(awayAllocations.eventId, eventId))).toHaveLength(0);
  });

  it("a match that does not exist is Match's error, a 400", async () => {
    const { cookie } = await admin();
    const response = (await newAction(args(post("/admin/away/new", FORM(999_999), cookie)))) as Response;
    expect(response.status).toBe(400);
    expect((await response.json()).result.error).toEqual({ eventId: [awayTexts.matchNotFound()] });
  });

  it("a good form creates the ballot, its window read in the group's time zone, and redirects to it with a toast", async () => {
    const { id: adminId, cookie } = await admin();
    const eventId = await createEvent({ title: "Away at Athletic", type: "match", isHomeMatch: false });
    const response = (await newAction(args(post("/admin/away/new", FORM(eventId), cookie)))) as Response;
    expect(response.status).toBe(302);
    const [stored] = await test.db.select().from(awayAllocations).where(eq(awayAllocations.eventId, eventId));
    expect(response.headers.get("Location")).toBe(`/admin/away/${stored.id}`);
    expect(await readToast(response)).toMatchObject({ type: "success", description: awayTexts.created() });
    expect(stored).toMatchObject({
      tickets: 40,
      price: "35.00",
      payHours: 48,
      maxPerApplication: 2,
      membersOnly: true,
      createdBy: adminId,
      drawnAt: null,
      opensAt: wallTimeToDate("2030-03-01T09:00", branding.timeZone),
      closesAt: wallTimeToDate("2030-03-08T21:00", branding.timeZone),
    });
    expect(stored.seedCommitment).toMatch(/^[0-9a-f]{64}$/);

    // Unticked: for everyone.
    const open = (await newAction(args(post("/admin/away/new", { ...FORM(eventId), membersOnly: "" }, cookie)))) as Response;
    expect(open.status).toBe(302);
    const rows = await test.db.select().from(awayAllocations).where(eq(awayAllocations.eventId, eventId));
    expect(rows.map((row) => row.membersOnly).sort()).toEqual([false, true]);

    // The list shows both, with their phase.
    const { ballots } = await (await listLoader(args(get("/admin/away", cookie)))).json();
    const mine = ballots.filter((row: { eventId: number }) => row.eventId === eventId);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ eventTitle: "Away at Athletic", tickets: 40, applications: 0, applicants: 0, phase: "upcoming" });
  });
});

describe("away ballots: one ballot", () => {
  it("an unknown or malformed id is a 404", async () => {
    const { cookie } = await admin();
    for (const id of ["999999", "abc"]) {
      expect((await settle(() => ballotLoader(args(get(`/admin/away/${id}`, cookie), { allocationId: id })))).status).toBe(404);
      const posted = await settle(() => ballotAction(args(post(`/admin/away/${id}`, { intent: "draw" }, cookie), { allocationId: id })));
      expect(posted.status).toBe(404);
    }
  });

  it("the draw is refused with a 409 while the window is open, and an unknown intent is a 400", async () => {
    const { id: adminId, cookie } = await admin();
    const id = String(await ballot(adminId, { opensAt: new Date(Date.now() - DAY), closesAt: new Date(Date.now() + DAY) }));
    const page = await (await ballotLoader(args(get(`/admin/away/${id}`, cookie), { allocationId: id }))).json();
    expect(page).toMatchObject({ phase: "open", order: [] });
    const response = (await ballotAction(args(post(`/admin/away/${id}`, { intent: "draw" }, cookie), { allocationId: id }))) as Response;
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ form: "draw", message: messageFor(awayMessages, { reason: "window-open" }) });
    const unknown = (await ballotAction(args(post(`/admin/away/${id}`, { intent: "shuffle" }, cookie), { allocationId: id }))) as Response;
    expect(unknown.status).toBe(400);
    const [stored] = await test.db
      .select()
      .from(awayAllocations)
      .where(eq(awayAllocations.id, Number(id)));
    expect(stored.drawnAt).toBeNull();
  });

  it("after the close the draw offers the places and shows the order; a second draw is a 409; payment is recorded once", async () => {
    const { id: adminId, cookie } = await admin();
    const id = String(await appliedAndClosed(adminId));
    expect((await (await ballotLoader(args(get(`/admin/away/${id}`, cookie), { allocationId: id }))).json()).phase).toBe("closed");

    const drawn = (await ballotAction(args(post(`/admin/away/${id}`, { intent: "draw" }, cookie), { allocationId: id }))) as Response;
    expect(drawn.status).toBe(302);
    expect(drawn.headers.get("Location")).toBe(`/admin/away/${id}`);
    expect(await readToast(drawn)).toMatchObject({ type: "success", description: awayTexts.drawn(1, 1) });

    const page = await (await ballotLoader(args(get(`/admin/away/${id}`, cookie), { allocationId: id }))).json();
    expect(page.phase).toBe("drawn");
    expect(page.allocation.seed).toMatch(/^[0-9a-f]+$/);
    expect(page.order.map((row: { position: number; status: string }) => [row.position, row.status])).toEqual([
      [1, "offered"],
      [2, "waiting"],
    ]);
    expect(page.order[0].members[0]).toMatchObject({ memberId: expect.stringMatching(/^#[0-9A-F]{8}$/), points: expect.any(Number) });

    const again = (await ballotAction(args(post(`/admin/away/${id}`, { intent: "draw" }, cookie), { allocationId: id }))) as Response;
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ form: "draw", message: messageFor(awayMessages, { reason: "already-drawn" }) });

    const [offered, waiting] = page.order as { applicationId: number }[];
    const pay = (applicationId: number) =>
      ballotAction(
        args(post(`/admin/away/${id}`, { intent: "record-payment", applicationId: String(applicationId) }, cookie), { allocationId: id }),
      ) as Promise<Response>;
    const refused = await pay(waiting.applicationId);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ form: "record-payment", message: awayTexts.notOffered(), applicationId: waiting.applicationId });

    const paid = await pay(offered.applicationId);
    expect(paid.status).toBe(302);
    expect(await readToast(paid)).toMatchObject({ type: "success", description: awayTexts.paid() });
    const [row] = await test.db.select().from(awayApplications).where(eq(awayApplications.id, offered.applicationId));
    expect(row).toMatchObject({ status: "paid", paidVia: "at-table", paymentRecordedBy: adminId });

    // Paid already: no longer waiting for payment.
    expect((await pay(offered.applicationId)).status).toBe(409);
    // Another ballot's application is not this ballot's to record.
    const other = String(await appliedAndClosed(adminId));
    expect(
      (await ballotAction(
        args(post(`/admin/away/${other}`, { intent: "record-payment", applicationId: String(offered.applicationId) }, cookie), {
          allocationId: other,
        }),
      )) as Response,
    ).toMatchObject({ status: 409 });
  });
});

describe("away ballots: the coach", () => {
  it("the admin adds a coach: field errors keep what was typed; the pickup points are kept in time order; a second coach is refused", async () => {
    const { id: adminId, cookie } = await admin();
    const id = String(await ballot(adminId));
    const send = (fields: Record<string, string>) =>
      settle(() => ballotAction(args(post(`/admin/away/${id}`, { intent: "add-trip", ...fields }, cookie), { allocationId: id })));

    const bad = await send({ seats: "0", price: "12", place0: "Crooked Crest", at0: "", place1: "", at1: "2030-03-09T09:00" });
    expect(bad.status).toBe(400);
    const reply = (await bad.json()) as { trip: { errors: Record<string, string[]>; values: Record<string, string> } };
    expect(reply.trip.errors).toEqual({
      seats: [expect.any(String)],
      at0: ["Enter when the coach picks up here"],
      place1: ["Enter where the coach picks up"],
    });
    expect(reply.trip.values).toMatchObject({ seats: "0", price: "12", place0: "Crooked Crest" });
    // With the fields right, the rows are checked as pairs: a time without its place.
    const half = await send({
      seats: "10",
      price: "12",
      place0: "Crooked Crest",
      at0: "2030-03-09T09:00",
      place1: "",
      at1: "2030-03-09T09:30",
    });
    expect(half.status).toBe(400);
    expect(((await half.json()) as typeof reply).trip.errors).toEqual({ place1: ["Enter where the coach picks up"] });

    const good = await send({
      seats: "48",
      price: "15",
      place0: "Northgate services",
      at0: "2030-03-09T09:45",
      place1: "Crooked Crest",
      at1: "2030-03-09T09:00",
    });
    expect(good.status).toBe(302);
    const page = await (await settle(() => ballotLoader(args(get(`/admin/away/${id}`, cookie), { allocationId: id })))).json();
    expect(page.trip).toMatchObject({ seats: 48, seatsTaken: 0, price: "15.00" });
    expect(page.trip.pickupPoints).toEqual([
      { place: "Crooked Crest", at: wallTimeToDate("2030-03-09T09:00", branding.timeZone).toISOString() },
      { place: "Northgate services", at: wallTimeToDate("2030-03-09T09:45", branding.timeZone).toISOString() },
    ]);
    const nul = await send({ seats: "10", price: "5", place0: "Dep\u0000ot", at0: "2030-03-09T08:00" });
    expect(nul.status).toBe(400);
    const again = await send({ seats: "10", price: "5", place0: "Depot", at0: "2030-03-09T08:00" });
    expect(again.status).toBe(409);
  });

  it("the admin changes the coach: the form starts from the coach as it is; below the seats booked is a 409 keeping what was typed; a moved pickup mails its passenger", async () => {
    const { id: adminId, cookie } = await admin();
    const id = await appliedAndClosed(adminId);
    await test.db.update(awayAllocations).set({ tickets: 2 }).where(eq(awayAllocations.id, id));
    expect((await drawBallot(id, { timeZone: branding.timeZone, seasonStartMonth: 7 })).ok).toBe(true);
    const allocationId = String(id);
    const send = (intent: string, fields: Record<string, string>) =>
      settle(() => ballotAction(args(post(`/admin/away/${id}`, { intent, ...fields }, cookie), { allocationId })));
    const coach = { seats: "20", price: "15", place0: "Crooked Crest", at0: "2030-03-09T09:00", place1: "", at1: "", place2: "", at2: "" };
    const added = await send("add-trip", coach);
    expect(added.status, await added.clone().text()).toBe(302);
    const [passenger, other] = await test.db
      .select({ userId: awayApplicants.userId })
      .from(awayApplicants)
      .where(eq(awayApplicants.allocationId, id))
      .orderBy(awayApplicants.userId);
    expect(await bookSeat(id, passenger!.userId!, 0)).toEqual({ ok: true });
    expect(await bookSeat(id, other!.userId!, 0)).toEqual({ ok: true });

    const page = async () => (await settle(() => ballotLoader(args(get(`/admin/away/${id}`, cookie), { allocationId })))).json();
    expect((await page()).tripValues).toEqual({ seats: "20", price: "15.00", place0: "Crooked Crest", at0: "2030-03-09T09:00" });

    const tooFew = await send("edit-trip", { ...coach, seats: "0" });
    expect(tooFew.status).toBe(400);
    const below = await send("edit-trip", { ...coach, seats: "1", place1: "Northgate", at1: "2030-03-09T08:30" });
    expect(below.status).toBe(409);
    const reply = (await below.json()) as { form: string; trip: { errors: Record<string, string[]>; values: Record<string, string> } };
    expect(reply.form).toBe("edit-trip");
    expect(reply.trip.errors).toEqual({ seats: ["More seats than that are already booked: keep at least as many as are taken."] });
    expect(reply.trip.values).toMatchObject({ seats: "1", place1: "Northgate", at1: "2030-03-09T08:30" });

    const moved = await send("edit-trip", { ...coach, seats: "30", at0: "2030-03-09T10:00", place1: "Northgate", at1: "2030-03-09T08:30" });
    expect(moved.status).toBe(302);
    expect(await readToast(moved)).toMatchObject({ title: "Coach changed", description: awayTexts.tripChanged() });
    const changed = (await page()).trip;
    expect(changed).toMatchObject({ seats: 30, seatsTaken: 2 });
    expect(changed.pickupPoints.map((point: { place: string }) => point.place)).toEqual(["Northgate", "Crooked Crest"]);
    // Both still board at the Crooked Crest, now the second point, and each is told once.
    expect(await getMySeat(id, passenger!.userId!)).toBe(1);

    const mails: Mail[] = [];
    await runNotificationSweep({ db: test.db, send: async (mail) => void mails.push(mail) });
    const pickup = mails.filter((mail) => mail.subject === "Coach pickup changed: Away at Rovers");
    expect(pickup).toHaveLength(2);
    expect(pickup[0]!.text).toContain(
      `now picks you up at Crooked Crest, ${formatDateTime(wallTimeToDate("2030-03-09T10:00", branding.timeZone), branding.timeZone)}.`,
    );
    expect(pickup[0]!.text).toContain(
      `Was: Crooked Crest, ${formatDateTime(wallTimeToDate("2030-03-09T09:00", branding.timeZone), branding.timeZone)}.`,
    );
  });
});

describe("the admin's away ballot page in German (Accept-Language: de)", () => {
  const german = (cookie: string) => ({ cookie, headers: { "Accept-Language": "de" } });

  it("refuses an early draw and a bad payment, and toasts the draw and the coach, in German", async () => {
    const { id: adminId, cookie } = await admin();
    const send = (id: string, fields: Record<string, string>) =>
      settle(() =>
        asServed(post(`/admin/away/${id}`, fields, german(cookie)), (request) => ballotAction(args(request, { allocationId: id }))),
      );

    const open = String(await ballot(adminId, { opensAt: new Date(Date.now() - DAY), closesAt: new Date(Date.now() + DAY) }));
    const early = await send(open, { intent: "draw" });
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ form: "draw", message: "Gezogen werden kann erst, wenn die Bewerbung geschlossen ist." });

    const id = String(await appliedAndClosed(adminId));
    const drawn = await send(id, { intent: "draw" });
    expect(drawn.status).toBe(302);
    expect(await readToast(drawn)).toMatchObject({ title: "Gezogen", description: expect.stringMatching(/^Gezogen: 1 Platz angeboten/) });

    const unpaid = await send(id, { intent: "record-payment", applicationId: "x" });
    expect(unpaid.status).toBe(400);
    expect(await unpaid.json()).toEqual({ form: "record-payment", message: "Dieser Platz wartet nicht mehr auf Zahlung." });

    const missing = await send(id, { intent: "add-trip", seats: "20", price: "15", place0: "", at0: "" });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { trip: { errors: Record<string, string[]> } }).trip.errors.place0).toEqual([
      "Gib mindestens einen Abfahrtsort an",
    ]);
    const added = await send(id, { intent: "add-trip", seats: "20", price: "15", place0: "Crooked Crest", at0: "2030-03-09T09:00" });
    expect(added.status).toBe(302);
    expect(await readToast(added)).toMatchObject({
      title: "Bus hinzugefügt",
      description: "Bus hinzugefügt. Mitglieder mit Platz können jetzt Sitze buchen.",
    });
  });

  it("titles the page in German", async () => {
    const { id: adminId, cookie } = await admin();
    const id = String(await ballot(adminId));
    const data = await (
      await asServed(get(`/admin/away/${id}`, german(cookie)), (request) => ballotLoader(args(request, { allocationId: id })))
    ).json();
    const title = (found: boolean) =>
      inLocale("de", () => ballotMeta({ data: found ? data : undefined, matches: [] } as unknown as Parameters<typeof ballotMeta>[0]));
    expect(title(true)).toEqual([{ title: expect.stringMatching(/^Verlosung Auswärtsfahrt: Away at Rovers \| /) }]);
    expect(title(false)).toEqual([{ title: expect.stringMatching(/^Verlosung nicht gefunden \| /) }]);
  });
});

import { asc, eq } from "drizzle-orm";
import fc from "fast-check";
// The server's choice of language (the request's Accept-Language), as root imports it on a running server.
import "~/i18n/locale.server";
import { describe, expect, it } from "vitest";
import { DEFAULT_PRIVACY_SETTINGS, notifications, ticketListings } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { DAY, HOUR, later } from "../../../test/time";
import {
  createEvent,
  createListing,
  createSignedInMember,
  type SignedIn as Person,
  type EventValues,
  type UserValues,
} from "../../../test/factories";
import { args, apiRequest as request, asServed } from "../../../test/http";
import { action as listAction, loader as listLoader } from "./ticket-listings";
import { action as itemAction, loader as itemLoader } from "./ticket-listings.$id";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();
const person = (email: string, values: UserValues = {}): Promise<Person> => createSignedInMember({ email, ...values });

const match = (values: EventValues = {}) =>
  createEvent({ title: "Roadies FC vs Harbour United", date: later(10 * DAY), isHomeMatch: true, ...values });

const listing = createListing;

async function stored(id: number) {
  const [row] = await test.db.select().from(ticketListings).where(eq(ticketListings.id, id));
  return row;
}

const payload = (values: Record<string, unknown> = {}) => ({
  eventId: null,
  matchTitle: "Roadies FC vs Lakeshore",
  matchDate: later(5 * DAY).toISOString(),
  section: "112",
  row: null,
  seats: "3-4",
  price: 45,
  listingType: "sale",
  tradeDescription: null,
  ...values,
});

const list = (query = "", cookie?: string) => listLoader(args(request(`/api/ticket-listings${query}`, { cookie })));
const post = (body: unknown, cookie?: string) => listAction(args(request("/api/ticket-listings", { method: "POST", cookie, body })));
const one = (id: number | string, cookie?: string) =>
  itemLoader(args(request(`/api/ticket-listings/${id}`, { cookie }), { id: String(id) }));
const call = (method: string, id: number | string, cookie?: string, body?: unknown) =>
  itemAction(args(request(`/api/ticket-listings/${id}`, { method, cookie, body }), { id: String(id) }));

type Item = {
  id: number;
  user: { firstName: string; lastName: string; email: string | null };
  userId?: string;
  mine: boolean;
  price: string | null;
};

describe("GET /api/ticket-listings", () => {
  it("anyone: open listings, newest first, no poster ids and no emails; filtered by type, paged", async () => {
    const priya = await person("priya@example.com", { firstName: "Priya", lastName: "Shah" });
    const tom = await person("tom@example.com", { firstName: "Tom", lastName: "Reid" });
    const sale = await listing(priya.id, { createdAt: later(-3 * HOUR) });
    const trade = await listing(tom.id, {
      listingType: "trade",
      price: null,
      tradeDescription: "Swap for 101",
      createdAt: later(-2 * HOUR),
    });
    const free = await listing(priya.id, { listingType: "free", price: null, createdAt: later(-HOUR) });
    const expired = await listing(tom.id, { matchDate: later(-60_000) });
    await listing(tom.id, { isActive: false, closedReason: "sold" });

    const response = await list();
    expect(response.status).toBe(200);
    const text = await response.clone().text();
    expect(text).not.toContain("@example.com");
    expect(text).not.toContain(priya.id);
    expect(text).not.toContain(tom.id);
    const items = (await response.json()) as Item[];
    expect(items.map((i) => i.id)).toEqual([free, trade, sale]);
    expect(items.map((i) => i.id)).not.toContain(expired);
    expect(items[2]).toMatchObject({
      price: "45.00",
      listingType: "sale",
      matchTitle: "Roadies FC vs Lakeshore",
      postedBy: "Priya S.",
      mine: false,
      user: { firstName: "Priya", lastName: "S.", email: null },
    });
    expect(items[2]).not.toHaveProperty("userId");
    expect(items[1]).toMatchObject({ tradeDescription: "Swap for 101", price: null });
    expect(response.headers.get("Link")).toBeNull();

    expect(((await (await list("?type=trade")).json()) as Item[]).map((i) => i.id)).toEqual([trade]);
    expect(((await (await list("?type=free")).json()) as Item[]).map((i) => i.id)).toEqual([free]);
    for (const bad of ["?type=auction", "?type=", "?type=SALE", "?limit=0", "?limit=501", "?offset=-1"]) {
      const refused = await list(bad);
      expect(refused.status, bad).toBe(400);
      expect((await refused.json()).message).toBe("Invalid query");
    }

    const page = await list("?limit=2");
    expect(page.headers.get("Link")).toBe('</api/ticket-listings?limit=2&offset=2>; rel="next"');
    const next = await list("?limit=2&offset=2");
    expect(((await next.json()) as Item[]).map((i) => i.id)).toEqual([sale]);
    expect(next.headers.get("Link")).toBeNull();
    const typed = await list("?type=sale&limit=1");
    expect(typed.headers.get("Link")).toBe('</api/ticket-listings?type=sale&limit=1&offset=1>; rel="next"');
  });

  it("a signed-in caller gets the email only where the poster shows it; 'Member' and nothing else for a hidden profile", async () => {
    const open = await person("open@example.com", {
      firstName: "Priya",
      lastName: "Shah",
      privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, showEmail: true },
    });
    const privateAddress = await person("private@example.com", { firstName: "Ana", lastName: "Ruiz" });
    const closed = await person("closed@example.com", {
      privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, showEmail: true, allowMemberContact: false },
    });
    const hidden = await person("hidden@example.com", {
      firstName: "Maria",
      lastName: "Lopez",
      profileImageUrl: "https://img.example.org/maria.png",
      privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, showEmail: true, profileVisibility: false },
    });
    const viewer = await person("viewer@example.com");
    const ids = {
      open: await listing(open.id),
      privateAddress: await listing(privateAddress.id),
      closed: await listing(closed.id),
      hidden: await listing(hidden.id),
      own: await listing(viewer.id),
    };

    const response = await list("", viewer.cookie);
    const text = await response.clone().text();
    const items = new Map(((await response.json()) as Item[]).map((i) => [i.id, i]));
    expect(items.get(ids.open)).toMatchObject({
      mine: false,
      contact: "email",
      user: { firstName: "Priya", lastName: "S.", email: "open@example.com" },
    });
    expect(items.get(ids.privateAddress)).toMatchObject({ contact: "message", user: { firstName: "Ana", lastName: "R.", email: null } });
    expect(items.get(ids.closed)).toMatchObject({ contact: "none", user: { email: null } });
    expect(items.get(ids.hidden)).toMatchObject({
      postedBy: "Member",
      contact: "message",
      user: { firstName: "Member", lastName: "", email: null },
    });
    expect(items.get(ids.own)!.mine).toBe(true);
    for (const item of items.values()) expect(item).not.toHaveProperty("userId");
    // The one address in the answer is the one its owner shows; no poster's id, no hidden name or picture.
    expect(new Set(text.match(/[a-z.]+@example\.com/g))).toEqual(new Set(["open@example.com"]));
    for (const poster of [open, privateAddress, closed, hidden]) expect(text).not.toContain(poster.id);
    for (const clue of ["Maria", "Lopez", "maria.png"]) expect(text).not.toContain(clue);

    // The same listings, anonymously: not one address, and a forged cookie is anonymous.
    for (const cookie of [undefined, "__session=forged"]) {
      const body = await (await list("", cookie)).text();
      expect(body).not.toMatch(/@example\.com/);
      expect(body).toContain('"firstName":"Member"');
    }
  });
});

describe("GET /api/ticket-listings/{id}", () => {
  it("the open listing in the list's shape; 404 once closed, expired, unknown or malformed", async () => {
    const poster = await person("poster@example.com", { privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, showEmail: true } });
    const viewer = await person("viewer@example.com");
    const id = await listing(poster.id);
    const expired = await listing(poster.id, { matchDate: later(-60_000) });
    const withdrawn = await listing(poster.id, { isActive: false, closedReason: "withdrawn" });

    const anonymous = await one(id);
    expect(anonymous.status).toBe(200);
    const text = await anonymous.text();
    expect(text).not.toContain("@example.com");
    expect(text).not.toContain(poster.id);
    expect(((await (await one(id, viewer.cookie)).json()) as Item).user.email).toBe("poster@example.com");
    // 'Show email address' off (the default): no address, the contact form instead.
    const quiet = await person("quiet@example.com");
    const quietId = await listing(quiet.id);
    const quietText = await (await one(quietId, viewer.cookie)).text();
    expect(JSON.parse(quietText)).toMatchObject({ contact: "message", user: { email: null } });
    expect(quietText).not.toContain("quiet@example.com");

    for (const target of [expired, withdrawn, 999_999, "abc", "0", "2147483648"]) {
      const response = await one(target, viewer.cookie);
      expect(response.status, String(target)).toBe(404);
    }
  });
});

describe("POST /api/ticket-listings", () => {
  it("401 anonymous; 400 with field errors from zod and from the model; nothing stored", async () => {
    const member = await person("member@example.com");
    const unauthorized = await post(payload());
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toEqual({ message: "Unauthorized" });

    const invalid = await post({ ...payload(), section: "", seats: undefined, matchDate: null, listingType: "auction" }, member.cookie);
    expect(invalid.status).toBe(400);
    const { message, errors } = await invalid.json();
    expect(message).toBe("Validation Error");
    expect(errors.section).toEqual(["Section is required"]);
    expect(errors.seats).toEqual(["Seats is required"]);
    expect(errors.listingType).toEqual(["Choose sale, trade or free"]);

    const notJson = await post("{section:", member.cookie);
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ message: "The request body must be JSON" });

    const away = await match({ isHomeMatch: false });
    const past = await match({ date: later(-DAY) });
    for (const eventId of [away, past]) {
      const refused = await post(payload({ eventId }), member.cookie);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        message: "Validation Error",
        errors: { eventId: ["Choose an upcoming home match, or Other Match (manual entry)"] },
      });
    }
    const pastDate = await post(payload({ matchDate: later(-HOUR).toISOString() }), member.cookie);
    expect((await pastDate.json()).errors).toEqual({ matchDate: ["The match has already started: choose a future date"] });
    const noPrice = await post(payload({ price: null }), member.cookie);
    expect((await noPrice.json()).errors).toEqual({ price: ["Enter the price per ticket for a sale"] });
    const capped = await match({ faceValue: "40.00" });
    const overFace = await post(payload({ eventId: capped, price: 40.01 }), member.cookie);
    expect(overFace.status).toBe(400);
    expect((await overFace.json()).errors).toEqual({ price: ["Price may not exceed the face value of $40.00"] });

    expect(await test.db.select().from(ticketListings)).toEqual([]);
  });

  it("400, not 500, for a JSON body that is not an object (null, a list, a number, a string)", async () => {
    const member = await person("member@example.com");
    for (const body of ["null", "[]", "5", '"tickets"']) {
      const answer = await post(body, member.cookie);
      expect(answer.status, body).toBe(400);
      expect((await answer.json()).message, body).toBeTruthy();
    }
    expect(await test.db.select().from(ticketListings)).toHaveLength(0);
  });

  it("201 with the listing; a home match's title and date win over what was typed; trade and free store no price", async () => {
    const member = await person("member@example.com", { firstName: "Daniel", lastName: "Okafor" });
    const kickOff = later(12 * DAY);
    const eventId = await match({ title: "Roadies FC vs Capital City SC", date: kickOff, faceValue: "60.00" });
    const created = await post(
      payload({ eventId, matchTitle: "Typed", matchDate: later(30 * DAY).toISOString(), price: 55.5, row: "K" }),
      member.cookie,
    );
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({
      eventId,
      matchTitle: "Roadies FC vs Capital City SC",
      matchDate: kickOff.toISOString(),
      section: "112",
      row: "K",
      price: "55.50",
      listingType: "sale",
      isActive: true,
      mine: true,
      user: { firstName: "Daniel", lastName: "O.", email: null },
    });
    expect(body).not.toHaveProperty("userId");
    expect(await stored(body.id)).toMatchObject({ userId: member.id, matchTitle: "Roadies FC vs Capital City SC", price: "55.50" });

    const trade = await (
      await post(payload({ listingType: "trade", price: 20, tradeDescription: "Swap for two in 104" }), member.cookie)
    ).json();
    expect(trade).toMatchObject({ listingType: "trade", price: null, tradeDescription: "Swap for two in 104" });
    const free = await (await post(payload({ listingType: "free", price: 20, tradeDescription: "x" }), member.cookie)).json();
    expect(free).toMatchObject({ listingType: "free", price: null, tradeDescription: null });
  });

  it("409 with the message at the open-listings limit (TICKET_MAX_ACTIVE_LISTINGS, 10 by default)", async () => {
    const member = await person("member@example.com");
    for (let i = 0; i < 9; i++) await listing(member.id, { seats: String(i) });
    await listing(member.id, { isActive: false, closedReason: "sold" });
    await listing(member.id, { matchDate: later(-HOUR) });
    expect((await post(payload(), member.cookie)).status).toBe(201);
    const refused = await post(payload(), member.cookie);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: "You can have at most 10 open listings. Mark one sold or withdraw it first." });
    expect(await test.db.select({ id: ticketListings.id }).from(ticketListings).where(eq(ticketListings.userId, member.id))).toHaveLength(
      12,
    );
  });
});

describe("PATCH /api/ticket-listings/{id}", () => {
  it("the poster edits with a full payload or closes with a status; anyone else gets 404 and nothing changes", async () => {
    const poster = await person("poster@example.com");
    const other = await person("other@example.com");
    const admin = await person("admin@example.com", { isAdmin: true });
    const id = await listing(poster.id);
    const before = await stored(id);

    expect((await call("PATCH", id, undefined, payload({ section: "999" }))).status).toBe(401);
    for (const cookie of [other.cookie, admin.cookie]) {
      const edit = await call("PATCH", id, cookie, payload({ section: "999" }));
      expect(edit.status).toBe(404);
      expect(await edit.json()).toEqual({ message: "Ticket listing not found" });
      expect((await call("PATCH", id, cookie, { status: "sold" })).status).toBe(404);
    }
    expect(await stored(id)).toEqual(before);

    const invalid = await call("PATCH", id, poster.cookie, payload({ seats: "" }));
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).errors.seats).toEqual(["Seats is required"]);
    const badStatus = await call("PATCH", id, poster.cookie, { status: "removed" });
    expect(badStatus.status).toBe(400);
    expect((await badStatus.json()).errors.status).toEqual(["status must be sold, given-away or withdrawn"]);
    expect((await (await call("PATCH", id, poster.cookie, payload({ price: -1 }))).json()).errors.price).toEqual([
      "The price cannot be negative",
    ]);
    expect(await stored(id)).toEqual(before);

    const edited = await call("PATCH", id, poster.cookie, payload({ section: "118", listingType: "trade", tradeDescription: "Swap" }));
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      id,
      section: "118",
      listingType: "trade",
      price: null,
      tradeDescription: "Swap",
      mine: true,
    });

    const sold = await call("PATCH", id, poster.cookie, { status: "sold" });
    expect(sold.status).toBe(200);
    expect(await sold.json()).toEqual({ id, closedReason: "sold", isActive: false });
    expect(await stored(id)).toMatchObject({ isActive: false, closedReason: "sold" });
    expect((await call("PATCH", id, poster.cookie, { status: "withdrawn" })).status).toBe(404);
    expect((await call("PATCH", id, poster.cookie, payload())).status).toBe(404);
    expect((await one(id)).status).toBe(404);
  });

  it("a partial body merges over the stored listing; an unknown or foreign id is 404 whatever the body", async () => {
    const poster = await person("poster@example.com");
    const other = await person("other@example.com");
    const admin = await person("admin@example.com", { isAdmin: true });
    const home = await match({ faceValue: "40.00" });
    const id = await listing(poster.id);
    const linked = await listing(poster.id, { eventId: home, matchTitle: "Roadies FC vs Harbour United", price: "30.00" });
    const before = await stored(id);

    for (const body of [{ section: "120" }, { seats: "" }, {}, { price: "abc" }]) {
      for (const cookie of [other.cookie, admin.cookie]) {
        const refused = await call("PATCH", id, cookie, body);
        expect(refused.status).toBe(404);
        expect(await refused.json()).toEqual({ message: "Ticket listing not found" });
      }
      expect((await call("PATCH", 2_000_000, poster.cookie, body)).status).toBe(404);
    }
    expect(await stored(id)).toEqual(before);

    const edited = await call("PATCH", id, poster.cookie, { section: "120" });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      id,
      section: "120",
      row: "F",
      seats: "3-4",
      price: "45.00",
      listingType: "sale",
      mine: true,
    });
    expect(await stored(id)).toMatchObject({ section: "120", row: "F", seats: "3-4", price: "45.00", matchTitle: before.matchTitle });
    expect((await stored(id)).matchDate).toEqual(before.matchDate);

    const repriced = await call("PATCH", linked, poster.cookie, { price: 35 });
    expect(repriced.status).toBe(200);
    expect(await stored(linked)).toMatchObject({ eventId: home, price: "35.00", section: "112" });

    // The merged whole is still validated like POST: a cleared field, or a sale left without a price.
    const cleared = await call("PATCH", id, poster.cookie, { seats: "" });
    expect(cleared.status).toBe(400);
    expect((await cleared.json()).errors.seats).toEqual(["Seats is required"]);
    const unpriced = await call("PATCH", id, poster.cookie, { price: null });
    expect(unpriced.status).toBe(400);
    expect((await unpriced.json()).errors.price).toBeDefined();
    expect(await (await call("PATCH", id, poster.cookie, [])).json()).toEqual({ message: "The request body must be a JSON object" });
    expect(await stored(id)).toMatchObject({ section: "120", seats: "3-4", price: "45.00" });
  });

  it("an expired listing cannot be edited; given-away closes it", async () => {
    const poster = await person("poster@example.com");
    const expired = await listing(poster.id, { matchDate: later(-60_000) });
    expect((await call("PATCH", expired, poster.cookie, payload())).status).toBe(404);
    const open = await listing(poster.id, { listingType: "free", price: null });
    expect(await (await call("PATCH", open, poster.cookie, { status: "given-away" })).json()).toEqual({
      id: open,
      closedReason: "given-away",
      isActive: false,
    });
  });
});

describe("DELETE /api/ticket-listings/{id}", () => {
  it("the poster withdraws; another member gets 404; an admin removes anyone's with a reason, mailed to the poster", async () => {
    const poster = await person("poster@example.com");
    const other = await person("other@example.com");
    const admin = await person("admin@example.com", { isAdmin: true });
    const mine = await listing(poster.id);
    const theirs = await listing(poster.id, { matchTitle: "Roadies FC vs Northgate" });
    const before = await stored(theirs);

    expect((await call("DELETE", theirs)).status).toBe(401);
    expect((await call("DELETE", theirs, other.cookie)).status).toBe(404);
    // A member's "reason" does not make them an admin.
    expect((await call("DELETE", theirs, other.cookie, { reason: "spam" })).status).toBe(404);
    const noReason = await call("DELETE", theirs, admin.cookie);
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({ errors: { reason: ["Reason is required"] } });
    const blank = await call("DELETE", theirs, admin.cookie, { reason: "  " });
    expect(blank.status).toBe(400);
    expect((await blank.json()).errors.reason).toEqual(["Reason is required: the poster is told why their listing was removed"]);
    expect((await call("DELETE", theirs, admin.cookie, "not json")).status).toBe(400);
    expect(await stored(theirs)).toEqual(before);
    expect(await test.db.select().from(notifications)).toEqual([]);

    const withdrawn = await call("DELETE", mine, poster.cookie);
    expect(withdrawn.status).toBe(200);
    expect(await withdrawn.json()).toEqual({ id: mine, closedReason: "withdrawn", isActive: false });
    expect((await call("DELETE", mine, poster.cookie)).status).toBe(404);

    const removed = await call("DELETE", theirs, admin.cookie, { reason: "Priced above face value" });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ id: theirs, closedReason: "removed", isActive: false });
    expect(await stored(theirs)).toMatchObject({ isActive: false, closedReason: "removed", removalReason: "Priced above face value" });
    const mails = await test.db.select().from(notifications);
    expect(mails).toMatchObject([{ kind: "listing-removed", userId: poster.id, payload: { listingId: theirs } }]);

    expect((await call("DELETE", theirs, admin.cookie, { reason: "again" })).status).toBe(404);
    expect((await call("DELETE", 999_999, admin.cookie)).status).toBe(404);
    expect((await call("DELETE", "abc", admin.cookie)).status).toBe(404);
    // An admin's own listing needs no reason.
    const adminOwn = await listing(admin.id);
    expect(await (await call("DELETE", adminOwn, admin.cookie)).json()).toEqual({
      id: adminOwn,
      closedReason: "withdrawn",
      isActive: false,
    });
  });

  it("methods it does not take are 405", async () => {
    const poster = await person("poster@example.com");
    const id = await listing(poster.id);
    for (const method of ["POST", "PUT"]) {
      const response = await call(method, id, poster.cookie, payload());
      expect(response.status).toBe(405);
      expect(await response.json()).toEqual({ message: "Method Not Allowed" });
    }
    for (const method of ["PUT", "PATCH", "DELETE"])
      expect((await listAction(args(request("/api/ticket-listings", { method, cookie: poster.cookie, body: payload() })))).status).toBe(
        405,
      );
    expect((await stored(id)).isActive).toBe(true);
  });
});

describe("near-valid payloads (property test)", () => {
  /** Each field valid most of the time and odd some of the time, so requests get past the schema into the model. */
  const fields = (ids: { home: number; away: number; past: number }) =>
    fc.record({
      eventId: fc.constantFrom<unknown>(null, null, ids.home, ids.away, ids.past, 0, -1, 2 ** 31, "abc", 1.5, String(ids.home), undefined),
      matchTitle: fc.constantFrom<unknown>("Roadies FC vs Lakeshore", "", " ", "a\u0000b", "x".repeat(201), "\uD800", null, 5),
      matchDate: fc.constantFrom<unknown>(
        later(5 * DAY).toISOString(),
        later(-DAY).toISOString(),
        "9999-12-31T23:59:59.999Z",
        "+275760-09-13T00:00:00.000Z",
        "2099-05-01T18:00",
        "2026-02-30",
        "not a date",
        null,
        0,
        1e15,
      ),
      section: fc.constantFrom<unknown>("112", "112", "", "\uD800x", "a\u0000", "x".repeat(51), 12, null),
      row: fc.constantFrom<unknown>(null, "F", "", "x".repeat(21), ["F"]),
      seats: fc.constantFrom<unknown>("3-4", "3-4", "", "x".repeat(101), {}),
      price: fc.constantFrom<unknown>(null, 45, 0, -1, 40.001, 40.01, 99_999_999.99, 100_000_000, 1e308, "45.00", "$45", "abc", true),
      listingType: fc.constantFrom<unknown>("sale", "trade", "free", "", "SALE", null, 1),
      tradeDescription: fc.constantFrom<unknown>(null, "Swap", "a\u0000", "x".repeat(1001)),
      status: fc.constantFrom<unknown>(undefined, undefined, undefined, "sold", "withdrawn", "removed", null),
      reason: fc.constantFrom<unknown>(undefined, "Touting", "", "a\u0000", "x".repeat(1001), 7),
    });

  const snapshot = async () =>
    JSON.stringify([
      await test.db.select().from(ticketListings).orderBy(asc(ticketListings.id)),
      await test.db.select({ id: notifications.id }).from(notifications),
    ]);

  it(
    "never a 5xx; a 4xx changes no row (POST, PATCH, DELETE by the poster, another member and an admin)",
    { timeout: 120_000 },
    async () => {
      const poster = await person("poster@example.com");
      const other = await person("other@example.com");
      const admin = await person("admin@example.com", { isAdmin: true });
      const ids = {
        home: await match({ faceValue: "40.00" }),
        away: await match({ isHomeMatch: false }),
        past: await match({ date: later(-DAY) }),
      };
      const tally = { "2xx": 0, "4xx": 0, "5xx": 0 };
      const failures: string[] = [];
      const who = fc.constantFrom(poster, other, admin);
      const method = fc.constantFrom("POST", "PATCH", "PATCH", "DELETE");
      await fc.assert(
        fc.asyncProperty(fields(ids), who, method, async (body, caller, verb) => {
          const target = await listing(poster.id);
          const before = await snapshot();
          const response = verb === "POST" ? await post(body, caller.cookie) : await call(verb, target, caller.cookie, body);
          const bucket = response.status >= 500 ? "5xx" : response.status >= 400 ? "4xx" : "2xx";
          tally[bucket] += 1;
          if (bucket === "5xx") failures.push(`${verb} ${JSON.stringify(body)}: ${await response.text()}`);
          if (bucket === "4xx" && (await snapshot()) !== before)
            failures.push(`${response.status} changed rows for ${verb} ${JSON.stringify(body)}`);
          // Keep the poster under the open-listings limit so creates keep reaching the model.
          await test.db.delete(ticketListings).where(eq(ticketListings.userId, poster.id));
          await test.db.delete(ticketListings).where(eq(ticketListings.userId, other.id));
          await test.db.delete(ticketListings).where(eq(ticketListings.userId, admin.id));
        }),
        { numRuns: 150, seed: Number(process.env.FUZZ_SEED ?? 20261121) },
      );
      console.log(`near-valid payloads (${test.handle.kind}): 150 requests; 2xx ${tally["2xx"]}, 4xx ${tally["4xx"]}, 5xx ${tally["5xx"]}`);
      expect(failures.slice(0, 5)).toEqual([]);
      expect(tally["2xx"]).toBeGreaterThan(10);
    },
  );
});

describe("the listing API in German", () => {
  it("answers a German request's refusals in German: not found, and the form's field errors", async () => {
    const poster = await person("poster@example.com");
    const other = await person("other@example.com");
    const id = await listing(poster.id);
    const german = (cookie: string, body: unknown) => {
      const sent = request(`/api/ticket-listings/${id}`, { method: "PATCH", cookie, body });
      sent.headers.set("Accept-Language", "de");
      return asServed(sent, (served) => itemAction(args(served, { id: String(id) })));
    };
    const foreign = await german(other.cookie, payload({ section: "999" }));
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ message: "Ticketangebot nicht gefunden" });
    const invalid = await german(poster.cookie, payload({ seats: "", section: "" }));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      message: "Eingabe ungültig",
      errors: { seats: ["Plätze fehlen"], section: ["Block fehlt"] },
    });
  });
});

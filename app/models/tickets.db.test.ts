import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_EMAIL_PREFERENCES,
  DEFAULT_PRIVACY_SETTINGS,
  notifications,
  ticketListingMessages,
  ticketListings,
  users,
} from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createEvent, createMember, type EventValues, type UserValues } from "../../test/factories";
import type { Mail, OutboxRow } from "~/notifications/kind.server";
import { runNotificationSweep } from "~/notifications/sweep.server";
import { enqueueTicketAlerts, listingUrl, ticketNotificationKinds } from "~/notifications/kinds/tickets.server";
import type { TicketListingInput } from "~/models/tickets.schema.server";
import {
  closeOwnListing,
  createListing as tryCreateListing,
  getOwnOpenListing,
  listHomeMatchChoices,
  listMyListings,
  listOpenListings,
  listOpenListingsForAdmin,
  removeListing,
  sendListingMessage,
  updateListing as tryUpdateListing,
  type InvalidListing,
} from "./tickets.server";
import { messageFor } from "~/i18n/message-map";
import { listingMessageMessages, listingMessages } from "~/i18n/messages/tickets";
import { DAY, HOUR, later } from "../../test/time";
import { asServed, get } from "../../test/http";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

const member = (email: string, values: UserValues = {}) => createMember({ email, ...values });
const match = (values: EventValues = {}) =>
  createEvent({ title: "Roadies FC vs Harbour United", date: later(10 * DAY), isHomeMatch: true, ...values });

const input = (values: Partial<TicketListingInput> = {}): TicketListingInput => ({
  eventId: null,
  matchTitle: "Roadies FC vs Lakeshore",
  matchDate: later(5 * DAY),
  section: "112",
  row: "F",
  seats: "3-4",
  price: 45,
  listingType: "sale",
  tradeDescription: null,
  ...values,
});

/** The field errors of a refused listing (fails the test when it was not refused that way). */
async function fieldErrors(run: Promise<unknown>): Promise<Record<string, string[]>> {
  const result = await run;
  expect(result).toMatchObject({ ok: false, reason: "invalid-listing" });
  return (result as InvalidListing).fieldErrors;
}

/** A listing the test expects saved: the row, or the test fails with the reason. */
async function createListing(...args: Parameters<typeof tryCreateListing>) {
  const result = await tryCreateListing(...args);
  if (!result.ok) throw new Error(`listing refused: ${result.reason}`);
  return result.listing;
}

async function updateListing(...args: Parameters<typeof tryUpdateListing>) {
  const result = await tryUpdateListing(...args);
  if (!result.ok) throw new Error(`edit refused: ${result.reason}`);
  return result.listing;
}

async function stored(id: number) {
  const [row] = await test.db.select().from(ticketListings).where(eq(ticketListings.id, id));
  return row;
}

const countListings = async () => (await test.db.select({ id: ticketListings.id }).from(ticketListings)).length;

describe("createListing: the rules the server enforces", () => {
  it("a posted home match's title and date replace whatever was typed (the lock, on the server)", async () => {
    const poster = await member("poster@example.com");
    const kickOff = later(12 * DAY);
    const eventId = await match({ title: "Roadies FC vs Capital City SC", date: kickOff });
    const listing = await createListing(poster, input({ eventId, matchTitle: "Typed over the lock", matchDate: later(40 * DAY) }));
    expect(listing).toMatchObject({ eventId, matchTitle: "Roadies FC vs Capital City SC", userId: poster });
    expect(listing.matchDate.toISOString()).toBe(kickOff.toISOString());
    // With the match chosen, title and date may be left out entirely.
    const bare = await createListing(poster, input({ eventId, matchTitle: null, matchDate: null }));
    expect(bare.matchTitle).toBe("Roadies FC vs Capital City SC");
  });

  it("refuses an away match, a past home match, a watch party and an unknown event with a field error", async () => {
    const poster = await member("poster@example.com");
    const away = await match({ isHomeMatch: false, title: "Desert Valley vs Roadies FC" });
    const unset = await match({ isHomeMatch: null });
    const past = await match({ date: later(-DAY) });
    const party = await match({ type: "watch-party" });
    for (const eventId of [away, unset, past, party, 999_999]) {
      const errors = await fieldErrors(tryCreateListing(poster, input({ eventId })));
      expect(errors.eventId).toEqual(["Choose an upcoming home match, or Other Match (manual entry)"]);
    }
    expect(await countListings()).toBe(0);
    expect((await listHomeMatchChoices()).map((m) => m.id)).toEqual([]);
  });

  it("caps a sale at the match's face value, and every sale at the exchange's maximum", async () => {
    const poster = await member("poster@example.com");
    const eventId = await match({ faceValue: "40.00" });
    expect((await createListing(poster, input({ eventId, price: 40 }))).price).toBe("40.00");
    const errors = await fieldErrors(tryCreateListing(poster, input({ eventId, price: 40.01 })));
    expect(errors.price).toEqual(["Price may not exceed the face value of $40.00"]);
    // The face value binds the linked listing only: a manual entry at 40.01 is fine without a cap.
    expect((await createListing(poster, input({ price: 40.01 }), { maxPrice: null })).price).toBe("40.01");

    const capped = await fieldErrors(tryCreateListing(poster, input({ price: 75.5 }), { maxPrice: 75 }));
    expect(capped.price).toEqual(["Price may not exceed $75.00, the exchange's limit per ticket"]);
    expect((await createListing(poster, input({ price: 75 }), { maxPrice: 75 })).price).toBe("75.00");
    // Below the face value but above the group's cap: the cap still applies.
    const both = await fieldErrors(tryCreateListing(poster, input({ eventId, price: 35 }), { maxPrice: 30 }));
    expect(both.price).toEqual(["Price may not exceed $30.00, the exchange's limit per ticket"]);
    // TICKET_MAX_PRICE is unset in the tests: no cap by default.
    expect((await createListing(poster, input({ price: 1250 }))).price).toBe("1250.00");
    expect(await countListings()).toBe(4);
  });

  it("a sale needs a price; trade and free store none, and only a trade keeps its description", async () => {
    const poster = await member("poster@example.com");
    expect((await fieldErrors(tryCreateListing(poster, input({ price: null })))).price).toEqual(["Enter the price per ticket for a sale"]);
    const trade = await createListing(poster, input({ listingType: "trade", price: 30, tradeDescription: "Swap for 101-104" }));
    expect(trade).toMatchObject({ listingType: "trade", price: null, tradeDescription: "Swap for 101-104" });
    const free = await createListing(poster, input({ listingType: "free", price: 30, tradeDescription: "ignored" }));
    expect(free).toMatchObject({ listingType: "free", price: null, tradeDescription: null });
    const sale = await createListing(poster, input({ price: 0, tradeDescription: "ignored" }));
    expect(sale).toMatchObject({ listingType: "sale", price: "0.00", tradeDescription: null });
  });

  it("refuses a match date in the past (or right now)", async () => {
    const poster = await member("poster@example.com");
    const now = new Date();
    for (const matchDate of [later(-HOUR), now]) {
      const errors = await fieldErrors(tryCreateListing(poster, input({ matchDate }), { now }));
      expect(errors.matchDate).toEqual(["The match has already started: choose a future date"]);
    }
    expect(await countListings()).toBe(0);
  });

  it("stops at the open-listings limit; closed and expired listings do not count", async () => {
    const poster = await member("poster@example.com");
    const other = await member("other@example.com");
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await createListing(poster, input({ seats: String(i) }), { maxActive: 3 })).id);
    const refused = await tryCreateListing(poster, input(), { maxActive: 3 });
    expect(refused).toMatchObject({ ok: false, reason: "listing-limit" });
    expect(!refused.ok && messageFor(listingMessages, refused)).toBe(
      "You can have at most 3 open listings. Mark one sold or withdraw it first.",
    );
    // Another member's count is their own.
    await createListing(other, input(), { maxActive: 3 });

    await closeOwnListing(poster, ids[0], "sold");
    await createListing(poster, input(), { maxActive: 3 });
    // A listing whose match has started is closed to the exchange and frees its place.
    await test.db
      .update(ticketListings)
      .set({ matchDate: later(-HOUR) })
      .where(eq(ticketListings.id, ids[1]));
    await createListing(poster, input(), { maxActive: 3 });
    await expect(tryCreateListing(poster, input(), { maxActive: 3 })).resolves.toMatchObject({ ok: false, reason: "listing-limit" });
    const open = await test.db
      .select({ id: ticketListings.id })
      .from(ticketListings)
      .where(and(eq(ticketListings.userId, poster), eq(ticketListings.isActive, true)));
    expect(open).toHaveLength(4); // 3 open + 1 expired but still is_active
  });

  it("30 posts at once by one member with a limit of 10: exactly 10 open listings", async () => {
    const poster = await member("poster@example.com");
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => tryCreateListing(poster, input({ seats: `seat ${i}` }), { maxActive: 10 })),
    );
    const elapsed = Math.round(performance.now() - started);
    const created = results.filter((r) => r.ok);
    const refused = results.filter((r) => !r.ok);
    expect(created).toHaveLength(10);
    expect(refused).toHaveLength(20);
    for (const r of refused) expect(r).toMatchObject({ ok: false, reason: "listing-limit" });
    const rows = await test.db
      .select({ id: ticketListings.id })
      .from(ticketListings)
      .where(and(eq(ticketListings.userId, poster), eq(ticketListings.isActive, true)));
    expect(rows).toHaveLength(10);
    console.log(
      `concurrency (${test.handle.kind}): 30 createListing calls at once, maxActive 10 -> ${rows.length} open rows, ${refused.length} refused, ${elapsed} ms`,
    );
  });
});

describe("the poster's own listings", () => {
  it("only the poster can edit, read for editing or close a listing; for anyone else nothing changes", async () => {
    const poster = await member("poster@example.com");
    const other = await member("other@example.com");
    const listing = await createListing(poster, input());
    const before = await stored(listing.id);

    expect(await tryUpdateListing(other, listing.id, input({ section: "999", price: 1 }))).toEqual({
      ok: false,
      reason: "listing-not-found",
    });
    expect(await getOwnOpenListing(other, listing.id)).toBeNull();
    for (const reason of ["sold", "given-away", "withdrawn"] as const) expect(await closeOwnListing(other, listing.id, reason)).toBeNull();
    expect(await stored(listing.id)).toEqual(before);

    expect((await getOwnOpenListing(poster, listing.id))?.section).toBe("112");
    const edited = await updateListing(poster, listing.id, input({ section: "118", listingType: "free" }));
    expect(edited).toMatchObject({ id: listing.id, section: "118", listingType: "free", price: null });
    // Edits follow the same rules as a new listing.
    expect((await fieldErrors(tryUpdateListing(poster, listing.id, input({ matchDate: later(-DAY) })))).matchDate).toBeDefined();

    expect(await closeOwnListing(poster, listing.id, "sold")).toMatchObject({ id: listing.id, closedReason: "sold" });
    expect(await stored(listing.id)).toMatchObject({ isActive: false, closedReason: "sold" });
    // Closed is closed: no second close, no edit, no edit form.
    expect(await closeOwnListing(poster, listing.id, "withdrawn")).toBeNull();
    expect(await tryUpdateListing(poster, listing.id, input())).toEqual({ ok: false, reason: "listing-not-found" });
    expect(await getOwnOpenListing(poster, listing.id)).toBeNull();
    expect((await stored(listing.id)).closedReason).toBe("sold");
  });

  it("My listings: open first, with each one's state", async () => {
    const poster = await member("poster@example.com");
    const sold = await createListing(poster, input({ seats: "sold" }));
    const expired = await createListing(poster, input({ seats: "expired" }));
    const open = await createListing(poster, input({ seats: "open" }));
    await closeOwnListing(poster, sold.id, "sold");
    await test.db
      .update(ticketListings)
      .set({ matchDate: later(-HOUR) })
      .where(eq(ticketListings.id, expired.id));
    const mine = await listMyListings(poster);
    expect(mine.map((l) => [l.id, l.state])).toEqual([
      [open.id, "open"],
      [expired.id, "expired"],
      [sold.id, "sold"],
    ]);
  });
});

describe("listOpenListings: what the exchange shows", () => {
  it("open listings only, newest first, by type and a page at a time; expired ones are gone", async () => {
    const poster = await member("poster@example.com");
    const a = await createListing(poster, input({ seats: "a" }));
    const b = await createListing(poster, input({ seats: "b", listingType: "trade", tradeDescription: "Swap" }));
    const c = await createListing(poster, input({ seats: "c", listingType: "free" }));
    const expired = await createListing(poster, input({ seats: "expired" }));
    const closed = await createListing(poster, input({ seats: "closed" }));
    await closeOwnListing(poster, closed.id, "withdrawn");
    // Still is_active, but the match has started: it closed itself.
    await test.db
      .update(ticketListings)
      .set({ matchDate: later(-60_000) })
      .where(eq(ticketListings.id, expired.id));

    const all = await listOpenListings({ viewer: null, limit: 10 });
    expect(all.map((l) => l.id)).toEqual([c.id, b.id, a.id]);
    expect((await listOpenListings({ viewer: null, limit: 10, listingType: "trade" })).map((l) => l.id)).toEqual([b.id]);
    expect((await listOpenListings({ viewer: null, limit: 1, offset: 1 })).map((l) => l.id)).toEqual([b.id]);
    expect(await listOpenListings({ viewer: null, limit: 1, id: expired.id })).toEqual([]);
    expect(await listOpenListings({ viewer: { id: poster }, limit: 1, id: closed.id })).toEqual([]);
    expect((await listOpenListingsForAdmin({ limit: 10 })).map((l) => l.id)).toEqual([c.id, b.id, a.id]);
  });

  it("the poster's email only for signed-in viewers and only with 'Show email address' on; 'Member' for a hidden profile", async () => {
    const shown = await member("shown@example.com", {
      firstName: "Priya",
      lastName: "Shah",
      privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, showEmail: true },
    });
    // The defaults: contact allowed, address private.
    const privateAddress = await member("private@example.com", { firstName: "Ana", lastName: "Ruiz" });
    const noContact = await member("nocontact@example.com", {
      firstName: "Tom",
      lastName: "Reid",
      privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, showEmail: true, allowMemberContact: false },
    });
    const hidden = await member("hidden@example.com", {
      firstName: "Maria",
      lastName: "Lopez",
      privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, showEmail: true, profileVisibility: false },
    });
    const noAddress = await createMember({ email: null, firstName: "Sam" });
    const viewer = await member("viewer@example.com");
    const ids = {
      shown: (await createListing(shown, input())).id,
      privateAddress: (await createListing(privateAddress, input())).id,
      noContact: (await createListing(noContact, input())).id,
      hidden: (await createListing(hidden, input())).id,
      noAddress: (await createListing(noAddress, input())).id,
    };
    const byId = (rows: Awaited<ReturnType<typeof listOpenListings>>) => new Map(rows.map((r) => [r.id, r]));

    const anonymous = byId(await listOpenListings({ viewer: null, limit: 10 }));
    for (const row of anonymous.values()) expect(row.user.email).toBeNull();
    expect(JSON.stringify([...anonymous.values()])).not.toContain("@example.com");
    expect(anonymous.get(ids.shown)).toMatchObject({ postedBy: "Priya S.", user: { firstName: "Priya", lastName: "S.", email: null } });
    expect(anonymous.get(ids.hidden)).toMatchObject({ postedBy: "Member", user: { firstName: "Member", lastName: "", email: null } });

    const signedIn = byId(await listOpenListings({ viewer: { id: viewer }, limit: 10 }));
    expect(signedIn.get(ids.shown)).toMatchObject({ contact: "email", user: { email: "shown@example.com" } });
    expect(signedIn.get(ids.privateAddress)).toMatchObject({ contact: "message", postedBy: "Ana R.", user: { email: null } });
    // 'Allow member contact' off: no contact at all, whatever 'Show email address' says.
    expect(signedIn.get(ids.noContact)).toMatchObject({ contact: "none", user: { email: null } });
    // A hidden profile hides the address too (it names its owner); the contact form still reaches them.
    expect(signedIn.get(ids.hidden)).toMatchObject({
      contact: "message",
      postedBy: "Member",
      user: { firstName: "Member", lastName: "", email: null },
    });
    expect(signedIn.get(ids.noAddress)).toMatchObject({ contact: "none", user: { email: null } });
    const text = JSON.stringify([...signedIn.values()]);
    for (const address of ["private@example.com", "nocontact@example.com", "hidden@example.com"]) expect(text).not.toContain(address);
    expect(text).not.toMatch(/Maria|Lopez/);
  });
});

async function outbox(kind: string) {
  return test.db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      subjectKey: notifications.subjectKey,
      userId: notifications.userId,
      toEmail: notifications.toEmail,
      payload: notifications.payload,
    })
    .from(notifications)
    .where(eq(notifications.kind, kind))
    .orderBy(notifications.id);
}

/**
 * An alert lists what was posted after the member joined; PGlite's clock can give a member and a
 * listing inserted back to back the same timestamp, so the tests let it move on first.
 */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

const render = (row: OutboxRow) =>
  ticketNotificationKinds[row.kind as "ticket-alert" | "listing-removed" | "listing-message"].render(row, test.db);

describe("ticket alerts", () => {
  it("one alert a day per member who keeps ticketAlerts on; never for their own listing; nothing twice in 24 h", async () => {
    const poster = await member("poster@example.com");
    const fan = await member("fan@example.com");
    await member("quiet@example.com", { emailPreferences: { ...DEFAULT_EMAIL_PREFERENCES, ticketAlerts: false } });
    // Nothing posted yet: nothing to tell.
    expect(await enqueueTicketAlerts(test.db, new Date())).toBe(0);
    await tick();
    const listing = await createListing(poster, input({ matchTitle: "Roadies FC vs Northgate" }));

    const now = new Date();
    // Two sweeps at once write one row each member.
    const counts = await Promise.all([enqueueTicketAlerts(test.db, now), enqueueTicketAlerts(test.db, now)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    const rows = await outbox("ticket-alert");
    expect(rows.map((r) => r.userId)).toEqual([fan]);

    // Later the same day, and another day within 24 h: still one.
    await createListing(poster, input({ seats: "later" }));
    expect(await enqueueTicketAlerts(test.db, new Date(now.getTime() + HOUR))).toBe(0);
    expect(
      await Promise.all([
        enqueueTicketAlerts(test.db, new Date(now.getTime() + 23 * HOUR)),
        enqueueTicketAlerts(test.db, new Date(now.getTime() + 23 * HOUR)),
      ]),
    ).toEqual([0, 0]);
    expect(await outbox("ticket-alert")).toHaveLength(1);

    const mail = await render(rows[0]);
    expect(mail).toMatchObject({ mail: { to: "fan@example.com", subject: "New on the ticket exchange: 1 listing" } });
    const text = "mail" in mail ? mail.mail.text : "";
    expect(text).toContain("Roadies FC vs Northgate");
    expect(text).toContain(listingUrl(listing.id));
    expect(text).not.toContain("poster@example.com");
  });

  it("two sweeps at once either side of UTC midnight (different subject keys) still enqueue one alert each", async () => {
    const poster = await member("poster@example.com");
    const fans = await Promise.all(Array.from({ length: 10 }, (_, i) => member(`fan${i}@example.com`)));
    await tick();
    await createListing(poster, input());
    for (let round = 0; round < 5; round++) {
      await test.db.delete(notifications);
      // The next UTC midnight is less than a day away, so the listing is new for both sweeps.
      const midnight = Math.ceil((Date.now() + 1000) / DAY) * DAY;
      const counts = await Promise.all([
        enqueueTicketAlerts(test.db, new Date(midnight - 1)),
        enqueueTicketAlerts(test.db, new Date(midnight + 1)),
      ]);
      expect(counts[0] + counts[1]).toBe(fans.length);
      const rows = await outbox("ticket-alert");
      expect(rows.map((r) => r.userId).sort()).toEqual([...fans].sort());
    }
  });

  it("the poster alone, or only members with alerts off: nothing is enqueued", async () => {
    const poster = await member("poster@example.com");
    await member("quiet@example.com", { emailPreferences: { ...DEFAULT_EMAIL_PREFERENCES, ticketAlerts: false } });
    await createListing(poster, input());
    expect(await enqueueTicketAlerts(test.db, new Date())).toBe(0);
    expect(await outbox("ticket-alert")).toEqual([]);
  });

  it("skips the mail when every new listing has closed since, or the member turned alerts off", async () => {
    const poster = await member("poster@example.com");
    const fan = await member("fan@example.com");
    await tick();
    const first = await createListing(poster, input());
    const second = await createListing(poster, input({ seats: "2" }));
    expect(await enqueueTicketAlerts(test.db, new Date())).toBe(1);
    const [row] = await outbox("ticket-alert");

    await closeOwnListing(poster, first.id, "sold");
    const one = await render(row);
    expect("mail" in one && one.mail.subject).toBe("New on the ticket exchange: 1 listing");
    await closeOwnListing(poster, second.id, "withdrawn");
    expect(await render(row)).toEqual({ skip: "no new listings are still open" });

    await test.db
      .update(users)
      .set({ emailPreferences: { ...DEFAULT_EMAIL_PREFERENCES, ticketAlerts: false } })
      .where(eq(users.id, fan));
    expect(await render(row)).toEqual({ skip: "the member turned off ticketAlerts emails" });
  });
});

describe("removeListing (admin)", () => {
  it("closes any active listing, stores the reason and mails it to the poster, once", async () => {
    const poster = await member("poster@example.com", { firstName: "Daniel" });
    const listing = await createListing(poster, input({ matchTitle: "Roadies FC vs Harbour United" }));
    const removed = await removeListing(listing.id, "Priced above face value in the description");
    expect(removed).toMatchObject({ id: listing.id, userId: poster });
    expect(await stored(listing.id)).toMatchObject({
      isActive: false,
      closedReason: "removed",
      removalReason: "Priced above face value in the description",
    });
    expect(await removeListing(listing.id, "again")).toBeNull();
    expect(await removeListing(999_999, "none")).toBeNull();

    const rows = await outbox("listing-removed");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: poster, subjectKey: String(listing.id), payload: { listingId: listing.id } });
    const rendered = await render(rows[0]);
    expect(rendered).toMatchObject({
      mail: { to: "poster@example.com", subject: "Your ticket listing was removed: Roadies FC vs Harbour United" },
    });
    const text = "mail" in rendered ? rendered.mail.text : "";
    expect(text).toContain("Hi Daniel,");
    expect(text).toContain("Reason: Priced above face value in the description");
    // The poster's own close is not a removal: nothing is enqueued.
    const other = await createListing(poster, input());
    await closeOwnListing(poster, other.id, "withdrawn");
    expect(await outbox("listing-removed")).toHaveLength(1);
  });
});

describe("messages to a poster (the contact form)", () => {
  const messages = () => test.db.select().from(ticketListingMessages).orderBy(ticketListingMessages.id);

  it("stores the message with the listing and queues the poster's mail, Reply-To the sender, and the sender's copy", async () => {
    const poster = await member("poster@example.com", { firstName: "Ana", lastName: "Ruiz" });
    const sender = await member("buyer@example.com", { firstName: "Kai", lastName: "Ng" });
    const listing = await createListing(poster, input({ matchTitle: "Roadies FC vs Lakeshore" }));
    const sent = await sendListingMessage(sender, listing.id, "Are the two seats together?");
    if (!sent.ok) throw new Error(sent.reason);
    expect(await messages()).toEqual([
      expect.objectContaining({ id: sent.messageId, listingId: listing.id, senderId: sender, body: "Are the two seats together?" }),
    ]);

    const rows = await outbox("listing-message");
    expect(rows.map((r) => [r.userId, r.subjectKey])).toEqual([
      [poster, `${sent.messageId}:poster`],
      [sender, `${sent.messageId}:sender`],
    ]);
    const toPoster = await render(rows[0]);
    expect(toPoster).toMatchObject({
      mail: { to: "poster@example.com", replyTo: "buyer@example.com", subject: "Kai Ng wrote about your tickets: Roadies FC vs Lakeshore" },
    });
    const posterText = "mail" in toPoster ? toPoster.mail.text : "";
    expect(posterText).toContain("Hi Ana,");
    expect(posterText).toContain("Kai Ng wrote to you about your listing");
    expect(posterText).toContain("Section 112, row F, seats 3-4: $45.00 each");
    expect(posterText).toContain(listingUrl(listing.id));
    expect(posterText).toContain("Are the two seats together?");

    const copy = await render(rows[1]);
    expect(copy).toMatchObject({ mail: { to: "buyer@example.com", subject: "Your message about: Roadies FC vs Lakeshore" } });
    const copyMail = "mail" in copy ? copy.mail : null;
    expect(copyMail?.replyTo).toBeUndefined();
    expect(copyMail?.text).toContain("Hi Kai,");
    expect(copyMail?.text).toContain("Are the two seats together?");
    // The sender's copy never gives the poster away.
    expect(copyMail?.text).not.toContain("poster@example.com");
    expect(copyMail?.text).not.toMatch(/Ana|Ruiz/);

    // The sweep hands the Reply-To to the mailer with the rest, once each.
    const mails: Mail[] = [];
    await runNotificationSweep({ db: test.db, send: async (mail) => void mails.push(mail) });
    const delivered = mails.filter((mail) => mail.subject.includes("Roadies FC vs Lakeshore"));
    // In either order: a sweep may send several mails at once.
    expect(delivered.map(({ to, replyTo }) => ({ to, replyTo })).sort((a, b) => a.to.localeCompare(b.to))).toEqual([
      { to: "buyer@example.com", replyTo: undefined },
      { to: "poster@example.com", replyTo: "buyer@example.com" },
    ]);
  });

  it("refuses, writing nothing: contact off, no poster address, own listing, closed, expired or unknown listing, sender without address", async () => {
    const noContact = await member("nocontact@example.com", {
      privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, showEmail: true, allowMemberContact: false },
    });
    const noAddress = await createMember({ email: null, firstName: "Sam" });
    const poster = await member("poster@example.com");
    const sender = await member("buyer@example.com");
    const silentSender = await createMember({ email: null, firstName: "Lee" });
    const refusedListing = await createListing(noContact, input());
    const open = await createListing(poster, input());
    const closed = await createListing(poster, input());
    await closeOwnListing(poster, closed.id, "sold");
    const [expired] = await test.db
      .insert(ticketListings)
      .values({ userId: poster, matchTitle: "Past", matchDate: later(-HOUR), section: "1", seats: "1", listingType: "free" })
      .returning();

    const refused = await sendListingMessage(sender, refusedListing.id, "Hello");
    expect(refused).toEqual({ ok: false, reason: "contact-not-allowed" });
    expect(messageFor(listingMessageMessages, refused as Exclude<typeof refused, { ok: true }>)).toBe(
      "This member does not take messages through the exchange. No contact info available.",
    );
    expect(await sendListingMessage(sender, (await createListing(noAddress, input())).id, "Hello")).toEqual({
      ok: false,
      reason: "contact-not-allowed",
    });
    expect(await sendListingMessage(poster, open.id, "Hello")).toEqual({ ok: false, reason: "own-listing" });
    for (const id of [closed.id, expired.id, 999_999]) {
      expect(await sendListingMessage(sender, id, "Hello")).toEqual({ ok: false, reason: "listing-not-found" });
    }
    expect(await sendListingMessage(silentSender, open.id, "Hello")).toEqual({ ok: false, reason: "no-sender-email" });
    expect(await messages()).toEqual([]);
    expect(await outbox("listing-message")).toEqual([]);
  });

  it("the poster's mail is skipped once they turn contact off before it goes out; a removed listing keeps its messages", async () => {
    const poster = await member("poster@example.com");
    const sender = await member("buyer@example.com");
    const listing = await createListing(poster, input());
    const sent = await sendListingMessage(sender, listing.id, "Still available?");
    expect(sent.ok).toBe(true);
    await test.db
      .update(users)
      .set({ privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, allowMemberContact: false } })
      .where(eq(users.id, poster));
    const [toPoster, copy] = await outbox("listing-message");
    expect(await render(toPoster)).toEqual({ skip: "the poster turned off member contact" });
    expect(await render(copy)).toMatchObject({ mail: { to: "buyer@example.com" } });
    // Kept for an admin should a dispute come up, after the listing has left the exchange.
    await removeListing(listing.id, "Reported as a scam");
    expect(await messages()).toHaveLength(1);
  });
});

describe("a refused listing's field errors in German", () => {
  it("the match, the date and the prices speak the request's language", async () => {
    const poster = await member("de-poster@example.com");
    const eventId = await match({ faceValue: "40.00" });
    const de = (run: () => Promise<unknown>) => asServed(get("/tickets", { headers: { "Accept-Language": "de" } }), run);
    const over = (await de(() => fieldErrors(tryCreateListing(poster, input({ eventId, price: 40.01 }))))) as Record<string, string[]>;
    expect(over.price).toEqual(["Der Preis darf den Nennwert von 40,00\u00a0$ nicht übersteigen"]);
    const noPrice = (await de(() => fieldErrors(tryCreateListing(poster, input({ price: null }))))) as Record<string, string[]>;
    expect(noPrice.price).toEqual(["Gib für einen Verkauf den Preis pro Ticket an"]);
    const gone = (await de(() => fieldErrors(tryCreateListing(poster, input({ eventId: 999_999 }))))) as Record<string, string[]>;
    expect(gone.eventId).toEqual(["Wähle ein kommendes Heimspiel oder „Anderes Spiel (selbst eintragen)“"]);
  });
});

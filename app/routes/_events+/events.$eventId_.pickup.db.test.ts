import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, users, volunteerSignups } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createAdmin, createEvent, createMember, createOpportunity, createOrder, createSignedInMember } from "../../../test/factories";
import { args, get, ORIGIN, post, settle } from "../../../test/http";
import { pageHtml } from "../../../test/page";
import { storedOrder } from "../../../test/rows";
import { signedInCookie } from "../../../test/session";
import { doorClock } from "~/models/check-in";
import { signMemberCardToken } from "~/models/member-card-token.server";
import { memberIdOf } from "~/models/membership";
import { orderNumber } from "~/models/orders";
import { markCollected } from "~/models/pickup.server";
import { branding } from "~/utils/branding.server";
import type { Mail } from "~/notifications/kind.server";
import { runNotificationSweep } from "~/notifications/sweep.server";
import PickupPage, { action, loader } from "./events.$eventId_.pickup";
import EventPage, { loader as eventPageLoader } from "./events.$eventId";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

async function volunteerOf(eventId: number, email: string) {
  const volunteer = await createSignedInMember({ email, firstName: "Vi", lastName: "Volunteer" });
  const opportunityId = await createOpportunity({ eventId });
  await test.db.insert(volunteerSignups).values({ opportunityId, userId: volunteer.id, status: "confirmed" });
  return volunteer;
}

const path = (eventId: number, q?: string) => `/events/${eventId}/pickup${q ? `?${new URLSearchParams({ q })}` : ""}`;
const load = (eventId: number, cookie?: string, q?: string) =>
  settle(() => loader(args(get(path(eventId, q), cookie), { eventId: String(eventId) })));
const send = (eventId: number, fields: Record<string, string>, cookie?: string) =>
  settle(() => action(args(post(path(eventId), { intent: "collected", ...fields }, cookie), { eventId: String(eventId) })));
const route = { id: "routes/_events+/events.$eventId_.pickup", path: "events/:eventId/pickup", loader, action, Component: PickupPage };
const statusMails = (orderId: string) =>
  test.db
    .select({ subjectKey: notifications.subjectKey })
    .from(notifications)
    .where(eq(notifications.kind, "order-status"))
    .orderBy(asc(notifications.id))
    .then((rows) => rows.map((row) => row.subjectKey).filter((key) => key.startsWith(orderId)));

type Group = { person: { name: string; memberId: string | null }; orders: { id: string; lines: unknown[]; collectedAt: string | null }[] };

describe("/events/{id}/pickup", () => {
  it("anonymous: sign in and back; a member or a volunteer of another event: 403 on the page and its action; nothing is collected", async () => {
    const event = await createEvent();
    const other = await createEvent({ title: "Away day" });
    const member = await createSignedInMember({ email: "m@example.com" });
    const elsewhere = await volunteerOf(other, "other@example.com");
    const id = await createOrder({ pickupEventId: event, status: "processing" });

    const anonymous = await load(event);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe(`/api/login?${new URLSearchParams({ returnTo: path(event) })}`);
    expect((await send(event, { orderId: id })).status).toBe(302);
    for (const cookie of [member.cookie, elsewhere.cookie]) {
      const page = await load(event, cookie);
      expect(page.status).toBe(403);
      expect((await page.json()).message).toBe("Only admins and this event's volunteers can hand over orders at its merch table.");
      expect((await send(event, { orderId: id }, cookie)).status).toBe(403);
    }
    expect(await storedOrder(id)).toMatchObject({ status: "processing", collectedAt: null });
    expect((await load(other, elsewhere.cookie)).status).toBe(200);
    const admin = await signedInCookie(await createAdmin());
    expect((await load(999_999, admin)).status).toBe(404);
  });

  it("finds a member's orders by name, Member ID or card, a guest's by order number or email; this event's, not cancelled, with their lines", async () => {
    const event = await createEvent({ title: "Home opener" });
    const other = await createEvent({ title: "Derby" });
    const volunteer = await volunteerOf(event, "vol@example.com");
    const pat = await createMember({ email: "pat@example.com", firstName: "Pat", lastName: "Lee" });
    const patOrder = await createOrder(
      { userId: pat, customerName: "Pat Lee", pickupEventId: event, status: "processing", paidAt: new Date() },
      [
        { name: "Home shirt", size: "M", quantity: 1 },
        { name: "Away tee", size: "L", quantity: 1, fulfillmentType: "print-on-demand" },
        { name: "Scarf", quantity: 2 },
      ],
    );
    await createOrder({ userId: pat, pickupEventId: other });
    await createOrder({ userId: pat, pickupEventId: event, status: "cancelled" });
    const guestOrder = await createOrder({ customerName: "Gus Guest", customerEmail: "Gus@Example.com", pickupEventId: event });

    const search = async (q: string): Promise<Group[]> => (await (await load(event, volunteer.cookie, q)).json()).groups;
    const byName = await search("pat");
    expect(byName).toEqual([
      {
        person: { key: pat, userId: pat, name: "Pat Lee", memberId: memberIdOf(pat), initials: "PL" },
        orders: [
          expect.objectContaining({
            id: patOrder,
            number: orderNumber(patOrder),
            status: "processing",
            paid: true,
            collectedAt: null,
            collectedBy: null,
            lines: [
              expect.objectContaining({ name: "Home shirt", size: "M", quantity: 1 }),
              expect.objectContaining({ name: "Scarf", size: null, quantity: 2 }),
            ],
          }),
        ],
      },
    ]);
    expect(await search(memberIdOf(pat))).toEqual(byName);
    expect(await search("Pat Lee")).toEqual(byName);
    // A card's link, as a scanner types it into the search, finds its member.
    await test.db.update(users).set({ memberCardNonce: "pat-card-nonce-0001" }).where(eq(users.id, pat));
    expect(await search(`${ORIGIN}/verify/${signMemberCardToken("pat-card-nonce-0001")}`)).toEqual(byName);
    expect((await (await load(event, volunteer.cookie, `${ORIGIN}/verify/v2.nope.nope`)).json()).unknownCard).toBe(true);

    for (const q of [orderNumber(guestOrder), `#${orderNumber(guestOrder).toLowerCase()}`, "gus@example.com", "Gus"]) {
      const groups = await search(q);
      expect(
        groups.map((group) => [group.person.name, group.person.memberId, group.orders.map((o) => o.id)]),
        q,
      ).toEqual([["Gus Guest", null, [guestOrder]]]);
    }
    expect(await search("nobody")).toEqual([]);
  });

  it("the search posts: a card's link goes to its member's Member ID in the URL (never the token), typed words to themselves, an unknown card is a 404", async () => {
    const event = await createEvent();
    const volunteer = await volunteerOf(event, "vol@example.com");
    const pat = await createMember({ email: "pat@example.com", firstName: "Pat", lastName: "Lee" });
    await test.db.update(users).set({ memberCardNonce: "pat-card-nonce-0002" }).where(eq(users.id, pat));
    const token = signMemberCardToken("pat-card-nonce-0002");
    const searchFor = (q: string) =>
      settle(() => action(args(post(path(event), { intent: "search", q }, volunteer.cookie), { eventId: String(event) })));

    for (const q of [`${ORIGIN}/verify/${token}`, ` ${token} `]) {
      const card = await searchFor(q);
      expect(card.status).toBe(303);
      expect(card.headers.get("Location")).toBe(path(event, memberIdOf(pat)));
      expect(card.headers.get("Location")).not.toContain(token.slice(3, 20));
    }
    const typed = await searchFor("Pat Lee");
    expect(typed.status).toBe(303);
    expect(typed.headers.get("Location")).toBe(path(event, "Pat Lee"));
    expect((await searchFor("")).headers.get("Location")).toBe(path(event));
    const unknown = await searchFor(`${ORIGIN}/verify/${signMemberCardToken("someone-elses-nonce")}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: "This card is not a current member card: search by name instead." });
  });

  it("without JavaScript: 'Collected' answers the page big and clear, records who and when, queues the status mail once; again: 'Already collected at HH:MM by …'", async () => {
    const event = await createEvent();
    const volunteer = await volunteerOf(event, "vol@example.com");
    const pat = await createMember({ email: "pat@example.com", firstName: "Pat", lastName: "Lee" });
    const id = await createOrder({ userId: pat, pickupEventId: event, status: "processing", paidAt: new Date() }, [
      { name: "Home shirt", size: "M", quantity: 1 },
    ]);

    const search = await pageHtml(get(path(event, "Pat"), volunteer.cookie), route);
    expect(search.status).toBe(200);
    expect(search.html).toContain("1 × Home shirt (M)");
    expect(search.html).toContain(`name="orderId" value="${id}"`);

    const first = await pageHtml(post(path(event, "Pat"), { intent: "collected", orderId: id }, volunteer.cookie), route);
    expect(first.status).toBe(200);
    expect(first.html).toMatch(/data-testid="pickup-verdict" data-verdict="collected"[^>]*>.*Collected<\/p>/s);
    const row = await storedOrder(id);
    expect(row).toMatchObject({ status: "delivered", collectedBy: volunteer.id });
    expect(row.collectedAt).toBeInstanceOf(Date);
    expect(row.deliveredAt).toBeInstanceOf(Date);
    expect(await statusMails(id)).toEqual([`${id}:delivered`]);
    const time = doorClock(row.collectedAt!, branding.timeZone);
    // The list under the answer shows it collected, with no button left.
    expect(first.html).toContain(`Collected at ${time} by Vi Volunteer`);
    expect(first.html).not.toContain(`name="orderId" value="${id}"`);

    const again = await pageHtml(post(path(event, "Pat"), { intent: "collected", orderId: id }, volunteer.cookie), route);
    expect(again.html).toContain('data-verdict="already-collected"');
    expect(again.html).toContain(`Already collected at ${time} by Vi Volunteer`);
    expect(await storedOrder(id)).toMatchObject({ collectedAt: row.collectedAt, collectedBy: volunteer.id });
    expect(await statusMails(id)).toEqual([`${id}:delivered`]);
  });

  it("an admin collects a pending pay-later order: delivered through processing and marked paid; a cancelled one and another event's are refused", async () => {
    const event = await createEvent();
    const other = await createEvent({ title: "Derby" });
    const admin = await createAdmin();
    const cookie = await signedInCookie(admin);
    const pending = await createOrder({ pickupEventId: event, paymentMethod: "pay-later" }, [{ name: "Scarf", quantity: 1 }]);
    const answer = await send(event, { orderId: pending }, cookie);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ outcome: "collected", message: "Collected", order: orderNumber(pending), markedPaid: true });
    const row = await storedOrder(pending);
    expect(row).toMatchObject({ status: "delivered", collectedBy: admin });
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(await statusMails(pending)).toEqual([`${pending}:processing`, `${pending}:delivered`]);
    // The customer reads one mail: 'ready for pickup' is moot once it is collected.
    const sent: Mail[] = [];
    await runNotificationSweep({ db: test.db, enqueue: false, send: async (mail) => void sent.push(mail) });
    expect(sent.map((mail) => mail.subject)).toEqual([`Order #${orderNumber(pending)} collected`]);

    const cancelled = await createOrder({ pickupEventId: event, status: "cancelled" });
    const refused = await send(event, { orderId: cancelled }, cookie);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe("Order cancelled — do not hand it over");
    // An order of another event is not this table's to hand over: the event is in the WHERE clause.
    const elsewhere = await createOrder({ pickupEventId: other, status: "processing" });
    const notHere = await send(event, { orderId: elsewhere }, cookie);
    expect(notHere.status).toBe(404);
    expect((await notHere.json()).message).toBe("Not an order to collect at this event");
    expect(await markCollected(elsewhere, event, admin)).toEqual({ ok: false, reason: "order-not-found" });
    expect(await storedOrder(elsewhere)).toMatchObject({ status: "processing", collectedAt: null, collectedBy: null });
    expect(await storedOrder(cancelled)).toMatchObject({ status: "cancelled", collectedAt: null });
    expect(await statusMails(elsewhere)).toEqual([]);

    expect((await send(event, {}, cookie)).status).toBe(400);
    expect((await send(event, { orderId: "bad id!" }, cookie)).status).toBe(400);
    const unknown = await settle(() =>
      action(args(post(path(event), { intent: "nope", orderId: pending }, cookie), { eventId: String(event) })),
    );
    expect(unknown.status).toBe(400);
    const asJson = new Request(`${ORIGIN}${path(event)}`, {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ intent: "collected", orderId: pending }),
    });
    expect((await settle(() => action(args(asJson, { eventId: String(event) })))).status).toBe(415);
  });

  it("20 presses at once on one order: one change, one 'collected', one mail; the others hear 'already collected'", async () => {
    const event = await createEvent();
    const admin = await createAdmin();
    const id = await createOrder({ pickupEventId: event, status: "processing", paidAt: new Date() });
    const results = await Promise.all(Array.from({ length: 20 }, () => markCollected(id, event, admin)));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.reason === "already-collected")).toHaveLength(19);
    expect(await statusMails(id)).toEqual([`${id}:delivered`]);
    expect(await storedOrder(id)).toMatchObject({ status: "delivered", collectedBy: admin });
  });
});

describe("the merch table's link", () => {
  it("the event page links to it for this event's volunteer, next to the door's, and not for a member", async () => {
    const event = await createEvent();
    const volunteer = await volunteerOf(event, "vol@example.com");
    const member = await createSignedInMember({ email: "m@example.com" });
    const eventPage = { id: "routes/_events+/events.$eventId", path: "events/:eventId", loader: eventPageLoader, Component: EventPage };
    const forVolunteer = await pageHtml(get(`/events/${event}`, volunteer.cookie), eventPage);
    expect(forVolunteer.html).toMatch(
      new RegExp(`href="/events/${event}/check-in"[^>]*>Check-in at the door</a><a [^>]*href="/events/${event}/pickup"`),
    );
    expect((await pageHtml(get(`/events/${event}`, member.cookie), eventPage)).html).not.toContain(`/events/${event}/pickup`);
  });
});

import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { ActionFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import {
  billingHistory,
  cartItems,
  events,
  familyMembers,
  orders,
  products,
  requestKeys,
  shiftTemplates,
  ticketListingMessages,
  ticketListings,
  volunteerOpportunities,
} from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createEvent, createListing, createOrder, createProduct, createSignedInMember } from "../../test/factories";
import { args, post, sendJson, settle } from "../../test/http";
import { cartCookie } from "~/models/cart-cookie.server";
import { action as newListing } from "./_tickets+/tickets.new";
import { action as contactPoster } from "./_tickets+/tickets.$listingId.contact";
import { action as checkout } from "./_shop+/shop.checkout";
import { action as addToCart } from "./_shop+/shop.$productId";
import { action as join } from "./_membership+/join";
import { action as joinCheckout } from "./_membership+/join_.checkout";
import { action as profile } from "./_me+/profile";
import { action as newEvent } from "./admin+/events.new";
import { action as newOpportunity } from "./admin+/volunteer.new";
import { action as newShiftTemplate } from "./admin+/shift-templates.new";
import { action as newProduct } from "./admin+/products.new";
import { action as adminOrder } from "./admin+/orders.$orderId";
import { action as adminMember } from "./admin+/members.$userId";
import { action as eventsApi } from "./api+/events";
import { action as opportunitiesApi } from "./api+/volunteer-opportunities";
import { action as productsApi } from "./api+/products";
import { action as listingsApi } from "./api+/ticket-listings";

const test = useTestDatabase();
const DAY = 24 * 60 * 60 * 1000;
const later = (ms: number) => new Date(Date.now() + ms);

type Action = (args: ActionFunctionArgs) => Promise<Response> | Response;
/** One intent, sent with a one-time key; `count` reads how many times it took effect. */
type Intent = { send: (key: string) => Promise<Response>; count: () => Promise<number> };

const rows = async (query: Promise<unknown[]>) => (await query).length;
const guestCookie = async (cartId: string) => (await cartCookie.serialize(cartId)).split(";")[0];
const member = (values: Parameters<typeof createSignedInMember>[0] = {}) => createSignedInMember({ email: "fan@example.com", ...values });
const admin = () => createSignedInMember({ email: "admin@example.com", isAdmin: true });

function formPost(action: Action, path: string, fields: Record<string, string> | URLSearchParams, cookie: string, params = {}) {
  return (key: string) => {
    const body = new URLSearchParams(fields);
    body.set("_key", key);
    return settle(() => action(args(post(path, body, cookie), params)));
  };
}

function jsonPost(action: Action, path: string, body: unknown, cookie: string) {
  return (key: string) => settle(() => action(args(sendJson(path, body, { cookie, headers: { "Idempotency-Key": key } }))));
}

/** Each action that is not idempotent by nature, as a member (or visitor) sends it. */
const intents: [string, () => Promise<Intent>][] = [
  [
    "tickets/new: a ticket listing",
    async () => {
      const { cookie } = await member();
      const fields = {
        matchTitle: "Roadies FC vs Lakeshore",
        matchDate: "2099-05-01T19:30",
        section: "112",
        seats: "3-4",
        price: "45.00",
        listingType: "sale",
      };
      return { send: formPost(newListing, "/tickets/new", fields, cookie), count: () => rows(test.db.select().from(ticketListings)) };
    },
  ],
  [
    "tickets/{id}/contact: a message to the poster",
    async () => {
      const poster = await member({ email: "poster@example.com" });
      const buyer = await member({ email: "buyer@example.com" });
      const id = await createListing(poster.id);
      return {
        send: formPost(contactPoster, `/tickets/${id}/contact`, { message: "Are these still available?" }, buyer.cookie, {
          listingId: String(id),
        }),
        count: () => rows(test.db.select().from(ticketListingMessages)),
      };
    },
  ],
  [
    "shop/checkout: a guest's order",
    async () => {
      const product = await createProduct({ fulfillmentType: "event-pickup" });
      const event = await createEvent({ date: later(7 * DAY) });
      await test.db.insert(cartItems).values({ sessionId: "guest-cart", productId: product, quantity: 1, price: "12.50" });
      const fields = { name: "Sam Fan", email: "sam@example.com", pickupEventId: String(event) };
      return {
        send: formPost(checkout, "/shop/checkout", fields, await guestCookie("guest-cart")),
        count: () => rows(test.db.select().from(orders)),
      };
    },
  ],
  [
    "shop/{id}: add to cart",
    async () => {
      const { cookie } = await member();
      const product = await createProduct({ fulfillmentType: "event-pickup" });
      return {
        send: formPost(addToCart, `/shop/${product}`, {}, cookie, { productId: String(product) }),
        count: async () =>
          (await test.db.select({ quantity: cartItems.quantity }).from(cartItems)).reduce((sum, row) => sum + row.quantity, 0),
      };
    },
  ],
  [
    "join: a visitor's membership into the cart",
    async () => ({
      send: formPost(join, "/join", { intent: "join", tier: "roadie" }, await guestCookie("guest-cart")),
      count: () => rows(test.db.select().from(cartItems)),
    }),
  ],
  [
    "join/checkout: a membership order",
    async () => {
      const { cookie } = await member();
      return {
        send: formPost(joinCheckout, "/join/checkout", { tier: "roadie" }, cookie),
        count: () => rows(test.db.select().from(orders)),
      };
    },
  ],
  [
    "profile: a household member added",
    async () => {
      const { cookie } = await member({ membershipStatus: "active", membershipType: "annual" });
      const fields = { intent: "add-family", name: "Jamie Fan", email: "jamie@example.com", relationship: "Child" };
      return { send: formPost(profile, "/profile", fields, cookie), count: () => rows(test.db.select().from(familyMembers)) };
    },
  ],
  [
    "admin/events/new: an event",
    async () => {
      const { cookie } = await admin();
      const fields = {
        title: "Away day watch party",
        date: "2031-03-01T14:30",
        location: "The Anchor",
        type: "watch-party",
        matchEventId: "",
      };
      return { send: formPost(newEvent, "/admin/events/new", fields, cookie), count: () => rows(test.db.select().from(events)) };
    },
  ],
  [
    "admin/volunteer/new: a volunteer opportunity",
    async () => {
      const { cookie } = await admin();
      const fields = {
        title: "Gate crew",
        date: "2031-03-01",
        startTime: "10:00",
        endTime: "13:00",
        location: "Gate A",
        spotsNeeded: "4",
        category: "match-day",
        eventId: "",
      };
      return {
        send: formPost(newOpportunity, "/admin/volunteer/new", fields, cookie),
        count: () => rows(test.db.select().from(volunteerOpportunities)),
      };
    },
  ],
  [
    "admin/shift-templates/new: a shift template",
    async () => {
      const { cookie } = await admin();
      // Shift templates outlive each test's clean-up (the seeded crew): a name of this test's own.
      const name = `Cup night crew ${crypto.randomUUID()}`;
      const fields = new URLSearchParams({ name });
      const shift = {
        title: "Gate crew",
        category: "match-day",
        spotsNeeded: "3",
        startOffsetMinutes: "-120",
        endOffsetMinutes: "30",
        location: "Gate A",
      };
      for (const [name, value] of Object.entries(shift)) fields.append(`shifts[0].${name}`, value);
      return {
        send: formPost(newShiftTemplate, "/admin/shift-templates/new", fields, cookie),
        count: () => rows(test.db.select().from(shiftTemplates).where(eq(shiftTemplates.name, name))),
      };
    },
  ],
  [
    "admin/products/new: a product",
    async () => {
      const { cookie } = await admin();
      return {
        send: formPost(newProduct, "/admin/products/new", { name: "Home Scarf", price: "24.5" }, cookie),
        count: () => rows(test.db.select().from(products)),
      };
    },
  ],
  [
    "admin/orders/{id}: mark paid",
    async () => {
      const { cookie } = await admin();
      const id = await createOrder({ paymentMethod: "pay-later" });
      return {
        send: formPost(adminOrder, `/admin/orders/${id}`, { intent: "mark-paid" }, cookie, { orderId: id }),
        count: () => rows(test.db.select().from(orders).where(isNotNull(orders.paidAt))),
      };
    },
  ],
  [
    "admin/members/{id}: a payment recorded",
    async () => {
      const { cookie } = await admin();
      const sam = await createSignedInMember({ email: "sam@example.com" });
      // The form's own field, one per page view (the transaction id when no reference is given).
      const fields = {
        intent: "record-payment",
        tier: "roadie",
        amount: "",
        method: "cash",
        reference: "",
        note: "",
        key: crypto.randomUUID(),
      };
      return {
        send: formPost(adminMember, `/admin/members/${sam.id}`, fields, cookie, { userId: sam.id }),
        count: () => rows(test.db.select().from(billingHistory)),
      };
    },
  ],
  [
    "POST /api/events",
    async () => {
      const { cookie } = await admin();
      const body = { title: "Watch party", date: later(20 * DAY).toISOString(), location: "The Anchor", type: "watch-party" };
      return { send: jsonPost(eventsApi, "/api/events", body, cookie), count: () => rows(test.db.select().from(events)) };
    },
  ],
  [
    "POST /api/volunteer-opportunities",
    async () => {
      const { cookie } = await admin();
      const body = {
        title: "Tifo crew",
        date: "2031-03-01",
        startTime: "10:00",
        endTime: "13:00",
        location: "Workshop",
        spotsNeeded: 4,
        category: "setup",
      };
      return {
        send: jsonPost(opportunitiesApi, "/api/volunteer-opportunities", body, cookie),
        count: () => rows(test.db.select().from(volunteerOpportunities)),
      };
    },
  ],
  [
    "POST /api/products",
    async () => {
      const { cookie } = await admin();
      return {
        send: jsonPost(productsApi, "/api/products", { name: "Scarf", price: 12.5 }, cookie),
        count: () => rows(test.db.select().from(products)),
      };
    },
  ],
  [
    "POST /api/ticket-listings",
    async () => {
      const { cookie } = await member();
      const body = {
        matchTitle: "Roadies FC vs Lakeshore",
        matchDate: later(5 * DAY).toISOString(),
        section: "112",
        seats: "3-4",
        price: 45,
        listingType: "sale",
      };
      return {
        send: jsonPost(listingsApi, "/api/ticket-listings", body, cookie),
        count: () => rows(test.db.select().from(ticketListings)),
      };
    },
  ],
];

/** What the member's browser gets: status, where it goes, the cookies it sets (the toast), the body. */
async function answerOf(response: Response) {
  return {
    status: response.status,
    location: response.headers.get("Location"),
    setCookie: response.headers.get("Set-Cookie"),
    body: await response.text(),
  };
}

const storedKeys = () => rows(test.db.select().from(requestKeys).where(eq(requestKeys.state, "done")));

describe.each(intents)("%s", (_name, setUp) => {
  it("the same post twice, one after the other: one effect, two identical answers", async () => {
    const intent = await setUp();
    const first = await answerOf(await intent.send("key-1"));
    const second = await answerOf(await intent.send("key-1"));
    expect(first.status, first.body).toBeLessThan(400);
    expect(second).toEqual(first);
    expect(await intent.count()).toBe(1);
    expect(await storedKeys()).toBe(1);
  });

  it("the same post twice at the same time: one effect, two identical answers", async () => {
    const intent = await setUp();
    const [first, second] = await Promise.all([intent.send("key-2"), intent.send("key-2")]);
    const answers = [await answerOf(first), await answerOf(second)];
    expect(answers[0].status, answers[0].body).toBeLessThan(400);
    expect(answers[1]).toEqual(answers[0]);
    expect(await intent.count()).toBe(1);
  });
});

describe("one-time keys across the pages", () => {
  it("a refused post (400) does not use up its key: corrected and sent again with it, it lists once", async () => {
    const { cookie } = await member();
    const fields = {
      matchTitle: "Roadies FC vs Lakeshore",
      matchDate: "2099-05-01T19:30",
      section: "112",
      seats: "3-4",
      listingType: "sale",
    };
    const send = (price: string) => formPost(newListing, "/tickets/new", { ...fields, price }, cookie)("key-3");
    expect((await send("abc")).status).toBe(400);
    expect(await rows(test.db.select().from(ticketListings))).toBe(0);
    expect((await send("45.00")).status).toBe(302);
    expect((await send("45.00")).status).toBe(302);
    expect(await rows(test.db.select().from(ticketListings))).toBe(1);
  });

  it("another member's post with the same key acts on its own", async () => {
    const ana = await member({ email: "ana@example.com" });
    const ben = await member({ email: "ben@example.com" });
    const fields = {
      matchTitle: "Roadies FC vs Lakeshore",
      matchDate: "2099-05-01T19:30",
      section: "112",
      seats: "3-4",
      price: "45.00",
      listingType: "sale",
    };
    await formPost(newListing, "/tickets/new", fields, ana.cookie)("shared");
    await formPost(newListing, "/tickets/new", fields, ben.cookie)("shared");
    const owners = await test.db.select({ userId: ticketListings.userId }).from(ticketListings);
    expect(owners.map((row) => row.userId).sort()).toEqual([ana.id, ben.id].sort());
  });

  it("the same key on another address is refused (422) and does nothing there", async () => {
    const poster = await member({ email: "poster@example.com" });
    const { cookie } = await member();
    const listing = await createListing(poster.id);
    const fields = {
      matchTitle: "Roadies FC vs Lakeshore",
      matchDate: "2099-05-01T19:30",
      section: "112",
      seats: "3-4",
      price: "45.00",
      listingType: "sale",
    };
    expect((await formPost(newListing, "/tickets/new", fields, cookie)("key-4")).status).toBe(302);
    const elsewhere = await formPost(contactPoster, `/tickets/${listing}/contact`, { message: "Hello" }, cookie, {
      listingId: String(listing),
    })("key-4");
    expect(elsewhere.status).toBe(422);
    expect(await rows(test.db.select().from(ticketListingMessages))).toBe(0);
  });

  it("the JSON API: a POST without the header is not deduped, and a header over 255 characters is a 400", async () => {
    const { cookie } = await member();
    const body = {
      matchTitle: "Roadies FC vs Lakeshore",
      matchDate: later(5 * DAY).toISOString(),
      section: "112",
      seats: "3-4",
      price: 45,
      listingType: "sale",
    };
    const plain = () => settle(() => listingsApi(args(sendJson("/api/ticket-listings", body, { cookie }))));
    expect((await plain()).status).toBe(201);
    expect((await plain()).status).toBe(201);
    const tooLong = await jsonPost(listingsApi, "/api/ticket-listings", body, cookie)("k".repeat(256));
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({ message: expect.stringContaining("255") });
    expect(
      await rows(
        test.db
          .select()
          .from(ticketListings)
          .where(and(eq(ticketListings.section, "112"), sql`true`)),
      ),
    ).toBe(2);
  });
});

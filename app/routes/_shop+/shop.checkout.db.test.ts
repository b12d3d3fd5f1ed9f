import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import {
  cartItems,
  events,
  notifications,
  orderLines,
  orders,
  productPickupEvents,
  products,
  productVariants,
  users,
} from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { envSwitches as mockEnv } from "../../../test/env";
import { useMockServer } from "../../../test/msw";
import { args, get, ORIGIN, post as formPost } from "../../../test/http";
import { signedInCookie } from "../../../test/session";
import { createStripeFake, FAKE_STRIPE_KEY, stripeFailures } from "../../../test/mocks/stripe";
import { memberCartId } from "~/models/cart.server";
import { PICKUP_NOT_UPCOMING } from "~/i18n/messages/shop";
import { cartCookie } from "~/models/cart-cookie.server";
import { EMAIL_MESSAGE, PICKUP_MESSAGE } from "~/models/checkout.schema.server";
import { orderNumber } from "~/models/orders";
import { contentSecurityPolicy } from "~/utils/security.server";
import { action, EMPTY_CART, loader, PAYMENT_NOT_STARTED } from "./shop.checkout";
import {
  action as completeAction,
  loader as completeLoader,
  NOTHING_TO_PAY,
  PAYMENT_ALREADY_MADE,
  PAYMENT_LINK_EXPIRED,
} from "./shop.checkout_.complete";
import { DAY } from "../../../test/time";

// Stripe is off unless a case switches it on (mockEnv.stripe).
vi.mock("~/utils/env.server", async (importOriginal) => (await import("../../../test/env")).switchableEnv(importOriginal, "stripe"));

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();
const stripe = createStripeFake();
useMockServer(stripe.handlers, () => {
  stripe.reset();
  mockEnv.stripe = null;
});

const GUEST_CART = "guest-cart-1";

async function seed() {
  const [scarf] = await test.db
    .insert(products)
    .values({ name: "Roadies Scarf", price: "19.99", category: "accessories", fulfillmentType: "event-pickup" })
    .returning({ id: products.id });
  const [tee] = await test.db
    .insert(products)
    .values({
      name: "Away Tee",
      price: "25.00",
      category: "apparel",
      fulfillmentType: "print-on-demand",
      providerProductId: "5d39b411749d0a000f30e0f4",
    })
    .returning({ id: products.id });
  const [teeM] = await test.db
    .insert(productVariants)
    .values({ productId: tee.id, providerVariantId: "12101", title: "Black / M", size: "M", price: "27.50", position: 1 })
    .returning({ id: productVariants.id });
  const [match] = await test.db
    .insert(events)
    // A home match: the scarf (collected at every home match) is offered there.
    .values({ title: "Derby Day", date: new Date(Date.now() + 7 * DAY), location: "North Stand", type: "match", isHomeMatch: true })
    .returning({ id: events.id });
  const [past] = await test.db
    .insert(events)
    .values({ title: "Last Season Final", date: new Date(Date.now() - 7 * DAY), location: "Away End", type: "match" })
    .returning({ id: events.id });
  return { scarf: scarf.id, tee: tee.id, teeM: teeM.id, match: match.id, past: past.id };
}

async function fillCart(cartId: string, lines: { productId: number; variantId?: number | null; quantity: number; price?: string }[]) {
  // The stored price is display only (and here deliberately wrong): checkout must not use it.
  await test.db.insert(cartItems).values(lines.map((line) => ({ sessionId: cartId, variantId: null, price: "0.01", ...line })));
}

const guestCookie = async (cartId = GUEST_CART) => (await cartCookie.serialize(cartId)).split(";")[0];
const post = (fields: Record<string, string>, cookie?: string) => action(args(formPost("/shop/checkout", fields, { cookie })));
const getPage = (cookie?: string) => loader(args(get("/shop/checkout", { cookie })));
const complete = (orderId: string, cookie?: string) => completeLoader(args(get(`/shop/checkout/complete?order=${orderId}`, { cookie })));

const address = {
  firstName: "Sam",
  lastName: "Fan",
  address1: "1 Stadium Way",
  address2: "",
  city: "Portland",
  region: "OR",
  zip: "97201",
  country: "US",
  phone: "",
};

const allOrders = () => test.db.select().from(orders);
const linesOf = (orderId: string) =>
  test.db
    .select({
      name: orderLines.name,
      size: orderLines.size,
      unitPrice: orderLines.unitPrice,
      quantity: orderLines.quantity,
      fulfillmentType: orderLines.fulfillmentType,
      providerProductId: orderLines.providerProductId,
      providerVariantId: orderLines.providerVariantId,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.id);
const confirmations = () =>
  test.db
    .select({ subjectKey: notifications.subjectKey, userId: notifications.userId, toEmail: notifications.toEmail })
    .from(notifications)
    .where(eq(notifications.kind, "order-confirmation"));
const cartOf = (cartId: string) =>
  test.db.select({ productId: cartItems.productId, quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.sessionId, cartId));

/** The Cookie header a browser would send back after this answer's Set-Cookie headers. */
function cookiesFrom(response: Response, before: string): string {
  const jar = new Map(
    before
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0], pair] as const),
  );
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(";")[0];
    jar.set(pair.split("=")[0], pair);
  }
  return [...jar.values()].join("; ");
}

describe("/shop/checkout page", () => {
  it("shows the cart with today's prices from the database, and only upcoming pickup events", async () => {
    const s = await seed();
    await fillCart(GUEST_CART, [
      { productId: s.scarf, quantity: 2 },
      { productId: s.tee, variantId: s.teeM, quantity: 1 },
    ]);
    const data = await (await getPage(await guestCookie())).json();
    expect(
      data.lines.map((line: { name: string; size: string | null; lineTotal: string }) => [line.name, line.size, line.lineTotal]),
    ).toEqual([
      ["Roadies Scarf", null, "39.98"],
      ["Away Tee", "M", "27.50"],
    ]);
    expect(data.total).toBe("67.48");
    expect(data.needsShipping).toBe(true);
    expect(data.needsPickup).toBe(true);
    expect(data.hasMembership).toBe(false);
    expect(data.pickupEvents.map((event: { title: string }) => event.title)).toEqual(["Derby Day"]);
  });

  it("has nothing to check out with an empty cart, and a post places no order", async () => {
    await seed();
    const data = await (await getPage(await guestCookie())).json();
    expect(data.lines).toEqual([]);
    const response = await post({ name: "Sam", email: "sam@example.com" }, await guestCookie());
    expect(response.status).toBe(400);
    expect((await response.json()).errors.form).toBe(EMPTY_CART());
    expect(await allOrders()).toHaveLength(0);
  });

  it("prefills a member's name and email", async () => {
    await seed();
    const [member] = await test.db
      .insert(users)
      .values({ email: "kim@example.com", firstName: "Kim", lastName: "Lee" })
      .returning({ id: users.id });
    const data = await (await getPage(await signedInCookie(member.id))).json();
    expect(data.defaults).toEqual({ name: "Kim Lee", email: "kim@example.com" });
  });
});

describe("placing an order without Stripe (pay at pickup / on invoice)", () => {
  it("takes a guest's prices and total from the database whatever the form says, and shows the order only to this browser", async () => {
    const s = await seed();
    await fillCart(GUEST_CART, [{ productId: s.scarf, quantity: 2 }]);
    const cookie = await guestCookie();
    const response = await post(
      {
        name: "Sam Fan",
        email: "sam@example.com",
        pickupEventId: String(s.match),
        price: "0.01",
        total: "0.02",
        unitPrice: "0.01",
        totalAmount: "0.02",
      },
      cookie,
    );
    expect(response.status).toBe(302);
    const [order] = await allOrders();
    expect(response.headers.get("Location")).toBe(`/shop/checkout/complete?order=${order.id}`);
    expect(order).toMatchObject({
      totalAmount: "39.98",
      quantity: 2,
      productId: s.scarf,
      status: "pending",
      paymentMethod: "pay-later",
      paidAt: null,
      userId: null,
      customerName: "Sam Fan",
      customerEmail: "sam@example.com",
      pickupEventId: s.match,
      shippingAddress: null,
    });
    expect(await linesOf(order.id)).toEqual([
      {
        name: "Roadies Scarf",
        size: null,
        unitPrice: "19.99",
        quantity: 2,
        fulfillmentType: "event-pickup",
        providerProductId: null,
        providerVariantId: null,
      },
    ]);
    expect(await cartOf(GUEST_CART)).toEqual([]);
    expect(await confirmations()).toEqual([{ subjectKey: order.id, userId: null, toEmail: "sam@example.com" }]);

    const page = await complete(order.id, cookiesFrom(response, cookie));
    const shown = await page.json();
    expect(shown.order).toMatchObject({
      number: orderNumber(order.id),
      status: "pending",
      paid: false,
      paymentMethod: "pay-later",
      totalAmount: "39.98",
    });
    // Another browser (no checkout cookie) cannot read it by its id.
    await expect(complete(order.id, await guestCookie("someone-else"))).rejects.toMatchObject({ status: 404 });
  });

  it("needs the address only with print-on-demand lines and stores it; no pickup event is asked", async () => {
    const s = await seed();
    await fillCart(GUEST_CART, [{ productId: s.tee, variantId: s.teeM, quantity: 2 }]);
    const bad = await post({ name: "Sam Fan", email: "sam@example", city: "Portland" }, await guestCookie());
    expect(bad.status).toBe(400);
    const { errors, values } = await bad.json();
    expect(errors).toMatchObject({
      email: EMAIL_MESSAGE(),
      firstName: "First name is required",
      address1: "Address is required",
      zip: "Postal code is required",
      country: "Choose a country",
    });
    expect(errors.pickupEventId).toBeUndefined();
    expect(errors.name).toBeUndefined();
    expect(values).toMatchObject({ name: "Sam Fan", email: "sam@example", city: "Portland" });
    expect(await allOrders()).toHaveLength(0);

    const ok = await post({ name: "Sam Fan", email: "sam@example.com", ...address }, await guestCookie());
    expect(ok.status).toBe(302);
    const [order] = await allOrders();
    expect(order.totalAmount).toBe("55.00");
    expect(order.shippingAddress).toEqual({ ...address, address2: null, phone: null });
    expect(order.pickupEventId).toBeNull();
    expect(await linesOf(order.id)).toEqual([
      {
        name: "Away Tee",
        size: "M",
        unitPrice: "27.50",
        quantity: 2,
        fulfillmentType: "print-on-demand",
        providerProductId: "5d39b411749d0a000f30e0f4",
        providerVariantId: "12101",
      },
    ]);
  });

  it("needs an upcoming pickup event with event-pickup lines (a past one is refused) and no address", async () => {
    const s = await seed();
    await fillCart(GUEST_CART, [{ productId: s.scarf, quantity: 1 }]);
    const empty = await post({}, await guestCookie());
    expect(empty.status).toBe(400);
    const { errors } = await empty.json();
    expect(errors).toEqual({ name: "Name is required", email: "Email is required", pickupEventId: PICKUP_MESSAGE() });

    const past = await post({ name: "Sam", email: "sam@example.com", pickupEventId: String(s.past) }, await guestCookie());
    expect(past.status).toBe(400);
    expect((await past.json()).errors).toEqual({ pickupEventId: PICKUP_NOT_UPCOMING() });
    expect(await allOrders()).toHaveLength(0);
    expect(await cartOf(GUEST_CART)).toHaveLength(1);
  });

  it("offers and accepts only pickup events where every pickup product in the cart is collected", async () => {
    const s = await seed();
    const [cleanUp] = await test.db
      .insert(events)
      .values({ title: "Clean-up day", date: new Date(Date.now() + 3 * DAY), location: "Riverbank", type: "community" })
      .returning({ id: events.id });
    const [party] = await test.db
      .insert(events)
      .values({ title: "Season party", date: new Date(Date.now() + 5 * DAY), location: "Clubhouse", type: "community" })
      .returning({ id: events.id });
    const [badge] = await test.db
      .insert(products)
      .values({ name: "Party badge", price: "3.00", category: "accessories", fulfillmentType: "event-pickup", pickupAt: "chosen-events" })
      .returning({ id: products.id });
    await test.db.insert(productPickupEvents).values({ productId: badge.id, eventId: party.id });
    const titles = async () =>
      (await (await getPage(await guestCookie())).json()).pickupEvents.map((event: { title: string }) => event.title);

    await fillCart(GUEST_CART, [{ productId: s.scarf, quantity: 1 }]);
    expect(await titles()).toEqual(["Derby Day"]);
    const atCleanUp = await post({ name: "Sam", email: "sam@example.com", pickupEventId: String(cleanUp.id) }, await guestCookie());
    expect(atCleanUp.status).toBe(400);
    expect((await atCleanUp.json()).errors).toEqual({
      pickupEventId: "Your order cannot be collected at that event: choose one from the list.",
    });
    expect(await allOrders()).toHaveLength(0);

    // The scarf and the badge are collected at no one event together.
    await fillCart(GUEST_CART, [{ productId: badge.id, quantity: 1 }]);
    expect(await titles()).toEqual([]);
    const atParty = await post({ name: "Sam", email: "sam@example.com", pickupEventId: String(party.id) }, await guestCookie());
    expect(atParty.status).toBe(400);
    expect(await allOrders()).toHaveLength(0);
  });

  it("places a member's order under their id, mails the member, and a double submit makes one order", async () => {
    const s = await seed();
    const [member] = await test.db
      .insert(users)
      .values({ email: "kim@example.com", firstName: "Kim", lastName: "Lee" })
      .returning({ id: users.id });
    await fillCart(memberCartId(member.id), [
      { productId: s.scarf, quantity: 1 },
      { productId: s.tee, variantId: s.teeM, quantity: 1 },
    ]);
    const cookie = await signedInCookie(member.id);
    const form = { name: "Kim Lee", email: "kim@example.com", pickupEventId: String(s.match), ...address };
    const [first, second] = await Promise.all([post(form, cookie), post(form, cookie)]);
    const placed = await allOrders();
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ userId: member.id, totalAmount: "47.49", quantity: 2, productId: null });
    // Both answers lead to the same completion page.
    expect(first.headers.get("Location")).toBe(`/shop/checkout/complete?order=${placed[0].id}`);
    expect(second.headers.get("Location")).toBe(`/shop/checkout/complete?order=${placed[0].id}`);
    expect(await confirmations()).toEqual([{ subjectKey: placed[0].id, userId: member.id, toEmail: null }]);
    const shown = await (await complete(placed[0].id, cookie)).json();
    expect(shown.order.number).toBe(orderNumber(placed[0].id));
  });

  it("shows a member's completion page to that member only, and never marks an order paid", async () => {
    await seed();
    const [kim, lee] = await test.db
      .insert(users)
      .values([
        { email: "kim@example.com", firstName: "Kim", lastName: "Lee" },
        { email: "lee@example.com", firstName: "Lee", lastName: "Kim" },
      ])
      .returning({ id: users.id });
    const [order] = await test.db
      .insert(orders)
      .values({
        userId: kim.id,
        totalAmount: "10.00",
        customerEmail: "kim@example.com",
        customerName: "Kim Lee",
        paymentMethod: "stripe",
        stripeCheckoutSessionId: "cs_test_x",
      })
      .returning({ id: orders.id });
    // Stripe's success redirect lands here: the page shows the order as awaiting payment.
    const url = `${order.id}&session_id=cs_test_x`;
    const shown = await (await complete(url, await signedInCookie(kim.id))).json();
    expect(shown.order).toMatchObject({ number: orderNumber(order.id), paid: false, paymentMethod: "stripe" });
    expect("stripeCheckoutSessionId" in shown.order).toBe(false);
    expect((await allOrders())[0].paidAt).toBeNull();
    await expect(complete(order.id, await signedInCookie(lee.id))).rejects.toMatchObject({ status: 404 });
    await expect(complete(order.id)).rejects.toMatchObject({ status: 404 });
    await expect(complete("not a uuid'--")).rejects.toMatchObject({ status: 404 });
  });

  it("refuses a cart with a product that is no longer sold, and keeps the cart", async () => {
    const s = await seed();
    await test.db.update(products).set({ isActive: false }).where(eq(products.id, s.scarf));
    await fillCart(GUEST_CART, [{ productId: s.scarf, quantity: 1 }]);
    const response = await post({ name: "Sam", email: "sam@example.com", pickupEventId: String(s.match) }, await guestCookie());
    expect(response.status).toBe(409);
    expect((await response.json()).errors.form).toBe("Roadies Scarf is no longer available. Remove it from your cart to check out.");
    expect(await allOrders()).toHaveLength(0);
    expect(await cartOf(GUEST_CART)).toHaveLength(1);
  });
});

describe("placing an order with Stripe Checkout", () => {
  it("creates a Checkout session with our amounts from the database and sends the customer there; the order stays unpaid", async () => {
    mockEnv.stripe = { secretKey: FAKE_STRIPE_KEY, webhookSecret: null };
    const s = await seed();
    await fillCart(GUEST_CART, [
      { productId: s.scarf, quantity: 3 },
      { productId: s.tee, variantId: s.teeM, quantity: 1 },
    ]);
    const response = await post(
      { name: "Sam Fan", email: "sam@example.com", pickupEventId: String(s.match), price: "0.01", ...address },
      await guestCookie(),
    );
    expect(response.status).toBe(303);
    const [order] = await allOrders();
    const [session] = stripe.state.sessions;
    expect(response.headers.get("Location")).toBe(`https://checkout.stripe.com/c/pay/${session.id}#fidkdWxOYHwnPyd1blpxYHZxWjA0`);
    expect(session).toMatchObject({
      authorization: `Bearer ${FAKE_STRIPE_KEY}`,
      idempotencyKey: `checkout-${order.id}`,
      mode: "payment",
      customerEmail: "sam@example.com",
      clientReferenceId: order.id,
      metadataOrderId: order.id,
      successUrl: `${ORIGIN}/shop/checkout/complete?order=${order.id}&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${ORIGIN}/shop/checkout/complete?order=${order.id}`,
    });
    expect(session.lineItems).toEqual([
      { name: "Roadies Scarf", currency: "usd", unitAmount: 1999, quantity: 3 },
      { name: "Away Tee (M)", currency: "usd", unitAmount: 2750, quantity: 1 },
    ]);
    expect(order).toMatchObject({
      paymentMethod: "stripe",
      status: "pending",
      paidAt: null,
      stripeCheckoutSessionId: session.id,
      totalAmount: "87.47",
    });
    // Paid only by the webhook: no confirmation yet.
    expect(await confirmations()).toEqual([]);
    // Without JavaScript the form's 303 goes to Stripe: CSP form-action must allow it.
    expect(contentSecurityPolicy("nonce")).toMatch(/form-action [^;]*https:\/\/checkout\.stripe\.com/);
  });

  it.each([
    ["a declined request (402)", stripeFailures.cardError()],
    ["a rate limit (429)", stripeFailures.rateLimited()],
    ["an invalid request (400)", stripeFailures.invalidCurrency()],
  ])("answers %s with a message, removes the order and puts the items back in the cart", async (_label, failure) => {
    mockEnv.stripe = { secretKey: FAKE_STRIPE_KEY, webhookSecret: null };
    const s = await seed();
    await fillCart(GUEST_CART, [{ productId: s.scarf, quantity: 2 }]);
    stripe.failNext(failure);
    const response = await post({ name: "Sam Fan", email: "sam@example.com", pickupEventId: String(s.match) }, await guestCookie());
    expect(response.status).toBe(502);
    const data = await response.json();
    expect(data.errors.form).toBe(PAYMENT_NOT_STARTED());
    expect(data.values).toMatchObject({ name: "Sam Fan", email: "sam@example.com" });
    expect(stripe.state.requests).toBe(1);
    expect(await allOrders()).toHaveLength(0);
    expect(await cartOf(GUEST_CART)).toEqual([{ productId: s.scarf, quantity: 2 }]);
  });

  it("a customer back from Stripe without paying (cancel link, double click) continues to the same open session; a paid, expired or foreign order is not reopened", async () => {
    mockEnv.stripe = { secretKey: FAKE_STRIPE_KEY, webhookSecret: null };
    const s = await seed();
    await fillCart(GUEST_CART, [{ productId: s.scarf, quantity: 1 }]);
    const placed = await post({ name: "Sam Fan", email: "sam@example.com", pickupEventId: String(s.match) }, await guestCookie());
    const cookie = cookiesFrom(placed, await guestCookie());
    const [order] = await allOrders();
    const [session] = stripe.state.sessions;
    const pay = (who?: string) =>
      completeAction(
        args(
          new Request(`${ORIGIN}/shop/checkout/complete?order=${order.id}`, {
            method: "POST",
            headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", ...(who ? { Cookie: who } : {}) },
            body: new URLSearchParams(),
          }),
        ),
      );

    // The cart is empty now; the order's page reopens Stripe's session.
    expect(await cartOf(GUEST_CART)).toEqual([]);
    const resumed = await pay(cookie);
    expect(resumed.status).toBe(303);
    expect(resumed.headers.get("Location")).toBe(`https://checkout.stripe.com/c/pay/${session.id}#fidkdWxOYHwnPyd1blpxYHZxWjA0`);
    await expect(pay(await guestCookie("someone-else"))).rejects.toMatchObject({ status: 404 });

    stripe.settle(session.id, "complete");
    const done = await pay(cookie);
    expect(done.status).toBe(409);
    expect((await done.json()).message).toBe(PAYMENT_ALREADY_MADE());

    stripe.settle(session.id, "expired");
    expect((await (await pay(cookie)).json()).message).toBe(PAYMENT_LINK_EXPIRED());

    await test.db.update(orders).set({ paidAt: new Date() }).where(eq(orders.id, order.id));
    const paid = await pay(cookie);
    expect(paid.status).toBe(409);
    expect((await paid.json()).message).toBe(NOTHING_TO_PAY());
    expect((await allOrders())[0].paidAt).toBeInstanceOf(Date);
  });
});

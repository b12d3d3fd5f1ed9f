import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { cartItems, orders, products, subscriptions, users } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { envSwitches as mockEnv } from "../../../test/env";
import { useMockServer } from "../../../test/msw";
import { createSignedInMember, type UserValues } from "../../../test/factories";
import { args, asServed, get as getRequest, ORIGIN, post as formPost, readToast } from "../../../test/http";
import { createStripeFake, FAKE_STRIPE_KEY, STRIPE_API, stripeFailures } from "../../../test/mocks/stripe";
import { memberCartId, mergeCarts } from "~/models/cart.server";
import { placeOrder } from "~/models/checkout.server";
import { messageFor } from "~/i18n/message-map";
import { checkoutMessages, MEMBERSHIP_IN_CART } from "~/i18n/messages/shop";
import { putMembershipInCart } from "~/models/membership-orders.server";
import { cartCookie } from "~/models/cart-cookie.server";
import { ALREADY_RENEWS_BY_CARD } from "~/models/membership-plans";
import { orderNumber } from "~/models/orders";
import { action as joinAction, loader as joinLoader, UNKNOWN_TIER as JOIN_UNKNOWN_TIER } from "./join";
import { action as checkoutAction, loader as checkoutLoader, MEMBERSHIP_PAYMENT_NOT_STARTED, UNKNOWN_TIER } from "./join_.checkout";
import { loader as completeLoader } from "./join_.checkout_.complete";
import { loader as cartLoader } from "../_shop+/shop.cart";
import { loader as shopCheckoutLoader } from "../_shop+/shop.checkout";

// Stripe is off unless a case switches it on (mockEnv.stripe).
vi.mock("~/utils/env.server", async (importOriginal) => (await import("../../../test/env")).switchableEnv(importOriginal, "stripe"));

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();
const stripe = createStripeFake();
/** The raw form bodies the Stripe client posted to /v1/checkout/sessions (subscription fields included). */
let sessionBodies: Promise<URLSearchParams>[] = [];
const server = useMockServer(stripe.handlers, () => {
  stripe.reset();
  sessionBodies = [];
  mockEnv.stripe = null;
});
beforeAll(() => {
  server.events.on("request:start", ({ request }) => {
    if (request.method === "POST" && request.url === `${STRIPE_API}/v1/checkout/sessions`) {
      sessionBodies.push(
        request
          .clone()
          .text()
          .then((text) => new URLSearchParams(text)),
      );
    }
  });
});

const GUEST_CART = "guest-cart-join";
const guestCookie = async (cartId = GUEST_CART) => (await cartCookie.serialize(cartId)).split(";")[0];

const postTo = (path: string, run: typeof joinAction, fields: Record<string, string>, cookie?: string) =>
  run(args(formPost(path, fields, { cookie })));
const join = (fields: Record<string, string>, cookie?: string) => postTo("/join", joinAction, fields, cookie);
const confirm = (fields: Record<string, string>, cookie: string) => postTo("/join/checkout", checkoutAction, fields, cookie);
const get = <T>(run: (a: ReturnType<typeof args>) => Promise<T>, path: string, cookie?: string) => run(args(getRequest(path, { cookie })));

/** A thrown redirect or error response, as the loader throws it. */
async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown Response");
}

async function member(fields: UserValues = {}) {
  const email = fields.email ?? `kim${Math.random().toString(36).slice(2)}@example.com`;
  return { email, ...(await createSignedInMember({ firstName: "Kim", lastName: "Lee", ...fields, email })) };
}

const membershipLines = (cartId: string) =>
  test.db
    .select({ membershipType: cartItems.membershipType, price: cartItems.price, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.sessionId, cartId), isNull(cartItems.productId)));
const membershipOrders = (userId: string) =>
  test.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.includesMembership, true)));
const statusOf = async (userId: string) =>
  (await test.db.select({ status: users.membershipStatus }).from(users).where(eq(users.id, userId)))[0].status;

describe("/join: the tier buttons", () => {
  it("puts an anonymous visitor's membership in their cart (one line, replaced when joining again) and sends them to sign in", async () => {
    const first = await join({ intent: "join", tier: "roadie" }, await guestCookie());
    expect(first.status).toBe(303);
    expect(first.headers.get("Location")).toBe("/api/login?returnTo=%2Fjoin%2Fcheckout");
    expect(await membershipLines(GUEST_CART)).toEqual([{ membershipType: "roadie", price: "50.00", quantity: 1 }]);

    const again = await join({ intent: "join", tier: "vip" }, await guestCookie());
    expect(again.status).toBe(303);
    expect(await membershipLines(GUEST_CART)).toEqual([{ membershipType: "vip", price: "100.00", quantity: 1 }]);

    // Five joins at once still leave one membership line.
    await Promise.all(
      ["supporter", "roadie", "vip", "roadie", "supporter"].map(async (tier) => join({ intent: "join", tier }, await guestCookie())),
    );
    expect(await membershipLines(GUEST_CART)).toHaveLength(1);
  });

  it("gives a first-time visitor a cart cookie with the line", async () => {
    const response = await join({ intent: "join", tier: "supporter" });
    expect(response.status).toBe(303);
    const cartId = await cartCookie.parse(response.headers.get("Set-Cookie"));
    expect(await membershipLines(cartId)).toEqual([{ membershipType: "supporter", price: "25.00", quantity: 1 }]);
  });

  it("sends a signed-in member straight to /join/checkout with the tier, and refuses an unknown tier with a 400", async () => {
    const kim = await member();
    const response = await join({ intent: "join", tier: "roadie" }, kim.cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/join/checkout?tier=roadie");
    expect(await membershipLines(memberCartId(kim.id))).toEqual([]);

    const bad = await join({ intent: "join", tier: "platinum" }, await guestCookie());
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: JOIN_UNKNOWN_TIER() });
    expect(await membershipLines(GUEST_CART)).toEqual([]);
  });

  it("tells a lifetime member there is nothing to buy and an active member that joining renews", async () => {
    const life = await member({ membershipStatus: "lifetime", isLifetimeMember: true, membershipType: "lifetime" });
    expect(
      (await (await joinLoader(args(new Request(`${ORIGIN}/join`, { headers: { Cookie: life.cookie } })))).json()).viewer,
    ).toMatchObject({ lifetime: true });
    expect((await join({ intent: "join", tier: "roadie" }, life.cookie)).status).toBe(409);
    const active = await member({ membershipStatus: "active", membershipExpiry: new Date(Date.now() + 90 * 86_400_000) });
    expect(
      (await (await joinLoader(args(new Request(`${ORIGIN}/join`, { headers: { Cookie: active.cookie } })))).json()).viewer,
    ).toMatchObject({ status: "active", lifetime: false });
  });

  it("links a member's waiting order to its how-to-pay page", async () => {
    const kim = await member();
    await confirm({ tier: "roadie" }, kim.cookie);
    const [order] = await membershipOrders(kim.id);
    const { viewer } = await (await joinLoader(args(new Request(`${ORIGIN}/join`, { headers: { Cookie: kim.cookie } })))).json();
    expect(viewer).toEqual({ status: "pending", lifetime: false, pending: { orderId: order.id, tier: "roadie" } });
  });

  it("refuses a member whose membership already renews by card (a Stripe subscription active or past due)", async () => {
    for (const status of ["active", "past_due"]) {
      const sam = await member({
        membershipStatus: "active",
        membershipExpiry: new Date(Date.now() + 60 * 86_400_000),
        stripeCustomerId: `cus_Fake${status}`,
      });
      await test.db
        .insert(subscriptions)
        .values({ userId: sam.id, type: "annual", tier: "roadie", status, price: "50.00", stripeSubscriptionId: `sub_1Live${status}` });
      const refused = await join({ intent: "join", tier: "vip" }, sam.cookie);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ message: ALREADY_RENEWS_BY_CARD() });
      const page = await get(checkoutLoader, "/join/checkout?tier=vip", sam.cookie);
      expect(page.status).toBe(409);
      expect(await page.json()).toMatchObject({ renewsByCard: true });
      mockEnv.stripe = { secretKey: FAKE_STRIPE_KEY, webhookSecret: null };
      const posted = await confirm({ tier: "vip" }, sam.cookie);
      expect(posted.status).toBe(409);
      expect(await posted.json()).toEqual({ message: ALREADY_RENEWS_BY_CARD() });
      mockEnv.stripe = null;
      expect(await membershipOrders(sam.id)).toEqual([]);
    }
    expect(stripe.state.requests).toBe(0);
    // A cancelled subscription, or a manual one, leaves renewing open.
    const kim = await member({ membershipStatus: "active", membershipExpiry: new Date(Date.now() + 60 * 86_400_000) });
    await test.db.insert(subscriptions).values([
      { userId: kim.id, type: "annual", tier: "roadie", status: "cancelled", price: "50.00", stripeSubscriptionId: "sub_1Ended" },
      { userId: kim.id, type: "annual", tier: "roadie", status: "active", price: "50.00" },
    ]);
    expect((await join({ intent: "join", tier: "vip" }, kim.cookie)).status).toBe(303);
    expect((await get(checkoutLoader, "/join/checkout?tier=vip", kim.cookie)).status).toBe(200);
  });

  it("carries the guest's membership into the member's cart at sign-in, replacing the one there", async () => {
    const kim = await member();
    await test.db
      .insert(cartItems)
      .values({ sessionId: memberCartId(kim.id), productId: null, membershipType: "supporter", price: "25.00" });
    await join({ intent: "join", tier: "vip" }, await guestCookie());
    await mergeCarts(GUEST_CART, memberCartId(kim.id));
    expect(await membershipLines(memberCartId(kim.id))).toEqual([{ membershipType: "vip", price: "100.00", quantity: 1 }]);
    // /join/checkout finds the tier in the cart.
    const page = await (await get(checkoutLoader, "/join/checkout", kim.cookie)).json();
    expect(page.tier).toMatchObject({ id: "vip", name: "VIP Roadie", price: "100.00" });
  });

  it("sign-in merges racing choices in the member's cart end with one membership line, and the database refuses a second", async () => {
    const kim = await member();
    const mine = memberCartId(kim.id);
    const guests = ["guest-cart-a", "guest-cart-b", "guest-cart-c"];
    for (const [index, guest] of guests.entries()) await putMembershipInCart(guest, (["supporter", "roadie", "vip"] as const)[index]);
    await Promise.all([
      ...guests.map((guest) => mergeCarts(guest, mine)),
      ...Array.from({ length: 10 }, (_, index) => putMembershipInCart(mine, index % 2 ? "roadie" : "vip")),
    ]);
    const lines = await membershipLines(mine);
    expect(lines).toHaveLength(1);
    expect(["supporter", "roadie", "vip"]).toContain(lines[0].membershipType);
    for (const guest of guests) expect(await membershipLines(guest)).toEqual([]);
    await expect(
      test.db.insert(cartItems).values({ sessionId: mine, productId: null, membershipType: "vip", price: "100.00" }),
    ).rejects.toThrow();
  });
});

describe("the shop's cart and checkout with a membership line", () => {
  it("shows the line by its tier name and refuses it in the shop checkout with a pointer to /join/checkout", async () => {
    const kim = await member();
    await join({ intent: "join", tier: "vip" }, await guestCookie());
    await mergeCarts(GUEST_CART, memberCartId(kim.id));
    const cart = await (await cartLoader(args(new Request(`${ORIGIN}/shop/cart`, { headers: { Cookie: kim.cookie } })))).json();
    expect(cart.items).toMatchObject([{ name: "VIP Roadie membership", price: "100.00", membership: true }]);
    expect(cart.total).toBe("100.00");
    const checkoutPage = await (
      await shopCheckoutLoader(args(new Request(`${ORIGIN}/shop/checkout`, { headers: { Cookie: kim.cookie } })))
    ).json();
    expect(checkoutPage.lines).toMatchObject([{ name: "VIP Roadie membership" }]);
    // The page says where a membership is paid, with links (the notice renders on hasMembership).
    expect(checkoutPage.hasMembership).toBe(true);
    const [scarf] = await test.db
      .insert(products)
      .values({ name: "Scarf", price: "19.99", category: "accessories", fulfillmentType: "event-pickup" })
      .returning({ id: products.id });
    await test.db.insert(cartItems).values({ sessionId: memberCartId(kim.id), productId: scarf.id, price: "19.99" });
    const placed = await placeOrder({
      cartId: memberCartId(kim.id),
      userId: kim.id,
      input: { name: "Kim Lee", email: kim.email!, shipping: null, pickupEventId: 1 } as never,
      paymentMethod: "pay-later",
    });
    expect(placed).toEqual({ ok: false, reason: "membership" });
    expect(!placed.ok && messageFor(checkoutMessages, placed)).toBe(MEMBERSHIP_IN_CART());
    expect(MEMBERSHIP_IN_CART()).toContain("/join/checkout");
  });
});

describe("/join/checkout without Stripe", () => {
  it("sends an anonymous visitor to sign in and back, and answers an unknown tier with a 400 and a clear message", async () => {
    const login = await thrown(get(checkoutLoader, "/join/checkout?tier=roadie"));
    expect(login.status).toBe(302);
    expect(login.headers.get("Location")).toBe("/api/login?returnTo=%2Fjoin%2Fcheckout%3Ftier%3Droadie");
    const kim = await member();
    const bad = await thrown(get(checkoutLoader, "/join/checkout?tier=gold", kim.cookie));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: UNKNOWN_TIER() });
    const badPost = await thrown(confirm({ tier: "gold" }, kim.cookie));
    expect(badPost.status).toBe(400);
    expect(await membershipOrders(kim.id)).toEqual([]);
  });

  it("shows the tier and its yearly price", async () => {
    const kim = await member();
    const page = await (await get(checkoutLoader, "/join/checkout?tier=roadie", kim.cookie)).json();
    expect(page).toMatchObject({
      tier: { id: "roadie", name: "Roadie", price: "50.00" },
      status: "Inactive",
      lifetime: false,
      payByCard: false,
    });
  });

  it("makes one pending pay-later order, removes the cart line, sets Pending Approval and shows how to pay with the reference", async () => {
    const kim = await member();
    await test.db.insert(cartItems).values({ sessionId: memberCartId(kim.id), productId: null, membershipType: "roadie", price: "50.00" });
    const response = await confirm({ tier: "roadie" }, kim.cookie);
    expect(response.status).toBe(302);
    const [order] = await membershipOrders(kim.id);
    expect(response.headers.get("Location")).toBe(`/join/checkout/complete?order=${order.id}`);
    expect(order).toMatchObject({
      includesMembership: true,
      membershipTier: "roadie",
      totalAmount: "50.00",
      paymentMethod: "pay-later",
      status: "pending",
      paidAt: null,
      customerEmail: kim.email,
      customerName: "Kim Lee",
    });
    expect(await membershipLines(memberCartId(kim.id))).toEqual([]);
    expect(await statusOf(kim.id)).toBe("pending");

    const page = await (await get(completeLoader, `/join/checkout/complete?order=${order.id}`, kim.cookie)).json();
    expect(page.order).toMatchObject({
      number: orderNumber(order.id),
      tierName: "Roadie",
      total: "50.00",
      paid: false,
      status: "pending",
      byCard: false,
    });
    expect(page.contact.email).toMatch(/@/);
    // Someone else cannot open it.
    const other = await member();
    expect((await thrown(get(completeLoader, `/join/checkout/complete?order=${order.id}`, other.cookie))).status).toBe(404);
  });

  it("keeps one order through a repeat, a tier change and ten confirmations at once", async () => {
    const kim = await member({ membershipStatus: "expired" });
    await confirm({ tier: "supporter" }, kim.cookie);
    await confirm({ tier: "supporter" }, kim.cookie);
    await Promise.all(Array.from({ length: 10 }, () => confirm({ tier: "roadie" }, kim.cookie)));
    const rows = await membershipOrders(kim.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ membershipTier: "roadie", totalAmount: "50.00", status: "pending" });
    expect(await statusOf(kim.id)).toBe("pending");
  });

  it("leaves an active member active (a renewal) and refuses a lifetime member", async () => {
    const active = await member({ membershipStatus: "active", membershipExpiry: new Date(Date.now() + 60 * 86_400_000) });
    expect((await confirm({ tier: "vip" }, active.cookie)).status).toBe(302);
    expect(await statusOf(active.id)).toBe("active");
    expect(await membershipOrders(active.id)).toHaveLength(1);
    const life = await member({ membershipStatus: "lifetime", isLifetimeMember: true });
    expect((await confirm({ tier: "vip" }, life.cookie)).status).toBe(409);
    expect(await membershipOrders(life.id)).toEqual([]);
    expect(await statusOf(life.id)).toBe("lifetime");
  });
});

describe("/join/checkout with Stripe", () => {
  it("starts a Checkout session in subscription mode with a yearly price and the metadata the webhooks read", async () => {
    mockEnv.stripe = { secretKey: FAKE_STRIPE_KEY, webhookSecret: null };
    const kim = await member();
    await test.db.insert(cartItems).values({ sessionId: memberCartId(kim.id), productId: null, membershipType: "roadie", price: "50.00" });
    const response = await confirm({ tier: "roadie" }, kim.cookie);
    expect(response.status).toBe(303);
    const [session] = stripe.state.sessions;
    expect(response.headers.get("Location")).toBe(`https://checkout.stripe.com/c/pay/${session.id}#fidkdWxOYHwnPyd1blpxYHZxWjA0`);
    const [order] = await membershipOrders(kim.id);
    expect(order).toMatchObject({ paymentMethod: "stripe", status: "pending", stripeCheckoutSessionId: session.id, totalAmount: "50.00" });
    const body = await sessionBodies[0];
    expect(Object.fromEntries(body)).toMatchObject({
      mode: "subscription",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "5000",
      "line_items[0][price_data][recurring][interval]": "year",
      "line_items[0][price_data][product_data][name]": "Roadie membership",
      customer_email: kim.email,
      client_reference_id: order.id,
      "metadata[orderId]": order.id,
      "metadata[userId]": kim.id,
      "metadata[tier]": "roadie",
      "subscription_data[metadata][orderId]": order.id,
      "subscription_data[metadata][userId]": kim.id,
      "subscription_data[metadata][tier]": "roadie",
      success_url: `${ORIGIN}/join/checkout/complete?order=${order.id}`,
      cancel_url: `${ORIGIN}/join/checkout?tier=roadie`,
    });
    expect(session.idempotencyKey).toBe(`membership-${order.id}-roadie`);
    expect(await membershipLines(memberCartId(kim.id))).toEqual([]);
    // Stripe's payment activates the membership (webhook), so the status is not touched here.
    expect(await statusOf(kim.id)).toBe("inactive");

    // A second confirmation goes back to the same open session: no new session, no second order.
    const again = await confirm({ tier: "roadie" }, kim.cookie);
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toBe(response.headers.get("Location"));
    expect(stripe.state.sessions).toHaveLength(1);
    expect(await membershipOrders(kim.id)).toHaveLength(1);
  });

  it("a change of tier expires the earlier session at Stripe, so an old tab cannot pay the order at the old tier", async () => {
    mockEnv.stripe = { secretKey: FAKE_STRIPE_KEY, webhookSecret: null };
    const kim = await member();
    const first = await confirm({ tier: "supporter" }, kim.cookie);
    const [supporterSession] = stripe.state.sessions;
    expect(first.headers.get("Location")).toContain(supporterSession.id);

    const second = await confirm({ tier: "vip" }, kim.cookie);
    expect(second.status).toBe(303);
    expect(stripe.state.expired).toEqual([supporterSession.id]);
    const vipSession = stripe.state.sessions[1];
    expect(second.headers.get("Location")).toContain(vipSession.id);
    const [order] = await membershipOrders(kim.id);
    expect(order).toMatchObject({ membershipTier: "vip", totalAmount: "100.00", stripeCheckoutSessionId: vipSession.id });
    expect(vipSession.idempotencyKey).toBe(`membership-${order.id}-vip-after-${supporterSession.id}`);
    // The VIP session is resumed while open; going back to Supporter expires it and makes a new one (a new key).
    expect((await confirm({ tier: "vip" }, kim.cookie)).headers.get("Location")).toContain(vipSession.id);
    await confirm({ tier: "supporter" }, kim.cookie);
    expect(stripe.state.expired).toEqual([supporterSession.id, vipSession.id]);
    expect(stripe.state.sessions).toHaveLength(3);
    expect(stripe.state.sessions[2].idempotencyKey).toBe(`membership-${order.id}-supporter-after-${vipSession.id}`);
    expect(await membershipOrders(kim.id)).toHaveLength(1);
  });

  it("an earlier session paid before the change of tier is not replaced: the member is told their payment is being confirmed", async () => {
    mockEnv.stripe = { secretKey: FAKE_STRIPE_KEY, webhookSecret: null };
    const kim = await member();
    await confirm({ tier: "supporter" }, kim.cookie);
    const [paid] = stripe.state.sessions;
    stripe.settle(paid.id, "complete");
    const response = await confirm({ tier: "vip" }, kim.cookie);
    const [order] = await membershipOrders(kim.id);
    expect(response.headers.get("Location")).toBe(`/join/checkout/complete?order=${order.id}`);
    expect(stripe.state.sessions).toHaveLength(1);
    expect(stripe.state.expired).toEqual([]);
  });

  it("uses the member's Stripe customer when they have one", async () => {
    mockEnv.stripe = { secretKey: FAKE_STRIPE_KEY, webhookSecret: null };
    const kim = await member({ stripeCustomerId: "cus_Fake0123" });
    await confirm({ tier: "vip" }, kim.cookie);
    const body = Object.fromEntries(await sessionBodies[0]);
    expect(body.customer).toBe("cus_Fake0123");
    expect(body.customer_email).toBeUndefined();
    expect(body["line_items[0][price_data][unit_amount]"]).toBe("10000");
  });

  it("answers 502 with a clear message when Stripe refuses, losing nothing", async () => {
    mockEnv.stripe = { secretKey: FAKE_STRIPE_KEY, webhookSecret: null };
    const kim = await member();
    await test.db.insert(cartItems).values({ sessionId: memberCartId(kim.id), productId: null, membershipType: "roadie", price: "50.00" });
    stripe.failNext(stripeFailures.invalidCurrency());
    const response = await confirm({ tier: "roadie" }, kim.cookie);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: MEMBERSHIP_PAYMENT_NOT_STARTED() });
    expect(await membershipOrders(kim.id)).toEqual([]);
    expect(await membershipLines(memberCartId(kim.id))).toEqual([{ membershipType: "roadie", price: "50.00", quantity: 1 }]);
    expect(await statusOf(kim.id)).toBe("inactive");
  });
});

describe("joining in German (Accept-Language: de)", () => {
  const GERMAN = { "Accept-Language": "de" };
  const inGerman = <T>(request: Request, run: (request: Request) => T) => asServed(request, run);

  it("refuses an unknown tier on /join and a lifetime member's join in German", async () => {
    const bad = await inGerman(formPost("/join", { intent: "join", tier: "platinum" }, { headers: GERMAN }), (request) =>
      joinAction(args(request)),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: "Wähle eine der Mitgliedschaften auf dieser Seite." });

    const life = await member({ membershipStatus: "lifetime", isLifetimeMember: true, membershipType: "lifetime" });
    const refused = await inGerman(
      formPost("/join", { intent: "join", tier: "roadie" }, { cookie: life.cookie, headers: GERMAN }),
      (request) => joinAction(args(request)),
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: "Du bist Mitglied auf Lebenszeit: Hier gibt es nichts zu kaufen." });
  });

  it("shows the checkout's status and the tier's perks in German, and words its refusals in German", async () => {
    const kim = await member();
    const page = await (
      await inGerman(getRequest("/join/checkout?tier=roadie", { cookie: kim.cookie, headers: GERMAN }), (request) =>
        checkoutLoader(args(request)),
      )
    ).json();
    expect(page.status).toBe("Inaktiv");
    expect(page.tier.perks).toContain("Jährlicher Mitgliederschal");

    const unknown = await thrown(
      inGerman(formPost("/join/checkout", { tier: "platinum" }, { cookie: kim.cookie, headers: GERMAN }), (request) =>
        checkoutAction(args(request)),
      ),
    );
    expect(unknown?.status).toBe(400);
    expect(await unknown?.json()).toEqual({
      message: "Diese Mitgliedschaft gibt es nicht. Wähle eine der Mitgliedschaften auf der Seite „Mitglied werden“.",
    });

    mockEnv.stripe = { secretKey: FAKE_STRIPE_KEY, webhookSecret: null };
    stripe.failNext(stripeFailures.invalidCurrency());
    const failed = await inGerman(formPost("/join/checkout", { tier: "roadie" }, { cookie: kim.cookie, headers: GERMAN }), (request) =>
      checkoutAction(args(request)),
    );
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({
      message: "Die Zahlung konnte nicht gestartet werden. Es wurde nichts abgebucht; versuch es bitte noch einmal.",
    });
  });

  it("toasts a pay-later order and answers an unknown order in German", async () => {
    const kim = await member();
    const ordered = await inGerman(formPost("/join/checkout", { tier: "roadie" }, { cookie: kim.cookie, headers: GERMAN }), (request) =>
      checkoutAction(args(request)),
    );
    expect(ordered.status).toBe(302);
    expect(await readToast(ordered)).toMatchObject({
      title: "Mitgliedschaft bestellt",
      description: "Deine Mitgliedschaft wartet auf die Zahlung.",
    });
    const missing = await thrown(
      inGerman(getRequest("/join/checkout/complete?order=nope", { cookie: kim.cookie, headers: GERMAN }), (request) =>
        completeLoader(args(request)),
      ),
    );
    expect(missing?.status).toBe(404);
    expect(await missing?.json()).toEqual({ message: "Bestellung der Mitgliedschaft nicht gefunden." });
  });
});

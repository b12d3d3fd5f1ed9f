import { asc, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { cartItems, orders, products, productVariants } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createProduct, createSignedInMember, type UserValues } from "../../../test/factories";
import { args, ORIGIN, post as formPost } from "../../../test/http";
import { listCartItems, memberCartId, sumMoney } from "~/models/cart.server";
import { createUserSession } from "~/routes/_auth+/__sign-in.server";
import { cartCookie } from "~/models/cart-cookie.server";
import CartPage, { action, loader } from "./shop.cart";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

const product = (name: string, price: string, fulfillmentType = "event-pickup") =>
  createProduct({ name, price, category: "apparel", fulfillmentType });

async function cartRequest(cartId?: string) {
  const headers = cartId ? { Cookie: (await cartCookie.serialize(cartId)).split(";")[0] } : undefined;
  return new Request(`${ORIGIN}/shop/cart`, { headers });
}

describe("listCartItems", () => {
  it("returns only this cart's lines, with product name, fulfilment type and an exact line total", async () => {
    const scarf = await product("Scarf", "19.99");
    const tee = await product("Away Tee", "0.10", "print-on-demand");
    await test.db.insert(cartItems).values([
      { sessionId: "cart-a", productId: scarf, quantity: 3, price: "19.99" },
      { sessionId: "cart-a", productId: tee, quantity: 3, price: "0.10" },
      { sessionId: "cart-b", productId: scarf, quantity: 1, price: "19.99" },
    ]);

    const items = await listCartItems("cart-a");
    expect(
      items.map(({ name, fulfillmentType, quantity, price, lineTotal }) => ({ name, fulfillmentType, quantity, price, lineTotal })),
    ).toEqual([
      { name: "Scarf", fulfillmentType: "event-pickup", quantity: 3, price: "19.99", lineTotal: "59.97" },
      { name: "Away Tee", fulfillmentType: "print-on-demand", quantity: 3, price: "0.10", lineTotal: "0.30" },
    ]);
  });
});

describe("sumMoney", () => {
  it("adds money strings in cents, without floating-point drift", () => {
    expect(sumMoney(["0.10", "0.20"])).toBe("0.30");
    expect(sumMoney(["59.97", "0.30"])).toBe("60.27");
    expect(sumMoney([])).toBe("0.00");
  });
});

describe("/shop/cart loader", () => {
  it("shows the visitor's cart lines and total", async () => {
    const scarf = await product("Scarf", "19.99");
    await test.db.insert(cartItems).values([
      { sessionId: "cart-a", productId: scarf, quantity: 2, price: "19.99" },
      { sessionId: "cart-a", membershipType: "annual", quantity: 1, price: "50.00" },
    ]);
    const response = await loader({ request: await cartRequest("cart-a"), params: {}, context: {} });
    const data = await response.json();
    expect(data.total).toBe("89.98");
    expect(data.items.map((item: { name: string; lineTotal: string }) => [item.name, item.lineTotal])).toEqual([
      ["Scarf", "39.98"],
      ["Annual membership", "50.00"],
    ]);
  });

  it("shows a line without a photo with its category's placeholder, named by the product (a scarf is not a T-shirt)", async () => {
    const scarf = await createProduct({ name: "Crest scarf", price: "19.99", category: "accessories" });
    await test.db.insert(cartItems).values({ sessionId: "cart-a", productId: scarf, quantity: 1, price: "19.99" });
    const request = await cartRequest("cart-a");
    const handler = createStaticHandler([
      {
        id: "root",
        path: "/",
        children: [
          {
            id: "routes/_shop+/shop.cart",
            path: "shop/cart",
            loader: () => loader({ request, params: {}, context: {} }),
            Component: CartPage,
          },
        ],
      },
    ]);
    const context = await handler.query(request);
    if (context instanceof Response) throw new Error(`unexpected ${context.status}`);
    const html = renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context }));
    expect(html).toMatch(/<img\b[^>]*src="\/images\/product-placeholder-accessories.svg" alt="Crest scarf"/);
  });

  it("is empty without a cart cookie, even when other carts hold items", async () => {
    const scarf = await product("Scarf", "19.99");
    await test.db.insert(cartItems).values({ sessionId: "cart-a", productId: scarf, quantity: 2, price: "19.99" });
    const response = await loader({ request: await cartRequest(), params: {}, context: {} });
    expect(await response.json()).toEqual({ items: [], total: "0.00" });
  });
});

async function guestCookie(cartId: string) {
  return (await cartCookie.serialize(cartId)).split(";")[0];
}

const member = (email: string, values: UserValues = {}) => createSignedInMember({ email, firstName: "Sam", ...values });
const post = (fields: Record<string, string>, cookie?: string) => action(args(formPost("/shop/cart", fields, { cookie })));

async function line(sessionId: string, productId: number, quantity = 1, values: Partial<typeof cartItems.$inferInsert> = {}) {
  const [row] = await test.db
    .insert(cartItems)
    .values({ sessionId, productId, quantity, price: "19.99", ...values })
    .returning({ id: cartItems.id });
  return row.id;
}

const quantities = async (sessionId: string) =>
  await test.db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.sessionId, sessionId))
    .orderBy(asc(cartItems.id));

describe("/shop/cart action", () => {
  it("changes a line's quantity and removes a line, in the visitor's own cart, with a toast redirect back to the cart", async () => {
    const scarf = await product("Scarf", "19.99");
    const hat = await product("Hat", "12.50");
    const scarfLine = await line("cart-a", scarf, 1);
    const hatLine = await line("cart-a", hat, 2);
    const cookie = await guestCookie("cart-a");

    const updated = await post({ intent: "update", lineId: String(scarfLine), quantity: "4" }, cookie);
    expect(updated.status).toBe(302);
    expect(updated.headers.get("Location")).toBe("/shop/cart");
    expect(updated.headers.get("Set-Cookie")).toContain("__toast=");
    expect(await quantities("cart-a")).toEqual([
      { productId: scarf, quantity: 4 },
      { productId: hat, quantity: 2 },
    ]);

    const removed = await post({ intent: "remove", lineId: String(hatLine) }, cookie);
    expect(removed.status).toBe(302);
    expect(await quantities("cart-a")).toEqual([{ productId: scarf, quantity: 4 }]);
    const page = await (await loader({ request: await cartRequest("cart-a"), params: {}, context: {} })).json();
    expect(page.total).toBe("79.96");
  });

  it("refuses a quantity outside 1-20 with a 400, the message and what was typed; nothing changes", async () => {
    const scarf = await product("Scarf", "19.99");
    const scarfLine = await line("cart-a", scarf, 3);
    const cookie = await guestCookie("cart-a");
    for (const quantity of ["0", "21", "-1", "2.5", "lots", ""]) {
      const response = await post({ intent: "update", lineId: String(scarfLine), quantity }, cookie);
      expect(response.status, quantity).toBe(400);
      expect(await response.json()).toEqual({ lineId: scarfLine, quantity, message: "Enter a quantity from 1 to 20" });
    }
    expect(await quantities("cart-a")).toEqual([{ productId: scarf, quantity: 3 }]);
  });

  it("answers 404 for another cart's line, for a member or a guest, and leaves that line alone", async () => {
    const scarf = await product("Scarf", "19.99");
    const theirs = await line("cart-b", scarf, 2);
    const sam = await member("sam@example.com");
    for (const cookie of [await guestCookie("cart-a"), sam.cookie, undefined]) {
      const update = await post({ intent: "update", lineId: String(theirs), quantity: "5" }, cookie);
      expect(update.status).toBe(404);
      expect((await update.json()).message).toBe("That item is not in your cart.");
      expect((await post({ intent: "remove", lineId: String(theirs) }, cookie)).status).toBe(404);
    }
    expect((await post({ intent: "remove", lineId: "not-a-number" })).status).toBe(404);
    expect((await post({ intent: "explode", lineId: String(theirs) }, await guestCookie("cart-b"))).status).toBe(400);
    expect(await quantities("cart-b")).toEqual([{ productId: scarf, quantity: 2 }]);
  });

  it("a member's cart is theirs (user:{id}), whatever guest cookie the browser still holds", async () => {
    const scarf = await product("Scarf", "19.99");
    const sam = await member("sam@example.com");
    const mine = await line(memberCartId(sam.id), scarf, 1);
    await line("cart-a", scarf, 7);
    const cookie = `${sam.cookie}; ${await guestCookie("cart-a")}`;
    const page = await (
      await loader({ request: new Request(`${ORIGIN}/shop/cart`, { headers: { Cookie: cookie } }), params: {}, context: {} })
    ).json();
    expect(page.items.map((item: { id: number; quantity: number }) => [item.id, item.quantity])).toEqual([[mine, 1]]);
    expect((await post({ intent: "update", lineId: String(mine), quantity: "3" }, cookie)).status).toBe(302);
    expect(await quantities(memberCartId(sam.id))).toEqual([{ productId: scarf, quantity: 3 }]);
    expect(await quantities("cart-a")).toEqual([{ productId: scarf, quantity: 7 }]);
  });

  it("shows a line whose size is no longer offered as no longer available, as checkout refuses it", async () => {
    const tee = await product("Home Tee", "25.00", "print-on-demand");
    const [small, large] = await test.db
      .insert(productVariants)
      .values([
        { productId: tee, title: "Red / S", size: "S", price: "25.00" },
        { productId: tee, title: "Red / L", size: "L", price: "25.00" },
      ])
      .returning({ id: productVariants.id });
    await line("cart-a", tee, 1, { variantId: small.id });
    await line("cart-a", tee, 1, { variantId: large.id });
    await test.db.update(productVariants).set({ isEnabled: false }).where(eq(productVariants.id, large.id));
    const page = await (await loader({ request: await cartRequest("cart-a"), params: {}, context: {} })).json();
    expect(page.items.map(({ size, isActive }: Record<string, unknown>) => ({ size, isActive }))).toEqual([
      { size: "S", isActive: true },
      { size: "L", isActive: false },
    ]);
  });

  it("shows a deactivated product's line as no longer available, with its size, link and image fallback data", async () => {
    const tee = await product("Away Tee", "25.00", "print-on-demand");
    await test.db.update(products).set({ providerProductId: "abc123", provider: "printify" }).where(eq(products.id, tee));
    const [medium] = await test.db
      .insert(productVariants)
      .values({ productId: tee, title: "Navy / M", size: "M", price: "27.00" })
      .returning({ id: productVariants.id });
    const gone = await product("Old Scarf", "9.00");
    await line("cart-a", tee, 2, { variantId: medium.id });
    await line("cart-a", gone, 1);
    await test.db.update(products).set({ isActive: false }).where(eq(products.id, gone));
    const page = await (await loader({ request: await cartRequest("cart-a"), params: {}, context: {} })).json();
    expect(
      page.items.map(({ name, size, path, price, lineTotal, isActive }: Record<string, unknown>) => ({
        name,
        size,
        path,
        price,
        lineTotal,
        isActive,
      })),
    ).toEqual([
      { name: "Away Tee", size: "M", path: "/shop/printify-abc123", price: "27.00", lineTotal: "54.00", isActive: true },
      { name: "Old Scarf", size: null, path: `/shop/${gone}`, price: "9.00", lineTotal: "9.00", isActive: false },
    ]);
  });
});

describe("sign-in (createUserSession)", () => {
  async function signIn(userId: string, guestCart: string | null) {
    const headers: Record<string, string> = {};
    if (guestCart) headers.Cookie = await guestCookie(guestCart);
    return createUserSession(new Request(`${ORIGIN}/api/callback`, { headers }), userId, "/shop/cart");
  }

  it("merges the guest cart into the member's: same product and size add up (capped at 20), the guest cart empties and its cookie is cleared", async () => {
    const scarf = await product("Scarf", "19.99");
    const hat = await product("Hat", "12.50");
    const sam = await member("sam@example.com", { emailVerifiedAt: new Date() });
    await line(memberCartId(sam.id), scarf, 15);
    await line("guest-1", scarf, 8);
    await line("guest-1", hat, 2);

    const response = await signIn(sam.id, "guest-1");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/shop/cart");
    expect(response.headers.get("Set-Cookie")).toMatch(/__cart=;/);
    expect(await quantities(memberCartId(sam.id))).toEqual([
      { productId: scarf, quantity: 20 },
      { productId: hat, quantity: 2 },
    ]);
    expect(await quantities("guest-1")).toEqual([]);
  });

  it("claims guest orders placed with the member's address only once that address is proven", async () => {
    const unproven = await member("kim@example.com");
    const proven = await member("sam@example.com", { emailVerifiedAt: new Date() });
    await test.db.insert(orders).values([
      { totalAmount: "10.00", customerEmail: "KIM@example.com" },
      { totalAmount: "20.00", customerEmail: "Sam@Example.com" },
      { totalAmount: "30.00", customerEmail: "someone@example.com" },
    ]);
    await signIn(unproven.id, null);
    await signIn(proven.id, null);
    const owners = await test.db.select({ total: orders.totalAmount, userId: orders.userId }).from(orders).orderBy(asc(orders.totalAmount));
    expect(owners).toEqual([
      { total: "10.00", userId: null },
      { total: "20.00", userId: proven.id },
      { total: "30.00", userId: null },
    ]);
  });
});

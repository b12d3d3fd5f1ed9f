import { describe, expect, it } from "vitest";
import { cartItems, products } from "../../db/schema";
import { useTestDatabase } from "../../db/testing";
import { listCartItems, sumMoney } from "~/models/cart.server";
import { cartCookie } from "~/utils/cart.server";
import { loader } from "./shop.cart";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();
const ORIGIN = "http://localhost:3000";

async function product(name: string, price: string, fulfillmentType = "event-pickup") {
  const [row] = await test.db.insert(products).values({ name, price, category: "apparel", fulfillmentType }).returning({ id: products.id });
  return row.id;
}

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
    expect(items.map(({ name, fulfillmentType, quantity, price, lineTotal }) => ({ name, fulfillmentType, quantity, price, lineTotal }))).toEqual([
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

  it("is empty without a cart cookie, even when other carts hold items", async () => {
    const scarf = await product("Scarf", "19.99");
    await test.db.insert(cartItems).values({ sessionId: "cart-a", productId: scarf, quantity: 2, price: "19.99" });
    const response = await loader({ request: await cartRequest(), params: {}, context: {} });
    expect(await response.json()).toEqual({ items: [], total: "0.00" });
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cartItems, products, productVariants } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { addToCart, listCartItems, memberCartId, mergeCarts, removeCartLine, setCartLineQuantity } from "./cart.server";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

async function tee() {
  const [product] = await test.db
    .insert(products)
    .values({ name: "Away Tee", price: "25.00", category: "apparel", fulfillmentType: "print-on-demand" })
    .returning({ id: products.id });
  const variants = await test.db
    .insert(productVariants)
    .values([
      { productId: product!.id, title: "M", size: "M", price: "25.00", position: 0 },
      { productId: product!.id, title: "XXL", size: "XXL", price: "27.50", position: 1 },
      { productId: product!.id, title: "Retired", size: "S", price: "20.00", position: 2, isEnabled: false },
    ])
    .returning({ id: productVariants.id });
  return { id: product!.id, m: variants[0]!.id, xxl: variants[1]!.id, retired: variants[2]!.id };
}

describe("addToCart", () => {
  it("needs a size for a product with sizes, refuses a disabled or foreign size, and takes the variant's price", async () => {
    const shirt = await tee();
    const [scarf] = await test.db
      .insert(products)
      .values({ name: "Scarf", price: "15.00", fulfillmentType: "event-pickup" })
      .returning({ id: products.id });
    expect(await addToCart("c1", { productId: shirt.id, variantId: null })).toEqual({ ok: false, reason: "size-required" });
    expect(await addToCart("c1", { productId: shirt.id, variantId: shirt.retired })).toEqual({ ok: false, reason: "unknown-size" });
    expect(await addToCart("c1", { productId: scarf!.id, variantId: shirt.m })).toEqual({ ok: false, reason: "unknown-size" });
    expect(await addToCart("c1", { productId: 999_999, variantId: null })).toEqual({ ok: false, reason: "not-found" });
    expect(await addToCart("c1", { productId: shirt.id, variantId: shirt.xxl })).toEqual({ ok: true, quantity: 1 });
    const [line] = await listCartItems("c1");
    expect(line).toMatchObject({ name: "Away Tee", size: "XXL", price: "27.50", lineTotal: "27.50" });
  });

  it("adds a product without sizes even when a variant of another product has the same id as it", async () => {
    // Variant ids and product ids are separate sequences: product 1 (no sizes) next to variant 1 of
    // product 2. A check that compared the wrong columns once asked the scarf for a size.
    const [scarf] = await test.db
      .insert(products)
      .values({ name: "Bar Scarf", price: "15.00", fulfillmentType: "event-pickup" })
      .returning({ id: products.id });
    const shirt = await tee();
    expect(shirt.m).toBe(scarf!.id);
    expect(await addToCart("c3", { productId: scarf!.id, variantId: null })).toEqual({ ok: true, quantity: 1 });
    expect(await addToCart("c3", { productId: shirt.id, variantId: null })).toEqual({ ok: false, reason: "size-required" });
  });

  it("keeps one line per product and size under 20 concurrent adds, with the quantities added up to the cap", async () => {
    const shirt = await tee();
    await Promise.all(Array.from({ length: 12 }, () => addToCart("c2", { productId: shirt.id, variantId: shirt.m })));
    await Promise.all(Array.from({ length: 8 }, () => addToCart("c2", { productId: shirt.id, variantId: shirt.xxl, quantity: 3 })));
    const rows = await test.db
      .select({ variantId: cartItems.variantId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.sessionId, "c2"));
    expect(rows.sort((a, b) => a.quantity - b.quantity)).toEqual([
      { variantId: shirt.m, quantity: 12 },
      { variantId: shirt.xxl, quantity: 20 },
    ]);
  });
});

describe("cart lines", () => {
  it("changes and removes only lines of the cart named in the call", async () => {
    const shirt = await tee();
    await addToCart("mine", { productId: shirt.id, variantId: shirt.m });
    await addToCart("theirs", { productId: shirt.id, variantId: shirt.m });
    const [theirs] = await listCartItems("theirs");
    expect(await setCartLineQuantity("mine", theirs!.id, 5)).toBe(false);
    expect(await removeCartLine("mine", theirs!.id)).toBe(false);
    expect((await listCartItems("theirs"))[0]!.quantity).toBe(1);
    const [mine] = await listCartItems("mine");
    expect(await setCartLineQuantity("mine", mine!.id, 4)).toBe(true);
    expect((await listCartItems("mine"))[0]!.quantity).toBe(4);
    expect(await setCartLineQuantity("mine", mine!.id, 0)).toBe(true);
    expect(await listCartItems("mine")).toEqual([]);
  });
});

describe("mergeCarts", () => {
  it("folds the guest cart into the member's: same size adds up, other sizes join, the guest cart is emptied", async () => {
    const shirt = await tee();
    const member = memberCartId("u1");
    await addToCart(member, { productId: shirt.id, variantId: shirt.m, quantity: 2 });
    await addToCart("guest", { productId: shirt.id, variantId: shirt.m, quantity: 3 });
    await addToCart("guest", { productId: shirt.id, variantId: shirt.xxl });
    await mergeCarts("guest", member);
    expect((await listCartItems(member)).map((l) => [l.size, l.quantity])).toEqual([
      ["M", 5],
      ["XXL", 1],
    ]);
    expect(await listCartItems("guest")).toEqual([]);
  });
});

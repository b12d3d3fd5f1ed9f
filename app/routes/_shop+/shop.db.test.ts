import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { cartItems, products, productImages, productVariants } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createProduct, type ProductValues } from "../../../test/factories";
import { args, get, post, thrown } from "../../../test/http";
import { sanitizeProductHtml } from "~/utils/sanitize.server";
import { cartCookie } from "~/models/cart-cookie.server";
import ProductPage, { action as productAction, loader as productLoader } from "./shop.$productId";
import ShopPage, { loader as shopLoader } from "./shop._index";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

const product = (values: ProductValues = {}) => createProduct({ category: "accessories", fulfillmentType: "event-pickup", ...values });

async function sizedTee() {
  const id = await product({
    name: "Away Tee",
    price: "0.00",
    category: "apparel",
    fulfillmentType: "print-on-demand",
    provider: "printify",
    providerProductId: "abc123",
  });
  const variants = await test.db
    .insert(productVariants)
    .values([
      { productId: id, title: "S", size: "S", price: "24.50", position: 0 },
      { productId: id, title: "M", size: "M", price: "26.00", position: 1 },
      { productId: id, title: "3XL", size: "3XL", price: "30.00", position: 2, isEnabled: false },
    ])
    .returning({ id: productVariants.id });
  await test.db.insert(productImages).values([
    { productId: id, src: "https://images.example/front.jpg", position: 0 },
    { productId: id, src: "https://images.example/back.jpg", position: 1 },
  ]);
  return { id, small: variants[0].id, medium: variants[1].id, disabled: variants[2].id };
}

type ShopData = { products: { name: string; price: string }[]; categories: string[]; category: string; page: number; hasNext: boolean };

describe("/shop", () => {
  it("lists active products newest first with each distinct active category once", async () => {
    const old = new Date("2026-01-01T00:00:00Z");
    await product({ name: "Old scarf", createdAt: old });
    await product({ name: "Sticker pack", category: "stickers", price: "3.5" });
    await product({ name: "Hidden hoodie", category: "hoodies", isActive: false });
    const data = (await (await shopLoader(args(get("/shop")))).json()) as ShopData;
    expect(data.categories).toEqual(["accessories", "stickers"]);
    expect(data.products.map((p) => [p.name, p.price])).toEqual([
      ["Sticker pack", "3.50"],
      ["Old scarf", "19.99"],
    ]);
    const stickers = (await (await shopLoader(args(get("/shop?category=stickers")))).json()) as ShopData;
    expect(stickers.products.map((p) => p.name)).toEqual(["Sticker pack"]);
    expect(stickers.category).toBe("stickers");
  });

  it("pages 24 at a time with a next page only when there is one", async () => {
    const base = Date.UTC(2026, 0, 1);
    await test.db.insert(products).values(
      Array.from({ length: 30 }, (_, i) => ({
        name: `Item ${i}`,
        price: "1.00",
        category: "apparel",
        fulfillmentType: "event-pickup",
        createdAt: new Date(base + i * 1000),
      })),
    );
    const first = (await (await shopLoader(args(get("/shop")))).json()) as ShopData;
    expect(first.products).toHaveLength(24);
    expect(first.products[0].name).toBe("Item 29");
    expect(first.hasNext).toBe(true);
    const second = (await (await shopLoader(args(get("/shop?page=2")))).json()) as ShopData;
    expect(second.products.map((p) => p.name)).toEqual(["Item 5", "Item 4", "Item 3", "Item 2", "Item 1", "Item 0"]);
    expect(second.hasNext).toBe(false);
  });

  it("answers 400 with a message for a bad page or category", async () => {
    for (const query of ["page=0", "page=abc", "page=-1", "page=9999999", `category=${"x".repeat(51)}`]) {
      const response = await thrown(Promise.resolve(shopLoader(args(get(`/shop?${query}`)))));
      expect(response?.status, query).toBe(400);
      expect(((await response!.json()) as { message: string }).message, query).toMatch(/Page must be|Category must be/);
    }
  });
});

describe("/shop/{productId}", () => {
  it("finds a synced product by its prefixed provider id, with enabled sizes and the first variant's price", async () => {
    const tee = await sizedTee();
    const data = await (await productLoader(args(get("/shop/printify-abc123"), { productId: "printify-abc123" }))).json();
    expect(data.product.id).toBe(tee.id);
    expect(data.product.price).toBe("24.50");
    expect(data.product.variants.map((v) => v.size)).toEqual(["S", "M"]);
    expect(data.product.images).toEqual(["https://images.example/front.jpg", "https://images.example/back.jpg"]);
  });

  it("sends the provider's bare id to the product's canonical /shop/printify-{id} page, and only for an active one", async () => {
    await sizedTee();
    const response = await thrown(Promise.resolve(productLoader(args(get("/shop/abc123"), { productId: "abc123" }))));
    expect(response?.status).toBe(301);
    expect(response?.headers.get("Location")).toBe("/shop/printify-abc123");
    await product({ name: "Retired tee", provider: "printify", providerProductId: "def456", isActive: false });
    const hidden = await thrown(Promise.resolve(productLoader(args(get("/shop/def456"), { productId: "def456" }))));
    expect(hidden?.status).toBe(404);
    expect(await hidden!.json()).toEqual({ message: "Product not found." });
  });

  it("is 'Product not found.' with a 404 for unknown, malformed and inactive ids", async () => {
    const hidden = await product({ isActive: false });
    for (const param of ["printify-nope", "999999", "abc", String(hidden), "printify-"]) {
      const response = await thrown(Promise.resolve(productLoader(args(get(`/shop/${param}`), { productId: param }))));
      expect(response?.status, param).toBe(404);
      expect(await response!.json()).toEqual({ message: "Product not found." });
    }
  });

  it("renders the sanitised description only: no script, no onerror", async () => {
    const id = await product({
      description: sanitizeProductHtml("<p>Knitted <strong>wool</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>"),
    });
    const handler = createStaticHandler([
      {
        id: "root",
        path: "/",
        children: [
          {
            id: "routes/_shop+/shop.$productId",
            path: "shop/:productId",
            loader: ({ request, params }) => productLoader(args(request, params as Record<string, string>)),
            Component: ProductPage,
          },
        ],
      },
    ]);
    const context = await handler.query(get(`/shop/${id}`));
    if (context instanceof Response) throw new Error(`unexpected ${context.status}`);
    const html = renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context }));
    expect(html).toContain("<p>Knitted <strong>wool</strong></p>");
    expect(html).toContain("Product Details");
    expect(html).not.toContain("alert(1)");
    expect(html).not.toContain("onerror");
    // No photo: the app's own placeholder for its category (a scarf, accessories), named by the product.
    expect(html).toContain('src="/images/product-placeholder-accessories.svg"');
    expect(html).toContain('src="/images/product-placeholder-accessories.svg" alt="Scarf"');
  });
});

describe("products without a photo", () => {
  it("show the placeholder of their category on the shop grid, a neutral one for an unknown category, named by the product", async () => {
    await product({ name: "Crest scarf", category: "accessories" });
    await product({ name: "Sticker pack", category: "stickers" });
    await product({ name: "Home tee", category: "apparel" });
    await product({ name: "Corner flag", category: "banners" });
    await product({ name: "Photo pin", imageUrl: "https://images.example/pin.jpg" });
    const handler = createStaticHandler([
      {
        id: "root",
        path: "/",
        children: [
          { id: "routes/_shop+/shop._index", path: "shop", loader: ({ request }) => shopLoader(args(request)), Component: ShopPage },
        ],
      },
    ]);
    const context = await handler.query(get("/shop"));
    if (context instanceof Response) throw new Error(`unexpected ${context.status}`);
    const html = renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context }));
    const images = [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => [/src="([^"]*)"/.exec(tag)?.[1], /alt="([^"]*)"/.exec(tag)?.[1]]);
    // A photo keeps its empty alt (the card's heading names the product beside it).
    expect(images.sort()).toEqual([
      ["/images/product-placeholder-accessories.svg", "Crest scarf"],
      ["/images/product-placeholder-neutral.svg", "Corner flag"],
      ["/images/product-placeholder-stickers.svg", "Sticker pack"],
      ["/images/product-placeholder.svg", "Home tee"],
      ["https://images.example/pin.jpg", ""],
    ]);
  });
});

describe("Add to Cart", () => {
  it("needs a size when the product has sizes: 400 'Choose a size', nothing in any cart", async () => {
    const tee = await sizedTee();
    const response = await productAction(args(post("/shop/printify-abc123", {}), { productId: "printify-abc123" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ sizeError: "Choose a size", variantId: null });
    const disabled = await productAction(
      args(post("/shop/printify-abc123", { variantId: String(tee.disabled) }), { productId: "printify-abc123" }),
    );
    expect(disabled.status).toBe(400);
    expect(await test.db.select().from(cartItems)).toEqual([]);
  });

  it("a guest's add sets the cart cookie, redirects back with 'Added to cart!' and stores the variant's price from the database", async () => {
    const tee = await sizedTee();
    const response = await productAction(
      args(post("/shop/printify-abc123", { variantId: String(tee.medium), price: "0.01" }), { productId: "printify-abc123" }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/shop/printify-abc123");
    const cookies = response.headers.get("Set-Cookie") ?? "";
    expect(cookies).toContain("__cart=");
    expect(cookies).toContain("__toast=");
    const cartId = await cartCookie.parse(
      cookies
        .split(/,(?=\s*__)/)
        .find((c) => c.trim().startsWith("__cart="))!
        .trim(),
    );
    const lines = await test.db.select().from(cartItems).where(eq(cartItems.sessionId, cartId));
    expect(lines.map((l) => [l.productId, l.variantId, l.quantity, l.price])).toEqual([[tee.id, tee.medium, 1, "26.00"]]);

    // Again with the cookie: the same line goes up, no new cookie.
    const again = await productAction(
      args(post("/shop/printify-abc123", { variantId: String(tee.medium) }, (await cartCookie.serialize(cartId)).split(";")[0]), {
        productId: "printify-abc123",
      }),
    );
    expect(again.headers.get("Set-Cookie")).not.toContain("__cart=");
    const [line] = await test.db.select().from(cartItems).where(eq(cartItems.sessionId, cartId));
    expect(line.quantity).toBe(2);
  });

  it("adds an own product without sizes by its numeric id", async () => {
    const id = await product();
    const response = await productAction(args(post(`/shop/${id}`, {}), { productId: String(id) }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/shop/${id}`);
    const [line] = await test.db.select().from(cartItems);
    expect([line.productId, line.price]).toEqual([id, "19.99"]);
  });
});

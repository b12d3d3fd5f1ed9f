import { describe, expect, it } from "vitest";
import { products } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createProduct } from "../../../test/factories";
import { args, get, post, sendJson, settle } from "../../../test/http";
import { action as editAction, loader as editLoader } from "./products.$productId.edit";
import { action as listAction, loader as listLoader } from "./products._index";
import { action as newAction, loader as newLoader } from "./products.new";
import { action as apiAction, loader as apiLoader } from "../api+/products";
import { signedInCookie, storedProduct } from "../../../test/rows";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();
const postJson = (body: unknown, cookie?: string) => sendJson("/api/products", JSON.stringify(body), { cookie });
const thrown = settle;
const product = createProduct;

describe("admin products: access", () => {
  it("members are sent home and change nothing; anonymous visitors go to sign in", async () => {
    const member = await signedInCookie("sam@example.com");
    const id = await product();
    const calls = (cookie?: string) => [
      () => listLoader(args(get("/admin/products", cookie))),
      () => listAction(args(post("/admin/products", { intent: "deactivate", productId: String(id) }, cookie))),
      () => newLoader(args(get("/admin/products/new", cookie))),
      () => newAction(args(post("/admin/products/new", { name: "Hack", price: "1" }, cookie))),
      () => editLoader(args(get(`/admin/products/${id}/edit`, cookie), { productId: String(id) })),
      () => editAction(args(post(`/admin/products/${id}/edit`, { name: "Hack", price: "1" }, cookie), { productId: String(id) })),
    ];
    for (const call of calls(member)) {
      const response = await thrown(call());
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/");
    }
    for (const call of calls()) expect((await thrown(call())).headers.get("Location")).toMatch(/^\/api\/login/);
    expect(await storedProduct(id)).toMatchObject({ name: "Scarf", isActive: true });
    expect(await test.db.select().from(products)).toHaveLength(1);
  });
});

describe("admin product form", () => {
  it("creates with the typed price converted, defaults, sanitised description, and the success toast", async () => {
    const admin = await signedInCookie("admin@example.com", true);
    const response = await newAction(
      args(
        post(
          "/admin/products/new",
          { name: "Home Scarf", price: "24.5", imageUrl: "", description: '<p>Warm</p><img src=x onerror="alert(1)">' },
          admin,
        ),
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/products");
    expect(response.headers.get("Set-Cookie")).toContain("__toast=");
    const [row] = await test.db.select().from(products);
    expect(row).toMatchObject({
      name: "Home Scarf",
      price: "24.50",
      category: "apparel",
      fulfillmentType: "print-on-demand",
      imageUrl: null,
      description: "<p>Warm</p>",
      isActive: true,
    });
  });

  it("answers 400 with each message next to its field and what was typed kept", async () => {
    const admin = await signedInCookie("admin@example.com", true);
    const response = (await newAction(
      args(post("/admin/products/new", { name: "", price: "12.345", category: "hats", imageUrl: "ftp://x" }, admin)),
    )) as Response;
    expect(response.status).toBe(400);
    const { result } = (await response.json()) as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    expect(result.error.name).toEqual(["Name is required"]);
    expect(result.error.price).toEqual(["Enter a price with at most two decimals, like 45.50"]);
    expect(result.error.category).toEqual(["Choose apparel, accessories or stickers"]);
    expect(result.error.imageUrl).toEqual(["Enter a web address starting with http:// or https://"]);
    expect(result.initialValue.price).toBe("12.345");
    expect(await test.db.select().from(products)).toHaveLength(0);
  });

  it("edits an own product, refuses a synced one (409), deactivates and reactivates without deleting", async () => {
    const admin = await signedInCookie("admin@example.com", true);
    const own = await product();
    const synced = await product({ name: "Tee", provider: "printify", providerProductId: "p1" });
    const edited = await editAction(
      args(
        post(
          `/admin/products/${own}/edit`,
          { name: "Big Scarf", price: "30", category: "accessories", fulfillmentType: "event-pickup" },
          admin,
        ),
        { productId: String(own) },
      ),
    );
    expect(edited.status).toBe(302);
    expect(await storedProduct(own)).toMatchObject({
      name: "Big Scarf",
      price: "30.00",
      category: "accessories",
      fulfillmentType: "event-pickup",
    });
    const refused = await thrown(editLoader(args(get(`/admin/products/${synced}/edit`, admin), { productId: String(synced) })));
    expect(refused.status).toBe(409);
    const refusedPost = await thrown(
      editAction(args(post(`/admin/products/${synced}/edit`, { name: "X", price: "1" }, admin), { productId: String(synced) })),
    );
    expect(refusedPost.status).toBe(409);
    expect((await storedProduct(synced)).name).toBe("Tee");

    expect((await listAction(args(post("/admin/products", { intent: "deactivate", productId: String(synced) }, admin)))).status).toBe(302);
    expect((await storedProduct(synced)).isActive).toBe(false);
    expect((await listAction(args(post("/admin/products", { intent: "reactivate", productId: String(synced) }, admin)))).status).toBe(302);
    expect((await storedProduct(synced)).isActive).toBe(true);
    expect((await thrown(listAction(args(post("/admin/products", { intent: "delete", productId: String(own) }, admin))))).status).toBe(400);

    const list = (await (await listLoader(args(get("/admin/products", admin)))).json()) as {
      products: { name: string; provider: string | null; isActive: boolean }[];
    };
    expect(list.products.map((p) => [p.name, p.provider])).toEqual([
      ["Tee", "printify"],
      ["Big Scarf", null],
    ]);
  });
});

describe("/api/products", () => {
  it("GET lists our own active products with the API's product fields and 2-decimal prices, paged", async () => {
    await product({ name: "Old", price: "5", createdAt: new Date("2026-01-01T00:00:00Z") });
    await product({ name: "New", price: "7.5" });
    await product({ name: "Hidden", isActive: false });
    await product({ name: "Synced", provider: "printify", providerProductId: "p1" });
    const response = await apiLoader(args(get("/api/products")));
    const body = (await response.json()) as Record<string, unknown>[];
    expect(body.map((p) => [p.name, p.price])).toEqual([
      ["New", "7.50"],
      ["Old", "5.00"],
    ]);
    expect(Object.keys(body[0]).sort()).toEqual([
      "category",
      "createdAt",
      "description",
      "fulfillmentType",
      "id",
      "imageUrl",
      "isActive",
      "name",
      "price",
      "updatedAt",
    ]);
    const page = await apiLoader(args(get("/api/products?limit=1")));
    expect(((await page.json()) as unknown[]).length).toBe(1);
    expect(page.headers.get("Link")).toBe('</api/products?limit=1&offset=1>; rel="next"');
    expect((await apiLoader(args(get("/api/products?limit=101")))).status).toBe(400);
  });

  it("POST: 401 anonymous, 403 member, 400 with errors, 201 for an admin", async () => {
    const member = await signedInCookie("sam@example.com");
    const admin = await signedInCookie("admin@example.com", true);
    const valid = {
      name: "Pin",
      description: "<b>Enamel</b><script>x</script>",
      price: 4.5,
      category: "accessories",
      fulfillmentType: "event-pickup",
      imageUrl: "https://img.example/pin.png",
    };
    expect((await apiAction(args(postJson(valid)))).status).toBe(401);
    expect((await apiAction(args(postJson(valid, member)))).status).toBe(403);
    const bad = await apiAction(args(postJson({ ...valid, price: -1, name: "" }, admin)));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      message: "Validation Error",
      errors: { price: ["The price cannot be negative"], name: ["Name is required"] },
    });
    expect(await test.db.select().from(products)).toHaveLength(0);
    const created = await apiAction(args(postJson(valid, admin)));
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      name: "Pin",
      price: "4.50",
      description: "<b>Enamel</b>",
      category: "accessories",
      fulfillmentType: "event-pickup",
      isActive: true,
    });
  });
});

import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/db";
import { createProduct } from "../../../test/factories";
import { ORIGIN, sendJson, settle } from "../../../test/http";
import { action, loader } from "./products.$id";
import { signedInCookie, storedProduct } from "../../../test/rows";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
useTestDatabase();
const args = (request: Request, id: string) => ({ request, params: { id }, context: {} });
const patch = (id: number | string, body: string, cookie?: string) => sendJson(`/api/products/${id}`, body, { method: "PATCH", cookie });
const product = createProduct;

describe("GET /api/products/:id", () => {
  it("gives one own active product with the API's product fields; inactive, synced, unknown and bad ids are 404", async () => {
    const own = await product({ price: "5", category: "stickers" });
    const inactive = await product({ isActive: false });
    const synced = await product({ provider: "printify", providerProductId: "abc" });
    const res = await settle(loader(args(new Request(`${ORIGIN}/api/products/${own}`), String(own))));
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      ["category", "createdAt", "description", "fulfillmentType", "id", "imageUrl", "isActive", "name", "price", "updatedAt"].sort(),
    );
    expect(body).toMatchObject({ id: own, name: "Scarf", price: "5.00", category: "stickers", isActive: true });
    for (const id of [String(inactive), String(synced), "999999", "abc", "0"]) {
      const missing = await settle(loader(args(new Request(`${ORIGIN}/api/products/${id}`), id)));
      expect(missing.status, id).toBe(404);
    }
  });
});

describe("PATCH /api/products/:id", () => {
  it("401 anonymous, 403 member, and neither changes the row", async () => {
    const id = await product();
    expect((await settle(action(args(patch(id, '{"name":"Hacked"}'), String(id))))).status).toBe(401);
    const member = await signedInCookie("member@example.org");
    expect((await settle(action(args(patch(id, '{"name":"Hacked"}', member), String(id))))).status).toBe(403);
    expect((await storedProduct(id)).name).toBe("Scarf");
  });

  it("an admin edits some fields (the rest kept), the description sanitised on write, and deactivates", async () => {
    const admin = await signedInCookie("admin@example.org", true);
    const id = await product({ category: "accessories", description: "<p>Warm</p>" });
    const res = await settle(
      action(
        args(
          patch(id, JSON.stringify({ price: 12.5, description: "<script>alert(1)</script><img src=x onerror=alert(1)><b>ok</b>" }), admin),
          String(id),
        ),
      ),
    );
    expect(res.status).toBe(200);
    const row = await storedProduct(id);
    expect(row).toMatchObject({ name: "Scarf", price: "12.50", category: "accessories", isActive: true });
    expect(row.description).toContain("<b>ok</b>");
    expect(row.description).not.toMatch(/script|onerror|alert/);
    expect((await settle(action(args(patch(id, '{"isActive":false}', admin), String(id))))).status).toBe(200);
    expect((await storedProduct(id)).isActive).toBe(false);
  });

  it("400 with field errors on bad input or a non-object body; 404 unknown; 409 editing a synced product's fields", async () => {
    const admin = await signedInCookie("admin@example.org", true);
    const id = await product();
    const bad = await settle(action(args(patch(id, JSON.stringify({ price: -1, category: "hats" }), admin), String(id))));
    expect(bad.status).toBe(400);
    const errors = ((await bad.json()) as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors).sort()).toEqual(["category", "price"]);
    for (const body of ["[1]", "42", "not json"]) {
      expect((await settle(action(args(patch(id, body, admin), String(id))))).status, body).toBe(400);
    }
    expect(await storedProduct(id)).toMatchObject({ price: "19.99", category: "apparel" });
    expect((await settle(action(args(patch(999999, '{"name":"X"}', admin), "999999")))).status).toBe(404);
    const synced = await product({ provider: "printify", providerProductId: "abc" });
    expect((await settle(action(args(patch(synced, '{"name":"Mine now"}', admin), String(synced))))).status).toBe(409);
    expect((await storedProduct(synced)).name).toBe("Scarf");
    expect((await settle(action(args(patch(synced, '{"isActive":false}', admin), String(synced))))).status).toBe(200);
    expect((await storedProduct(synced)).isActive).toBe(false);
  });
});

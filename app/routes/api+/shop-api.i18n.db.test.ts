import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/db";
import { createOrder, createProduct, createSignedInMember } from "../../../test/factories";
import { args, asServed, get, sendJson, settle } from "../../../test/http";
import { action as orderAction, loader as orderLoader } from "./orders.$id";
import { action as productAction, loader as productLoader } from "./products.$id";
import { loader as printifyLoader } from "./printify.products";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
useTestDatabase();
const GERMAN = { "Accept-Language": "de" };

describe("the shop's JSON API errors in German", () => {
  it("orders: an unknown order, an illegal change and an unknown status", async () => {
    const admin = await createSignedInMember({ email: "admin@example.com", isAdmin: true });
    const missing = await asServed(get("/api/orders/nope", { cookie: admin.cookie, headers: GERMAN }), (request) =>
      settle(orderLoader(args(request, { id: "nope" }))),
    );
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Bestellung nicht gefunden" });

    const id = await createOrder({ status: "delivered" }, [{ name: "Scarf", quantity: 1 }]);
    const patch = (body: unknown) =>
      asServed(sendJson(`/api/orders/${id}`, body, { method: "PATCH", cookie: admin.cookie, headers: GERMAN }), (request) =>
        settle(orderAction(args(request, { id }))),
      );
    const illegal = await patch({ status: "pending" });
    expect(illegal.status).toBe(409);
    expect(await illegal.json()).toEqual({ message: "Eine Bestellung, die zugestellt ist, kann nicht auf „offen“ gesetzt werden" });
    const unknown = await patch({ status: "lost" });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors.status).toEqual([
      "status muss einer dieser Werte sein: pending, processing, shipped, delivered, cancelled",
    ]);
  });

  it("products: not found, a bad flag, a bad field, a synced product's fields", async () => {
    const admin = await createSignedInMember({ email: "admin@example.com", isAdmin: true });
    const missing = await asServed(get("/api/products/999999", { headers: GERMAN }), (request) =>
      settle(productLoader(args(request, { id: "999999" }))),
    );
    expect(await missing.json()).toEqual({ message: "Produkt nicht gefunden." });

    const id = await createProduct();
    const patch = (productId: number, body: unknown) =>
      asServed(sendJson(`/api/products/${productId}`, body, { method: "PATCH", cookie: admin.cookie, headers: GERMAN }), (request) =>
        settle(productAction(args(request, { id: String(productId) }))),
      );
    expect(await (await patch(id, { isActive: "yes" })).json()).toMatchObject({
      errors: { isActive: ["isActive muss true oder false sein"] },
    });
    expect(await (await patch(id, { name: "" })).json()).toMatchObject({ errors: { name: ["Name fehlt"] } });
    const synced = await createProduct({ provider: "printify", providerProductId: "abc123" });
    const refused = await patch(synced, { name: "Mine" });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(/^Dieses Produkt kommt per Abgleich von Printify/);
  });

  it("the print-on-demand catalogue before its first sync", async () => {
    const response = await asServed(get("/api/printify/products", { headers: GERMAN }), (request) => settle(printifyLoader(args(request))));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: "Die Printify-Produkte konnten nicht geladen werden" });
  });
});

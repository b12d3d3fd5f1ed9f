import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/db";
import { createProduct } from "../../../test/factories";
import { args, asServed, post, readToast, settle } from "../../../test/http";
import { signedInCookie } from "../../../test/rows";
import { action as editAction } from "./products.$productId.edit";
import { action as listAction } from "./products._index";
import { action as newAction } from "./products.new";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
useTestDatabase();
const inGerman = (cookie: string) => ({ cookie, headers: { "Accept-Language": "de" } });

describe("the admin's product form in German", () => {
  it("puts each field's message in German next to it", async () => {
    const admin = await signedInCookie("admin@example.com", true);
    const response = await asServed(
      post("/admin/products/new", { name: "", price: "12.345", category: "hats", imageUrl: "ftp://x" }, inGerman(admin)),
      (request) => settle(newAction(args(request))),
    );
    expect(response.status).toBe(400);
    const { result } = (await response.json()) as { result: { error: Record<string, string[]> } };
    expect(result.error.name).toEqual(["Name fehlt"]);
    expect(result.error.price).toEqual(["Preis: Gib einen Betrag mit höchstens zwei Nachkommastellen ein, z. B. 45.50"]);
    expect(result.error.category).toEqual(["Wähle Kleidung, Accessoires oder Sticker"]);
    expect(result.error.imageUrl).toEqual(["Gib eine Webadresse ein, die mit http:// oder https:// beginnt"]);
  });

  it("says in German that a product was created, deactivated, or cannot be edited here", async () => {
    const admin = await signedInCookie("admin@example.com", true);
    const created = await asServed(post("/admin/products/new", { name: "Scarf", price: "20" }, inGerman(admin)), (request) =>
      settle(newAction(args(request))),
    );
    expect(created.status).toBe(302);
    expect(await readToast(created)).toMatchObject({ title: "Erledigt", description: "Produkt angelegt!" });

    const id = await createProduct({ name: "Cap" });
    const deactivated = await asServed(
      post("/admin/products", { intent: "deactivate", productId: String(id) }, inGerman(admin)),
      (request) => settle(listAction(args(request))),
    );
    expect(await readToast(deactivated)).toMatchObject({ description: "Cap ist nicht mehr im Shop." });

    const synced = await createProduct({ name: "Tee", provider: "printify", providerProductId: "abc123" });
    const refused = await asServed(post(`/admin/products/${synced}/edit`, { name: "X", price: "1" }, inGerman(admin)), (request) =>
      settle(editAction(args(request, { productId: String(synced) }))),
    );
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(/^Dieses Produkt kommt per Abgleich vom Print-on-Demand-Anbieter/);
  });
});

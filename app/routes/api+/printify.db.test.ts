import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { products } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { envSwitches as env } from "../../../test/env";
import { useMockServer } from "../../../test/msw";
import { args, get, ORIGIN, readToast } from "../../../test/http";
import { createPrintifyFake, fakePrintifyConfig, printifyHandlers, unauthenticated } from "../../../test/mocks/printify";
import { action as syncFormAction, loader as syncFormLoader } from "../admin+/products.sync";
import { action as generateAction, loader as generateLoader } from "./admin.generate-printify-pages";
import { loader as itemLoader } from "./printify.products.$id";
import { loader as listLoader } from "./printify.products";
import { signedInCookie } from "../../../test/rows";

// The routes read printifyConfig from the environment module: each test chooses it.
vi.mock("~/utils/env.server", async (importOriginal) => (await import("../../../test/env")).switchableEnv(importOriginal, "printify"));

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();
const fake = createPrintifyFake();
useMockServer(printifyHandlers(fake), () => fake.reset());
beforeEach(() => {
  env.printify = fakePrintifyConfig;
});

const TEE = "65a1f0c2e4b7d93a1c2e4f60";
const HIDDEN = "65a1f0c2e4b7d93a1c2e4f70";

const post = (path: string, cookie?: string) =>
  new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: "",
  });
const countProducts = async () => (await test.db.select({ id: products.id }).from(products)).length;

describe("POST /api/admin/generate-printify-pages", () => {
  it("answers 401 to a visitor and 403 to a member, without calling Printify", async () => {
    expect((await generateAction(args(post("/api/admin/generate-printify-pages")))).status).toBe(401);
    const member = await signedInCookie("member@example.org");
    const forbidden = await generateAction(args(post("/api/admin/generate-printify-pages", member)));
    expect(forbidden.status).toBe(403);
    expect(fake.state.requests).toHaveLength(0);
    expect(await countProducts()).toBe(0);
  });

  it("syncs for an admin and answers the counts", async () => {
    const admin = await signedInCookie("admin@example.org", true);
    const response = await generateAction(args(post("/api/admin/generate-printify-pages", admin)));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Product pages generated!", created: 5, updated: 0, hidden: 1, total: 5 });
    expect(await countProducts()).toBe(5);
  });

  it("502 with Printify's reason when Printify refuses, and nothing written", async () => {
    const admin = await signedInCookie("admin@example.org", true);
    fake.failNext(unauthenticated());
    const response = await generateAction(args(post("/api/admin/generate-printify-pages", admin)));
    expect(response.status).toBe(502);
    const body = await response.json();
    expect(body.message).toBe("Failed to generate product pages.");
    expect(body.detail).toMatch(/^Printify refused the API token \(401\)/);
    expect(await countProducts()).toBe(0);
  });

  it("503 with how to connect when Printify is not configured", async () => {
    env.printify = null;
    const admin = await signedInCookie("admin@example.org", true);
    const response = await generateAction(args(post("/api/admin/generate-printify-pages", admin)));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      message: "Failed to generate product pages.",
      detail: "Printify is not connected: set PRINTIFY_API_TOKEN and PRINTIFY_SHOP_ID.",
    });
  });

  it("refuses a cross-site post and a GET", async () => {
    const admin = await signedInCookie("admin@example.org", true);
    const crossSite = new Request(`${ORIGIN}/api/admin/generate-printify-pages`, {
      method: "POST",
      headers: { Origin: "https://evil.example", Cookie: admin },
    });
    expect((await generateAction(args(crossSite))).status).toBe(403);
    expect((await generateLoader(args(get("/api/admin/generate-printify-pages", admin)))).status).toBe(405);
    expect(fake.state.requests).toHaveLength(0);
  });
});

describe("the dashboard's quick action (/admin/products/sync)", () => {
  it("syncs and goes back to /admin with 'Product pages generated!' and the counts", async () => {
    const admin = await signedInCookie("admin@example.org", true);
    const response = await syncFormAction(args(post("/admin/products/sync", admin)));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin");
    expect(await readToast(response)).toMatchObject({
      type: "success",
      title: "Product pages generated!",
      description: "5 products from Printify: 5 new, 0 updated, 1 hidden.",
    });
  });

  it("a Printify failure is an error toast, not an error page", async () => {
    const admin = await signedInCookie("admin@example.org", true);
    // A 500 is not retried (only 429 and gateway errors are).
    fake.failNext({ status: 500, body: { message: "Server Error" } });
    const response = await syncFormAction(args(post("/admin/products/sync", admin)));
    expect(response.headers.get("Location")).toBe("/admin");
    expect(await readToast(response)).toMatchObject({
      type: "error",
      title: "Failed to generate product pages.",
      description: "Printify is unavailable (500): try again later. (Server Error)",
    });
  });

  it("not connected: the error toast says how to connect", async () => {
    env.printify = null;
    const admin = await signedInCookie("admin@example.org", true);
    const response = await syncFormAction(args(post("/admin/products/sync", admin)));
    expect(await readToast(response)).toMatchObject({
      type: "error",
      title: "Failed to generate product pages.",
      description: "Printify is not connected: set PRINTIFY_API_TOKEN and PRINTIFY_SHOP_ID.",
    });
  });

  it("a member is sent away and nothing is synced; a GET goes to the dashboard", async () => {
    const member = await signedInCookie("member@example.org");
    const refused = await syncFormAction(args(post("/admin/products/sync", member))).catch((thrown: Response) => thrown);
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/");
    expect(fake.state.requests).toHaveLength(0);
    const page = syncFormLoader();
    expect(page.headers.get("Location")).toBe("/admin");
  });
});

describe("GET /api/printify/products", () => {
  it("before any sync: 503 'Failed to fetch Printify products'", async () => {
    const response = await listLoader(args(get("/api/printify/products")));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: "Failed to fetch Printify products" });
  });

  it("lists the synced products shown in the shop, shaped like Printify's, a page at a time", async () => {
    await generateAction(args(post("/api/admin/generate-printify-pages", await signedInCookie("admin@example.org", true))));
    fake.state.requests = [];

    const first = await listLoader(args(get("/api/printify/products?limit=3")));
    expect(first.status).toBe(200);
    const page1 = await first.json();
    expect(page1).toMatchObject({ current_page: 1, last_page: 2, per_page: 3, total: 4 });
    expect(page1.data).toHaveLength(3);
    const page2 = await (await listLoader(args(get("/api/printify/products?limit=3&page=2")))).json();
    const all = [...page1.data, ...page2.data];
    expect(all.map((p: { id: string }) => p.id).sort()).toEqual([
      "65a1f0c2e4b7d93a1c2e4f60",
      "65a1f0c2e4b7d93a1c2e4f61",
      "65a1f0c2e4b7d93a1c2e4f62",
      "65a1f0c2e4b7d93a1c2e4f63",
    ]);
    // Visitors never wait on Printify.
    expect(fake.state.requests).toHaveLength(0);

    const tee = all.find((p: { id: string }) => p.id === TEE);
    expect(tee).toMatchObject({ title: "Roadies Crest Tee", visible: true, tags: ["apparel"] });
    expect(tee.variants[0]).toEqual({
      id: "12100",
      title: "Black / S",
      price: "2500",
      is_enabled: true,
      options: [{ name: "size", value: "S" }],
    });
    expect(tee.variants.at(-1)).toMatchObject({ price: "2700", options: [{ name: "size", value: "XXL" }] });
    expect(tee.images[0]).toEqual({ src: "https://images-api.printify.com/mockup/crest-tee-front.svg" });
  });

  it("400 on a page size beyond 100", async () => {
    const response = await listLoader(args(get("/api/printify/products?limit=101")));
    expect(response.status).toBe(400);
  });
});

describe("GET /api/printify/products/{id}", () => {
  beforeEach(async () => {
    await generateAction(args(post("/api/admin/generate-printify-pages", await signedInCookie("admin@example.org", true))));
  });

  it("answers a product by its Printify id, with or without the prefix", async () => {
    for (const id of [TEE, `printify-${TEE}`]) {
      const response = await itemLoader(args(get(`/api/printify/products/${id}`), { id }));
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({ id: TEE, title: "Roadies Crest Tee" });
      expect(body.description).toContain("<strong>We Travel Together</strong>");
      expect(body.images).toHaveLength(3);
      expect(body.variants).toHaveLength(5);
    }
  });

  it("404 'Product not found.' for an unknown, a hidden, an own or an odd id", async () => {
    const [own] = await test.db
      .insert(products)
      .values({ name: "Programme", price: "3.00", fulfillmentType: "event-pickup" })
      .returning({ id: products.id });
    for (const id of ["000000000000000000000000", HIDDEN, String(own.id), "x'; drop table products;--"]) {
      const response = await itemLoader(args(get(`/api/printify/products/${encodeURIComponent(id)}`), { id }));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Product not found." });
    }
    const [hidden] = await test.db.select({ isActive: products.isActive }).from(products).where(eq(products.providerProductId, HIDDEN));
    expect(hidden.isActive).toBe(false);
  });
});

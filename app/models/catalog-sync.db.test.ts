import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cartItems, productImages, products, productVariants } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { PrintifyError } from "../integrations/printify.server";
import { createPrintifyFake, fakePrintifyConfig, printifyHandlers, tooManyRequests, unauthenticated } from "../../test/mocks/printify";
import { describeSyncCounts, getPrintifyStatus, hasSyncedCatalog, runCatalogSync, syncProviderCatalog } from "./catalog-sync.server";
import { useMockServer } from "../../test/msw";

const test = useTestDatabase();
const fake = createPrintifyFake();
useMockServer(printifyHandlers(fake), () => fake.reset());

const TEE = "65a1f0c2e4b7d93a1c2e4f60";
const BEANIE = "65a1f0c2e4b7d93a1c2e4f62";
const HIDDEN = "65a1f0c2e4b7d93a1c2e4f70";
const noSleep = { sleep: async () => {} };
const sync = (pageSize = 2) => syncProviderCatalog(fakePrintifyConfig, { db: test.db, pageSize, request: noSleep });

async function allProducts() {
  return test.db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      category: products.category,
      isActive: products.isActive,
      provider: products.provider,
      providerProductId: products.providerProductId,
      imageUrl: products.imageUrl,
      syncedAt: products.syncedAt,
    })
    .from(products)
    .orderBy(asc(products.id));
}
const byRef = async (ref: string) => (await allProducts()).find((p) => p.providerProductId === ref);
const variantsOf = (productId: number) =>
  test.db
    .select({
      id: productVariants.id,
      providerVariantId: productVariants.providerVariantId,
      size: productVariants.size,
      price: productVariants.price,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position));
const imagesOf = (productId: number) =>
  test.db
    .select({ src: productImages.src })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position));

describe("syncProviderCatalog", () => {
  it("pages through the whole catalogue and stores products, variants and images", async () => {
    const counts = await sync(2);
    expect(counts).toEqual({ created: 5, updated: 0, hidden: 1, total: 5 });
    // 5 products at 2 a page: pages 1, 2 and 3.
    expect(fake.state.requests.map((r) => r.search)).toEqual(["?page=1&limit=2", "?page=2&limit=2", "?page=3&limit=2"]);

    const rows = await allProducts();
    expect(rows).toHaveLength(5);
    const tee = rows.find((p) => p.providerProductId === TEE)!;
    expect(tee).toMatchObject({
      name: "Roadies Crest Tee",
      price: "25.00",
      category: "apparel",
      isActive: true,
      provider: "printify",
      imageUrl: "https://images-api.printify.com/mockup/crest-tee-front.svg",
    });
    expect(tee.syncedAt).toBeInstanceOf(Date);
    expect((await variantsOf(tee.id)).map((v) => [v.size, v.price])).toEqual([
      ["S", "25.00"],
      ["M", "25.00"],
      ["L", "25.00"],
      ["XL", "25.00"],
      ["XXL", "27.00"],
    ]);
    expect(await imagesOf(tee.id)).toHaveLength(3);
    expect((await byRef(HIDDEN))?.isActive).toBe(false);
    expect(await hasSyncedCatalog(test.db)).toBe(true);
  });

  it("a second sync updates in place: same ids, new price, a removed variant gone with its cart lines", async () => {
    await sync();
    const tee = (await byRef(TEE))!;
    const [small, medium] = await variantsOf(tee.id);
    await test.db.insert(cartItems).values({ sessionId: "guest-1", productId: tee.id, variantId: small.id, quantity: 1, price: "25.00" });

    const changed = structuredClone(fake.products.find((p) => p.id === TEE)!);
    changed.title = "Roadies Crest Tee (2026)";
    changed.variants = changed.variants.filter((v) => v.id !== 12100).map((v) => ({ ...v, price: 2800 }));
    fake.upsertProduct(changed);

    expect(await sync()).toEqual({ created: 0, updated: 5, hidden: 1, total: 5 });
    const after = (await byRef(TEE))!;
    expect(after.id).toBe(tee.id);
    expect(after).toMatchObject({ name: "Roadies Crest Tee (2026)", price: "28.00" });
    const variants = await variantsOf(tee.id);
    expect(variants.map((v) => v.size)).toEqual(["M", "L", "XL", "XXL"]);
    // Kept variants keep their ids (carts and orders point at them).
    expect(variants[0].id).toBe(medium.id);
    expect(await test.db.select().from(cartItems)).toEqual([]);
    expect(await allProducts()).toHaveLength(5);
  });

  it("hides a product deleted in Printify and shows it again if it comes back", async () => {
    await sync();
    fake.deleteProduct(BEANIE);
    expect(await sync()).toEqual({ created: 0, updated: 4, hidden: 2, total: 4 });
    expect((await byRef(BEANIE))?.isActive).toBe(false);
    // Its variants stay: past orders and the admin still see what it was.
    expect(await variantsOf((await byRef(BEANIE))!.id)).toHaveLength(1);

    fake.reset();
    await sync();
    expect((await byRef(BEANIE))?.isActive).toBe(true);
  });

  it("a product hidden in Printify after a sync leaves the shop", async () => {
    await sync();
    const tee = structuredClone(fake.products.find((p) => p.id === TEE)!);
    fake.upsertProduct({ ...tee, visible: false });
    expect((await sync()).hidden).toBe(2);
    expect((await byRef(TEE))?.isActive).toBe(false);
  });

  it("waits out a 429 and finishes", async () => {
    const waits: number[] = [];
    fake.failNext(tooManyRequests(1));
    const counts = await syncProviderCatalog(fakePrintifyConfig, {
      db: test.db,
      pageSize: 50,
      request: { sleep: async (ms) => void waits.push(ms) },
    });
    expect(counts.total).toBe(5);
    expect(waits).toEqual([1000]);
    expect(await allProducts()).toHaveLength(5);
  });

  it("a refused token fails clearly and changes nothing, even half-way through the pages", async () => {
    await sync();
    const before = await allProducts();
    fake.upsertProduct({ ...structuredClone(fake.products[0]), id: "65a1f0c2e4b7d93a1c2e4f99", title: "New Tee" });
    fake.deleteProduct(BEANIE);
    // Page 1 answers, page 2 is refused: page 1's products are not written either.
    fake.failAfter(1, unauthenticated());
    const sent = fake.state.requests.length;
    const error = await sync(2).catch((e: unknown) => e);
    expect(fake.state.requests.length - sent).toBe(2);
    expect(error).toBeInstanceOf(PrintifyError);
    expect((error as PrintifyError).message).toBe("Printify refused the API token (401): check PRINTIFY_API_TOKEN.");
    expect(await allProducts()).toEqual(before);
  });

  it("never touches our own products", async () => {
    const [own] = await test.db
      .insert(products)
      .values({ name: "Matchday Programme", price: "3.00", category: "accessories", fulfillmentType: "event-pickup" })
      .returning({ id: products.id });
    await sync();
    fake.state.products = [];
    await sync();
    const row = (await allProducts()).find((p) => p.id === own.id)!;
    expect(row).toMatchObject({ name: "Matchday Programme", isActive: true, provider: null });
  });

  it("two syncs at once create each product once", async () => {
    const [a, b] = await Promise.all([sync(2), sync(3)]);
    expect(a.total).toBe(5);
    expect(b.total).toBe(5);
    expect(a.created + b.created).toBe(5);
    const rows = await allProducts();
    expect(rows).toHaveLength(5);
    const tee = rows.find((p) => p.providerProductId === TEE)!;
    expect(await variantsOf(tee.id)).toHaveLength(5);
    expect(await imagesOf(tee.id)).toHaveLength(3);
  });

  it("nothing synced yet: hasSyncedCatalog is false", async () => {
    expect(await hasSyncedCatalog(test.db)).toBe(false);
  });

  it("the dashboard's status: connected or not, when the last sync ran, how many products it shows", async () => {
    expect(await getPrintifyStatus(null, test.db)).toEqual({ connected: false, lastSyncedAt: null, activeProducts: 0 });
    const now = new Date("2026-11-21T17:00:00.000Z");
    await syncProviderCatalog(fakePrintifyConfig, { db: test.db, now, request: noSleep });
    expect(await getPrintifyStatus(fakePrintifyConfig, test.db)).toEqual({
      connected: true,
      lastSyncedAt: "2026-11-21T17:00:00.000Z",
      activeProducts: 4,
    });
    expect(describeSyncCounts({ created: 1, updated: 0, hidden: 0, total: 1 })).toBe(
      "1 product from Printify: 1 new, 0 updated, 0 hidden.",
    );
  });

  it("clicks at once in one process share one sync: Printify is asked once", async () => {
    const [a, b] = await Promise.all([
      runCatalogSync(fakePrintifyConfig, { db: test.db, request: noSleep }),
      runCatalogSync(fakePrintifyConfig, { db: test.db, request: noSleep }),
    ]);
    expect(a).toEqual({ ok: true, counts: { created: 5, updated: 0, hidden: 1, total: 5 } });
    expect(b).toBe(a);
    expect(fake.state.requests).toHaveLength(1);
    // Once it is over, the next click syncs again.
    await runCatalogSync(fakePrintifyConfig, { db: test.db, request: noSleep });
    expect(fake.state.requests).toHaveLength(2);
  });
});

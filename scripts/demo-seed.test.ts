import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, gt, lte, ne, sql } from "drizzle-orm";
import { migrateDatabase, openDatabase, type DbHandle } from "../db/client";
import { existsSync } from "node:fs";
import {
  eventAttendees,
  events,
  orderLines,
  orders,
  productImages,
  products,
  productVariants,
  volunteerOpportunities,
  volunteerSignups,
} from "../db/schema";
import { isDatabaseEmpty, seedDemoContent, type SeedSummary } from "./demo-seed";

// A fixed instant makes "upcoming" and "past" deterministic regardless of when the test runs.
const NOW = new Date("2025-03-15T18:00:00Z");

describe("seedDemoContent", () => {
  let handle: DbHandle;
  let emptyBefore: boolean;
  let summary: SeedSummary;

  beforeAll(async () => {
    handle = await openDatabase({ kind: "memory" });
    await migrateDatabase(handle);
    emptyBefore = await isDatabaseEmpty(handle.db);
    summary = await seedDemoContent(handle.db, { now: NOW });
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  it("is detected as non-empty once seeded, so a second seed would be refused", async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
  });

  it("reports the rows it wrote", async () => {
    const [{ n }] = await handle.db.select({ n: count() }).from(events);
    expect(summary.events).toBe(n);
    for (const value of Object.values(summary)) expect(value).toBeGreaterThan(0);
  });

  it("has both upcoming and past events relative to now", async () => {
    const [{ upcoming }] = await handle.db.select({ upcoming: count() }).from(events).where(gt(events.date, NOW));
    const [{ past }] = await handle.db.select({ past: count() }).from(events).where(lte(events.date, NOW));
    expect(upcoming).toBeGreaterThanOrEqual(7);
    expect(past).toBeGreaterThanOrEqual(5);
  });

  it("has home and away matches titled '<club> vs <opponent>'", async () => {
    const matches = await handle.db
      .select({ title: events.title, isHomeMatch: events.isHomeMatch })
      .from(events)
      .where(eq(events.type, "match"));
    expect(matches.some((m) => m.isHomeMatch === true)).toBe(true);
    expect(matches.some((m) => m.isHomeMatch === false)).toBe(true);
    for (const m of matches) expect(m.title).toMatch(/^Riverside FC vs \S/);
    const [{ upcomingHome }] = await handle.db
      .select({ upcomingHome: count() })
      .from(events)
      .where(and(eq(events.type, "match"), eq(events.isHomeMatch, true), gt(events.date, NOW)));
    expect(upcomingHome).toBeGreaterThan(0);
  });

  it("offers both fulfillment types", async () => {
    const rows = await handle.db.selectDistinct({ fulfillmentType: products.fulfillmentType }).from(products);
    expect(rows.map((r) => r.fulfillmentType).sort()).toEqual(["event-pickup", "print-on-demand"]);
  });

  it("carries a synced-looking Printify catalogue: every product with sizes or a variant, images on disk, shown", async () => {
    const synced = await handle.db
      .select({
        id: products.id,
        name: products.name,
        price: products.price,
        ref: products.providerProductId,
        syncedAt: products.syncedAt,
        imageUrl: products.imageUrl,
        isActive: products.isActive,
        category: products.category,
      })
      .from(products)
      .where(eq(products.provider, "printify"));
    expect(synced.length).toBeGreaterThanOrEqual(3);
    expect(new Set(synced.map((p) => p.category))).toEqual(new Set(["apparel", "accessories", "stickers"]));
    for (const product of synced) {
      expect(product.ref).toMatch(/^[0-9a-f]{24}$/);
      expect(product.syncedAt).toBeInstanceOf(Date);
      expect(product.isActive).toBe(true);
      const variants = await handle.db
        .select({ size: productVariants.size, price: productVariants.price, isEnabled: productVariants.isEnabled })
        .from(productVariants)
        .where(eq(productVariants.productId, product.id))
        .orderBy(productVariants.position);
      expect(variants.length, product.name).toBeGreaterThan(0);
      // The shop shows the first variant's price: it must be the product's and sellable.
      expect(variants[0]).toMatchObject({ price: product.price, isEnabled: true });
      if (product.category === "apparel") expect(variants.map((v) => v.size)).toEqual(["S", "M", "L", "XL", "XXL"]);
      const images = await handle.db
        .select({ src: productImages.src })
        .from(productImages)
        .where(eq(productImages.productId, product.id))
        .orderBy(productImages.position);
      expect(images.length, product.name).toBeGreaterThanOrEqual(2);
      expect(images[0].src).toBe(product.imageUrl);
      // Local files only: a fresh install shows its photos offline.
      for (const { src } of images) {
        expect(src).toMatch(/^\/images\/shop\/[a-z-]+\.svg$/);
        expect(existsSync(new URL(`../public${src}`, import.meta.url)), src).toBe(true);
      }
    }
    // Our own event-pickup products stay ours.
    const own = await handle.db
      .select({ type: products.fulfillmentType })
      .from(products)
      .where(sql`${products.provider} is null and ${products.isActive}`);
    expect(own.length).toBeGreaterThan(0);
    for (const row of own) expect(row.type).toBe("event-pickup");
  });

  it("gives every seeded order its lines, adding up to the total (less a membership)", async () => {
    const rows = await handle.db
      .select({
        id: orders.id,
        total: orders.totalAmount,
        membership: orders.includesMembership,
        lines: sql<string>`coalesce(sum(${orderLines.unitPrice} * ${orderLines.quantity}), 0)::numeric(10,2)::text`,
      })
      .from(orders)
      .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
      .groupBy(orders.id);
    expect(rows.length).toBe(summary.orders);
    for (const row of rows) {
      if (row.membership) expect(Number(row.lines)).toBeLessThan(Number(row.total));
      else expect(row.lines, `order ${row.id}`).toBe(row.total);
    }
  });

  it("keeps every event's attendee_count equal to its attendee rows", async () => {
    const rows = await handle.db
      .select({ id: events.id, stored: events.attendeeCount, actual: count(eventAttendees.id) })
      .from(events)
      .leftJoin(eventAttendees, eq(eventAttendees.eventId, events.id))
      .groupBy(events.id);
    expect(rows.length).toBe(summary.events);
    for (const row of rows) expect(row.stored, `event ${row.id}`).toBe(row.actual);
    expect(rows.some((r) => r.actual > 0)).toBe(true);
  });

  it("keeps every opportunity's spots_assigned equal to the signups holding a spot, within spots_needed", async () => {
    // A withdrawn (cancelled) signup frees its spot; a completed one held it.
    const rows = await handle.db
      .select({
        id: volunteerOpportunities.id,
        assigned: volunteerOpportunities.spotsAssigned,
        needed: volunteerOpportunities.spotsNeeded,
        holding: count(volunteerSignups.id),
      })
      .from(volunteerOpportunities)
      .leftJoin(
        volunteerSignups,
        and(eq(volunteerSignups.opportunityId, volunteerOpportunities.id), ne(volunteerSignups.status, "cancelled")),
      )
      .groupBy(volunteerOpportunities.id);
    expect(rows.length).toBe(summary.volunteerOpportunities);
    for (const row of rows) {
      expect(row.assigned, `opportunity ${row.id}`).toBe(row.holding);
      expect(row.assigned).toBeLessThanOrEqual(row.needed);
    }
    expect(rows.some((r) => r.assigned === r.needed)).toBe(true);
  });

  it("places event hours in club time", async () => {
    const rows = await handle.db
      .select({ hhmm: sql<string>`to_char(${events.date} at time zone 'America/Los_Angeles', 'HH24:MI')` })
      .from(events);
    for (const { hhmm } of rows) expect(["09:00", "12:00", "16:00", "18:00", "18:30", "19:00", "19:30"]).toContain(hhmm);
  });
});

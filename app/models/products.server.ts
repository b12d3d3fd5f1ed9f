import { and, asc, desc, eq, exists, gt, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { events, productPickupEvents, products, productImages, productVariants } from "../../db/schema";
import { queryRows } from "../../db/client";
import { db } from "~/utils/db.server";
import { productPath, type ProductRef } from "~/models/products";
import type { PICKUP_AT } from "../../db/enums";

/** What a shop card shows: no description (it is HTML, and the card has no room for it). */
const cardColumns = {
  id: products.id,
  name: products.name,
  price: products.price,
  category: products.category,
  fulfillmentType: products.fulfillmentType,
  imageUrl: products.imageUrl,
  providerProductId: products.providerProductId,
};

/**
 * Active products, newest first: read in the order of products_active_newest_idx (or, for one
 * category, products_active_category_newest_idx) and stopped after `limit`, so a page costs the
 * same at 100 products as at 100,000.
 */
export function listActiveProducts({ limit, offset = 0, category }: { limit?: number; offset?: number; category?: string } = {}) {
  const where = category ? and(eq(products.isActive, true), eq(products.category, category)) : eq(products.isActive, true);
  const query = db.select(cardColumns).from(products).where(where).orderBy(desc(products.createdAt), asc(products.id)).offset(offset);
  return limit === undefined ? query : query.limit(limit);
}

/**
 * The distinct categories of active products, alphabetical. A loose index scan (one index probe
 * per category, through products_active_category_newest_idx) instead of DISTINCT over every
 * active row: a handful of lookups whether the shop has 10 products or 100,000.
 */
export async function listActiveCategories(): Promise<string[]> {
  const rows = await queryRows<{ category: string }>(
    db,
    sql`with recursive found(category) as (
          (select category from ${products} where is_active order by category limit 1)
          union all
          select (select p.category from ${products} p where p.is_active and p.category > found.category order by p.category limit 1)
          from found where found.category is not null
        )
        select category from found where category is not null`,
  );
  return rows.map((row) => row.category);
}

type ShopVariant = { id: number; title: string; size: string | null; price: string };

/**
 * The product page's product: /shop/{id} for our own, /shop/printify-{provider id} for a synced
 * one (the provider's id, so the earlier site's links still work). Only active products; enabled variants in
 * the provider's order, images in order.
 * The price shown is the first variant's when there are variants, as the shop grid shows it.
 */
export async function getShopProduct(ref: ProductRef) {
  const where =
    "providerProductId" in ref
      ? and(eq(products.providerProductId, ref.providerProductId), eq(products.isActive, true))
      : and(eq(products.id, ref.id), eq(products.isActive, true));
  const [product] = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      price: products.price,
      category: products.category,
      fulfillmentType: products.fulfillmentType,
      imageUrl: products.imageUrl,
      providerProductId: products.providerProductId,
    })
    .from(products)
    .where(where)
    .orderBy(asc(products.id))
    .limit(1);
  if (!product) return null;
  const [variants, images] = await Promise.all([
    db
      .select({ id: productVariants.id, title: productVariants.title, size: productVariants.size, price: productVariants.price })
      .from(productVariants)
      .where(and(eq(productVariants.productId, product.id), eq(productVariants.isEnabled, true)))
      .orderBy(asc(productVariants.position), asc(productVariants.id)),
    db
      .select({ src: productImages.src })
      .from(productImages)
      .where(eq(productImages.productId, product.id))
      .orderBy(asc(productImages.position), asc(productImages.id)),
  ]);
  const gallery = images.map((image) => image.src);
  if (gallery.length === 0 && product.imageUrl) gallery.push(product.imageUrl);
  return { ...product, price: variants[0]?.price ?? product.price, variants: variants as ShopVariant[], images: gallery };
}

/** The canonical page of an active synced product named by its bare provider id, or null. */
export async function findActiveProviderProductPath(providerProductId: string): Promise<string | null> {
  const [product] = await db
    .select({ id: products.id, providerProductId: products.providerProductId })
    .from(products)
    .where(and(eq(products.providerProductId, providerProductId), eq(products.isActive, true)))
    .orderBy(asc(products.id))
    .limit(1);
  return product ? productPath(product) : null;
}

// ---- Where an event-pickup product is collected ----

type PickupAt = (typeof PICKUP_AT)[number];

/**
 * SQL for "the products row in this query is collected at the events row in this query": a product
 * for 'home-matches' at every home match (a match with is_home_match), one for 'chosen-events' at
 * the events an admin chose for it. The event page's merch section and checkout's pickup choice
 * both read it, so an order is never collectable at an event its products are not offered at.
 */
export function collectableAtEvent(): SQL {
  return or(
    and(eq(products.pickupAt, "home-matches"), eq(events.type, "match"), eq(events.isHomeMatch, true)),
    and(
      eq(products.pickupAt, "chosen-events"),
      exists(
        db
          .select({ one: sql`1` })
          .from(productPickupEvents)
          .where(and(eq(productPickupEvents.productId, products.id), eq(productPickupEvents.eventId, events.id))),
      ),
    ),
  )!;
}

/**
 * SQL for "every one of these event-pickup products is collected at the events row in this query":
 * none of them is missing from it (a correlated NOT EXISTS on the outer events row).
 */
export function offersAllAtEvent(productIds: number[]): SQL<boolean> {
  return sql<boolean>`not exists (${db
    .select({ one: sql`1` })
    .from(products)
    .where(and(inArray(products.id, productIds), eq(products.fulfillmentType, "event-pickup"), sql`not (${collectableAtEvent()})`))})`;
}

/** The upcoming events an admin may choose for a product's pickup: the next 50, soonest first. */
export function listChoosablePickupEvents(now = new Date()) {
  return db
    .select({ id: events.id, title: events.title, date: events.date })
    .from(events)
    .where(and(gt(events.date, now), isNull(events.cancelledAt)))
    .orderBy(asc(events.date), asc(events.id))
    .limit(50);
}

/** The events an admin chose for a product (its 'chosen-events' pickup). */
export async function listProductPickupEventIds(productId: number): Promise<number[]> {
  const rows = await db
    .select({ eventId: productPickupEvents.eventId })
    .from(productPickupEvents)
    .where(eq(productPickupEvents.productId, productId))
    .orderBy(asc(productPickupEvents.eventId));
  return rows.map((row) => row.eventId);
}

// ---- Our own products: the admin pages and /api/products ----

export type ProductInput = {
  name: string;
  description: string | null;
  price: string;
  category: string;
  fulfillmentType: string;
  imageUrl: string | null;
  /** Where an event-pickup product is collected; with 'chosen-events', at `pickupEventIds` (upcoming events only). */
  pickupAt?: PickupAt;
  pickupEventIds?: number[];
};

/**
 * The product fields the API has always given (docs/decisions/007-kept-product-contract.md): price a
 * string with 2 decimals, as numeric(10,2) is read.
 */
const apiColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  price: products.price,
  category: products.category,
  fulfillmentType: products.fulfillmentType,
  imageUrl: products.imageUrl,
  isActive: products.isActive,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

/** GET /api/products: our own active products (synced ones are /api/printify/products), newest first. */
export function listOwnActiveProducts({ limit, offset }: { limit: number; offset: number }) {
  return db
    .select(apiColumns)
    .from(products)
    .where(and(eq(products.isActive, true), isNull(products.provider)))
    .orderBy(desc(products.createdAt), asc(products.id))
    .limit(limit)
    .offset(offset);
}

/** GET /api/products/{id}: one of our own active products, with the API's product fields. */
export async function getOwnActiveProduct(id: number) {
  const [row] = await db
    .select(apiColumns)
    .from(products)
    .where(and(eq(products.id, id), eq(products.isActive, true), isNull(products.provider)))
    .limit(1);
  return row ?? null;
}

export async function createProduct({ pickupEventIds, ...input }: ProductInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({ ...input, isActive: true })
      .returning(apiColumns);
    await choosePickupEvents(tx, row.id, input.pickupAt === "chosen-events" ? (pickupEventIds ?? []) : []);
    return row;
  });
}

/**
 * Edits one of our own products. A synced product is the provider's to change (the next sync
 * would overwrite an edit), so the WHERE clause leaves it out: null means not found or synced.
 */
export async function updateOwnProduct(id: number, { pickupEventIds, ...input }: ProductInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set(input)
      .where(and(eq(products.id, id), isNull(products.provider)))
      .returning(apiColumns);
    if (!row) return null;
    if (input.pickupAt !== undefined) await choosePickupEvents(tx, id, input.pickupAt === "chosen-events" ? (pickupEventIds ?? []) : []);
    return row;
  });
}

type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];

/**
 * The product's chosen pickup events become exactly these, kept to upcoming events (a past or
 * unknown id is dropped); an event already past keeps its row, so its orders' history stays.
 */
async function choosePickupEvents(tx: Transaction, productId: number, eventIds: number[], now = new Date()) {
  const upcoming = eventIds.length
    ? (
        await tx
          .select({ id: events.id })
          .from(events)
          .where(and(inArray(events.id, eventIds), gt(events.date, now)))
      ).map((e) => e.id)
    : [];
  await tx
    .delete(productPickupEvents)
    .where(
      and(
        eq(productPickupEvents.productId, productId),
        inArray(productPickupEvents.eventId, tx.select({ id: events.id }).from(events).where(gt(events.date, now))),
      ),
    );
  if (upcoming.length) {
    await tx
      .insert(productPickupEvents)
      .values(upcoming.map((eventId) => ({ productId, eventId })))
      .onConflictDoNothing();
  }
}

/**
 * Deactivates or reactivates a product (never deletes it: orders and cart lines refer to it).
 * Works for synced products too; a later sync sets isActive from the provider again.
 */
export async function setProductActive(id: number, isActive: boolean) {
  const [row] = await db
    .update(products)
    .set({ isActive })
    .where(eq(products.id, id))
    .returning({ id: products.id, name: products.name, isActive: products.isActive });
  return row ?? null;
}

/** The admin list: every product, active or not, newest first, a page at a time (one more row than asked, to tell whether another page follows). */
export function listAdminProducts({ limit, offset }: { limit: number; offset: number }) {
  return db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      category: products.category,
      fulfillmentType: products.fulfillmentType,
      isActive: products.isActive,
      provider: products.provider,
      providerProductId: products.providerProductId,
      syncedAt: products.syncedAt,
    })
    .from(products)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit)
    .offset(offset);
}

export async function getAdminProduct(id: number) {
  const [row] = await db
    .select({
      ...apiColumns,
      provider: products.provider,
      providerProductId: products.providerProductId,
      syncedAt: products.syncedAt,
      pickupAt: products.pickupAt,
    })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  return row ?? null;
}

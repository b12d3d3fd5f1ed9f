import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { products, productImages, productVariants } from "../../db/schema";
import { queryRows } from "../../db/client";
import { db } from "~/utils/db.server";
import { productPath, type ProductRef } from "~/models/products";

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

// ---- Our own products: the admin pages and /api/products ----

export type ProductInput = {
  name: string;
  description: string | null;
  price: string;
  category: string;
  fulfillmentType: string;
  imageUrl: string | null;
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

export async function createProduct(input: ProductInput) {
  const [row] = await db
    .insert(products)
    .values({ ...input, isActive: true })
    .returning(apiColumns);
  return row;
}

/**
 * Edits one of our own products. A synced product is the provider's to change (the next sync
 * would overwrite an edit), so the WHERE clause leaves it out: null means not found or synced.
 */
export async function updateOwnProduct(id: number, input: ProductInput) {
  const [row] = await db
    .update(products)
    .set(input)
    .where(and(eq(products.id, id), isNull(products.provider)))
    .returning(apiColumns);
  return row ?? null;
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
    .select({ ...apiColumns, provider: products.provider, providerProductId: products.providerProductId, syncedAt: products.syncedAt })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * GET /api/printify/products[/{id}]: our synced copy of the Printify catalogue, in the shape of
 * Printify's own product JSON, so visitors never wait on Printify. Only products shown in the shop.
 * A page of products with their variants and images is three queries, whatever its size.
 */
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { productImages, products, productVariants } from "../../db/schema";
import { db } from "~/utils/db.server";

export interface ProviderProductJson {
  id: string;
  title: string;
  description: string | null;
  visible: boolean;
  tags: string[];
  variants: { id: string; title: string; price: string; is_enabled: boolean; options: { name: "size"; value: string }[] }[];
  images: { src: string }[];
}

const productColumns = {
  id: products.id,
  providerProductId: products.providerProductId,
  name: products.name,
  description: products.description,
  category: products.category,
  isActive: products.isActive,
};
type ProductRow = {
  id: number;
  providerProductId: string | null;
  name: string;
  description: string | null;
  category: string;
  isActive: boolean;
};

const shown = and(eq(products.provider, "printify"), eq(products.isActive, true));

async function withDetails(rows: ProductRow[]): Promise<ProviderProductJson[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [variants, images] = await Promise.all([
    db
      .select({
        productId: productVariants.productId,
        id: productVariants.providerVariantId,
        title: productVariants.title,
        size: productVariants.size,
        // The provider's price is in cents, as a string, as clients of this route have always read it.
        cents: sql<string>`(${productVariants.price} * 100)::bigint::text`,
        isEnabled: productVariants.isEnabled,
      })
      .from(productVariants)
      .where(inArray(productVariants.productId, ids))
      .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id)),
    db
      .select({ productId: productImages.productId, src: productImages.src })
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id)),
  ]);
  return rows.map((row) => ({
    id: row.providerProductId ?? String(row.id),
    title: row.name,
    description: row.description,
    visible: row.isActive,
    tags: [row.category],
    variants: variants
      .filter((v) => v.productId === row.id)
      .map((v) => ({
        id: v.id ?? "",
        title: v.title,
        price: v.cents,
        is_enabled: v.isEnabled,
        options: v.size ? [{ name: "size" as const, value: v.size }] : [],
      })),
    images: images.filter((i) => i.productId === row.id).map((i) => ({ src: i.src })),
  }));
}

/** One page of the shown Printify products, newest first. */
export async function listSyncedPrintifyProducts({ page, limit }: { page: number; limit: number }) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .where(shown)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(products).where(shown),
  ]);
  return { data: await withDetails(rows), total };
}

/** A shown Printify product by its Printify id, or null. */
export async function getSyncedPrintifyProduct(providerProductId: string): Promise<ProviderProductJson | null> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(and(shown, eq(products.providerProductId, providerProductId)))
    .limit(1);
  const [product] = await withDetails(rows);
  return product ?? null;
}

import { and, asc, desc, eq } from "drizzle-orm";
import { products } from "../../db/schema";
import { db } from "~/utils/db.server";

export const productColumns = {
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

export function listActiveProducts({ limit, category }: { limit?: number; category?: string } = {}) {
  const where = category ? and(eq(products.isActive, true), eq(products.category, category)) : eq(products.isActive, true);
  const query = db.select(productColumns).from(products).where(where).orderBy(desc(products.createdAt), asc(products.id));
  return limit === undefined ? query : query.limit(limit);
}

export async function listActiveCategories(): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: products.category })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.category));
  return rows.map((row) => row.category);
}

export async function getActiveProduct(id: number) {
  const [product] = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, id), eq(products.isActive, true)))
    .limit(1);
  return product ?? null;
}

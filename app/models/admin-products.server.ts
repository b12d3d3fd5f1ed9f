import { and, eq, isNull } from "drizzle-orm";
import { products } from "../../db/schema";
import { db } from "~/utils/db.server";

/** GET /api/products/:id: one of our own active products, SPEC §3's fields (price a 2-decimal string). */
export async function getOwnActiveProduct(id: number) {
  const [row] = await db
    .select({
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
    })
    .from(products)
    .where(and(eq(products.id, id), eq(products.isActive, true), isNull(products.provider)))
    .limit(1);
  return row ?? null;
}

import { asc, eq, sql } from "drizzle-orm";
import { cartItems, products } from "../../db/schema";
import { db } from "~/utils/db.server";

/** Number of items (sum of quantities) in one visitor's cart. */
export async function countCartItems(cartId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.sessionId, cartId));
  return row?.count ?? 0;
}

/**
 * One visitor's cart lines with the product they are for, oldest first. A line may carry a
 * membership instead of a product (productId null), so the product is a left join.
 */
export function listCartItems(cartId: string) {
  return db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      membershipType: cartItems.membershipType,
      quantity: cartItems.quantity,
      price: cartItems.price,
      // numeric arithmetic in the database: exact, no floating-point cents.
      lineTotal: sql<string>`(${cartItems.price} * ${cartItems.quantity})::numeric(12, 2)::text`,
      name: products.name,
      fulfillmentType: products.fulfillmentType,
    })
    .from(cartItems)
    .leftJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.sessionId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/** Sum of money strings such as "12.50", in whole cents so no floating-point error creeps in. */
export function sumMoney(values: readonly string[]): string {
  const cents = values.reduce((total, value) => total + Math.round(Number.parseFloat(value) * 100), 0);
  return (cents / 100).toFixed(2);
}

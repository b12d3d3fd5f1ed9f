import { eq, sql } from "drizzle-orm";
import { cartItems } from "../../db/schema";
import { db } from "~/utils/db.server";

/** Number of items (sum of quantities) in one visitor's cart. */
export async function countCartItems(cartId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.sessionId, cartId));
  return row?.count ?? 0;
}

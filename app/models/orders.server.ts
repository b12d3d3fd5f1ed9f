import { desc, eq } from "drizzle-orm";
import { orders } from "../../db/schema";
import { db } from "~/utils/db.server";

export const orderColumns = {
  id: orders.id,
  userId: orders.userId,
  productId: orders.productId,
  quantity: orders.quantity,
  totalAmount: orders.totalAmount,
  status: orders.status,
  customerEmail: orders.customerEmail,
  customerName: orders.customerName,
  includesMembership: orders.includesMembership,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

/** A member's own orders, newest first: ownership is in the WHERE clause. */
export function listOrdersForUser(userId: string, { limit }: { limit?: number } = {}) {
  const query = db.select(orderColumns).from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));
  return limit === undefined ? query : query.limit(limit);
}

import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { cartItems, products, productVariants } from "../../db/schema";
import { queryRows } from "../../db/client";
import { db } from "~/utils/db.server";
import { centsToDecimal } from "~/utils/format";
import { MAX_CART_LINE_QUANTITY } from "~/models/products";

/** A signed-in member's cart lives under this id, so it follows them to every device. */
export const memberCartId = (userId: string) => `user:${userId}`;

/** Number of items (sum of quantities) in one visitor's cart. */
export async function countCartItems(cartId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.sessionId, cartId));
  return row?.count ?? 0;
}

/**
 * One visitor's cart lines with the product and size they are for, oldest first. A line may carry
 * a membership instead of a product (productId null), so the product is a left join. `price` is
 * today's price from the product or its variant (what checkout will charge), not the one stored
 * when the line was added.
 */
export function listCartItems(cartId: string) {
  const currentPrice = sql<string>`coalesce(${productVariants.price}, ${products.price}, ${cartItems.price})`;
  return db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      membershipType: cartItems.membershipType,
      quantity: cartItems.quantity,
      price: sql<string>`${currentPrice}::text`,
      // numeric arithmetic in the database: exact, no floating-point cents.
      lineTotal: sql<string>`(${currentPrice} * ${cartItems.quantity})::numeric(12, 2)::text`,
      name: products.name,
      fulfillmentType: products.fulfillmentType,
      providerProductId: products.providerProductId,
      imageUrl: products.imageUrl,
      category: products.category,
      isActive: products.isActive,
      // What checkout will accept: a membership line, or an active product whose chosen size is still offered.
      available: sql<boolean>`(${cartItems.productId} is null or (coalesce(${products.isActive}, false) and (${cartItems.variantId} is null or coalesce(${productVariants.isEnabled}, false))))`,
      size: productVariants.size,
      variantTitle: productVariants.title,
    })
    .from(cartItems)
    .leftJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(eq(cartItems.sessionId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export type AddToCartResult = { ok: true; quantity: number } | { ok: false; reason: "not-found" | "size-required" | "unknown-size" };

/**
 * Puts a product (and the chosen variant, when the product has any) in a cart. The price comes from
 * the database. Adding the same product and size again raises that line's quantity (one statement,
 * ON CONFLICT on cart_items_line_key, so concurrent adds never make two lines), capped at
 * MAX_CART_LINE_QUANTITY.
 */
export async function addToCart(
  cartId: string,
  { productId, variantId, quantity = 1 }: { productId: number; variantId: number | null; quantity?: number },
): Promise<AddToCartResult> {
  const [[product], [enabled]] = await Promise.all([
    db
      .select({ price: products.price })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.isActive, true))),
    // A query of its own: inside a sub-select drizzle leaves column names unqualified, and
    // "product_id" = "id" would then compare two columns of product_variants.
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(productVariants)
      .where(and(eq(productVariants.productId, productId), eq(productVariants.isEnabled, true))),
  ]);
  if (!product) return { ok: false, reason: "not-found" };
  let price = product.price;
  if ((enabled?.count ?? 0) > 0) {
    if (variantId === null) return { ok: false, reason: "size-required" };
    const [variant] = await db
      .select({ price: productVariants.price })
      .from(productVariants)
      .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId), eq(productVariants.isEnabled, true)));
    if (!variant) return { ok: false, reason: "unknown-size" };
    price = variant.price;
  } else if (variantId !== null) {
    return { ok: false, reason: "unknown-size" };
  }
  const adding = Math.min(Math.max(1, Math.trunc(quantity)), MAX_CART_LINE_QUANTITY);
  const [row] = await queryRows<{ quantity: number }>(
    db,
    sql`insert into ${cartItems} (session_id, product_id, variant_id, quantity, price)
        values (${cartId}, ${productId}, ${variantId}, ${adding}, ${price})
        on conflict (session_id, product_id, (coalesce(variant_id, 0))) where product_id is not null
        do update set quantity = least(${cartItems}.quantity + excluded.quantity, ${MAX_CART_LINE_QUANTITY}), price = excluded.price
        returning quantity`,
  );
  return { ok: true, quantity: row!.quantity };
}

/** Sets a line's quantity (0 removes it). Ownership: the line must be in this cart (WHERE). */
export async function setCartLineQuantity(cartId: string, lineId: number, quantity: number): Promise<boolean> {
  if (quantity <= 0) return removeCartLine(cartId, lineId);
  const updated = await db
    .update(cartItems)
    .set({ quantity: Math.min(Math.trunc(quantity), MAX_CART_LINE_QUANTITY) })
    // A membership line (no product) is always one membership.
    .where(and(eq(cartItems.id, lineId), eq(cartItems.sessionId, cartId), isNotNull(cartItems.productId)))
    .returning({ id: cartItems.id });
  return updated.length > 0;
}

export async function removeCartLine(cartId: string, lineId: number): Promise<boolean> {
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.sessionId, cartId)))
    .returning({ id: cartItems.id });
  return deleted.length > 0;
}

/**
 * At sign-in: the guest cart's lines join the member's cart. The same product and size in both
 * become one line with the quantities added (capped); the guest cart is then empty.
 */
export async function mergeCarts(fromCartId: string, toCartId: string): Promise<void> {
  if (fromCartId === toCartId) return;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into ${cartItems} (session_id, product_id, variant_id, quantity, price, created_at)
          select ${toCartId}, product_id, variant_id, quantity, price, created_at from ${cartItems}
          where session_id = ${fromCartId} and product_id is not null
          on conflict (session_id, product_id, (coalesce(variant_id, 0))) where product_id is not null
          do update set quantity = least(${cartItems}.quantity + excluded.quantity, ${MAX_CART_LINE_QUANTITY})`,
    );
    // The membership line (no product) moves over; a cart holds one (a unique index), so the guest's newer choice replaces the member's.
    await tx.execute(
      sql`insert into ${cartItems} (session_id, product_id, variant_id, membership_type, quantity, price, created_at)
          select ${toCartId}, null, null, membership_type, quantity, price, created_at from ${cartItems}
          where session_id = ${fromCartId} and product_id is null
          on conflict (session_id) where product_id is null
          do update set membership_type = excluded.membership_type, quantity = excluded.quantity, price = excluded.price, created_at = excluded.created_at`,
    );
    await tx.delete(cartItems).where(eq(cartItems.sessionId, fromCartId));
  });
}

/** The cart's membership line (a cart holds at most one: the line without a product) goes. */
export async function removeMembershipFromCart(cartId: string, executor: Pick<typeof db, "delete"> = db): Promise<void> {
  await executor.delete(cartItems).where(and(eq(cartItems.sessionId, cartId), isNull(cartItems.productId)));
}

/** Sum of money strings such as "12.50", in whole cents so no floating-point error creeps in. */
export function sumMoney(values: readonly string[]): string {
  const cents = values.reduce((total, value) => total + Math.round(Number.parseFloat(value) * 100), 0);
  return centsToDecimal(cents);
}

import { randomUUID } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { countCartItems, memberCartId, mergeCarts } from "~/models/cart.server";
import { isHttps } from "../utils/env.server";
import { sessionSecret } from "../utils/secret.server";

/** A guest's cart id (cart_items.session_id); set when something is first put in the cart. */
export const cartCookie = createCookie("__cart", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: isHttps,
  secrets: [sessionSecret],
  maxAge: 60 * 60 * 24 * 30,
});

/** The guest cart id from the signed cookie, if any (never a member's cart id). */
async function getGuestCartId(request: Request): Promise<string | null> {
  const value = await cartCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 && !value.startsWith("user:") ? value : null;
}

/** The cart this request reads: the member's own when signed in, else the guest cookie's (or none). */
export async function getCartId(request: Request, userId: string | null = null): Promise<string | null> {
  return userId ? memberCartId(userId) : getGuestCartId(request);
}

/**
 * The cart to write to, creating a guest cart id when there is none yet. `setCookie` is the header
 * value to send along (only for a new guest cart).
 */
export async function ensureCartId(request: Request, userId: string | null): Promise<{ cartId: string; setCookie: string | null }> {
  if (userId) return { cartId: memberCartId(userId), setCookie: null };
  const existing = await getGuestCartId(request);
  if (existing) return { cartId: existing, setCookie: null };
  const cartId = randomUUID();
  return { cartId, setCookie: await cartCookie.serialize(cartId) };
}

/** No cart cookie and no member means an empty cart: no query needed. */
export async function getCartCount(request: Request, userId: string | null = null): Promise<number> {
  const cartId = await getCartId(request, userId);
  return cartId ? countCartItems(cartId) : 0;
}

/**
 * At sign-in: the guest cart joins the member's cart; returns the Set-Cookie that clears the guest
 * cookie (null when there was no guest cart).
 */
export async function mergeGuestCartAtSignIn(request: Request, userId: string): Promise<string | null> {
  const guest = await getGuestCartId(request);
  if (!guest) return null;
  await mergeCarts(guest, memberCartId(userId));
  return cartCookie.serialize("", { maxAge: 0 });
}

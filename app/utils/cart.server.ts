import { createCookie } from "@remix-run/node";
import { countCartItems } from "~/models/cart.server";
import { isHttps } from "./env.server";
import { sessionSecret } from "./secret.server";

/** The visitor's cart id (cart_items.session_id); set when something is first put in the cart. */
export const cartCookie = createCookie("__cart", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: isHttps,
  secrets: [sessionSecret],
  maxAge: 60 * 60 * 24 * 30,
});

export async function getCartId(request: Request): Promise<string | null> {
  const value = await cartCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

/** No cart cookie means an empty cart: no query needed. */
export async function getCartCount(request: Request): Promise<number> {
  const cartId = await getCartId(request);
  return cartId ? countCartItems(cartId) : 0;
}

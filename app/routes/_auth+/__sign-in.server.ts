import { redirect } from "@remix-run/node";
import { mergeGuestCartAtSignIn } from "~/models/cart-cookie.server";
import { claimGuestOrders } from "~/models/orders.server";
import { deleteSessionRow, purgeExpiredSessions } from "~/models/sessions.server";
import { safeReturnTo } from "~/utils/auth.server";
import { getSession, sessionStorage } from "~/utils/session.server";

/**
 * Signs the user in: always a brand-new session id (the old one, if any, is deleted), so a
 * session id planted before sign-in is worthless afterwards.
 */
export async function createUserSession(request: Request, userId: string, returnTo: string, headers = new Headers()) {
  const previous = await getSession(request);
  if (previous.id) await deleteSessionRow(previous.id);
  const session = await sessionStorage.getSession();
  session.set("userId", userId);
  session.set("refreshedAt", Date.now());
  await purgeExpiredSessions();
  // The guest's cart joins the member's, and orders placed as a guest with this (now proven)
  // address show in their Order Tracking.
  const clearedCart = await mergeGuestCartAtSignIn(request, userId);
  if (clearedCart) headers.append("Set-Cookie", clearedCart);
  await claimGuestOrders(userId);
  headers.append("Set-Cookie", await sessionStorage.commitSession(session));
  return redirect(safeReturnTo(returnTo), { headers });
}

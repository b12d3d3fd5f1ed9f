import { type LoaderFunctionArgs } from "@remix-run/node";
import { logout } from "~/utils/auth.server";

/**
 * Logout is a plain navigation (the footer's and the profile's Sign Out links, kept from the earlier
 * site), so this is the one GET that changes state: it deletes
 * the session row and the cookie. A cross-site page could sign a member out, nothing more.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return logout(request);
}

export function action({ request }: LoaderFunctionArgs) {
  return logout(request);
}

import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Button } from "~/components/ui/button";
import { getOptionalUser, logout } from "~/utils/auth.server";
import { appOrigin } from "~/utils/env.server";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { titleFor } from "~/utils/meta";
import { requireSameOrigin } from "~/utils/security.server";

export const meta: MetaFunction = ({ matches }) => [titleFor(matches, m.auth_sign_out_title())];

/**
 * Whether a GET of /api/logout is the member's own doing: a click on one of our pages
 * (Sec-Fetch-Site: same-origin) or the address typed or bookmarked (none). Another site, our
 * other subdomains included (same-site), is not. A browser without Sec-Fetch-Site is judged by
 * its Referer's origin; with neither header we cannot tell, so the member is asked.
 */
function isOwnNavigation(request: Request): boolean {
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite) return fetchSite === "same-origin" || fetchSite === "none";
  const referer = request.headers.get("Referer");
  if (!referer) return false;
  try {
    return new URL(referer).origin === appOrigin;
  } catch {
    return false;
  }
}

/**
 * Logout is a plain navigation (the footer's and the profile's Sign Out links), so this GET changes
 * state: it deletes the session row and the cookie. Only when the navigation is ours, though; a
 * link or redirect from another site would otherwise sign any member out, so it gets a page with a
 * Sign out button instead, and that button's same-origin POST signs out.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (isOwnNavigation(request)) return logout(request);
  // Nobody signed in: nothing to protect and nothing to confirm.
  if (!(await getOptionalUser(request))) throw redirect("/");
  return json({});
}

export function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  return logout(request);
}

export default function ConfirmSignOut() {
  return (
    <div className="mx-auto max-w-md rounded-xl border border-gray-200 p-8 shadow-sm dark:border-gray-700">
      <h1 className="text-2xl font-bold">{m.auth_sign_out_confirm()}</h1>
      <p className="mt-2 text-sm text-gray-600 dark:text-gray-300">{m.auth_sign_out_explain()}</p>
      {/* A plain document post: signing out answers with Clear-Site-Data and a fresh page, as the link does. */}
      <form method="post" action="/api/logout" className="mt-6">
        <Button type="submit">{m.auth_sign_out_title()}</Button>
      </form>
    </div>
  );
}

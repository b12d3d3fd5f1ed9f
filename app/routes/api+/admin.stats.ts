import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getAdminStats } from "~/models/users.server";
import { apiRoute } from "~/utils/api.server";
import { requireApiAdmin } from "~/utils/auth.server";

/**
 * The dashboard's four counts, as JSON numbers, for admins only (401 / 403 otherwise): active and
 * lifetime members, upcoming events, active products, active ticket listings.
 */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  await requireApiAdmin(request);
  const { totalMembers, upcomingEvents, activeProducts, activeListings } = await getAdminStats();
  return json({ totalMembers, upcomingEvents, activeProducts, activeListings });
});

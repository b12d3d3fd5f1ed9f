import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getAdminStats } from "~/models/users.server";
import { apiRoute } from "~/utils/api.server";
import { requireApiAdmin } from "~/utils/auth.server";

/** The four dashboard counts, as JSON numbers, for admins only (401 / 403 otherwise). */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  await requireApiAdmin(request);
  return json(await getAdminStats());
});

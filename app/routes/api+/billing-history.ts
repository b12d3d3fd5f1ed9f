import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { listMemberBillingHistory } from "~/models/membership-billing.server";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";

/** GET /api/billing-history: the signed-in member's own billing rows (paid and failed), newest first; 401 anonymous. */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const user = await requireApiUser(request);
  return json(await listMemberBillingHistory(user.id));
});

export const action = apiRoute(() => methodNotAllowed());

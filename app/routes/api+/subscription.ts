import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { listMemberSubscriptions } from "~/models/membership-billing.server";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";

/** GET /api/subscription: the signed-in member's own subscriptions, newest first; 401 anonymous. */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const user = await requireApiUser(request);
  return json(await listMemberSubscriptions(user.id));
});

export const action = apiRoute(() => methodNotAllowed());

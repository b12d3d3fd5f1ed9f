import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { listTrackedOrders } from "~/models/orders.server";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { toApiOrder } from "~/models/orders-api.server";

/** GET /api/orders/user (Order Tracking): the signed-in member's own orders, newest first, with their lines; 401 anonymous. */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const user = await requireApiUser(request);
  return json((await listTrackedOrders(user.id)).map(toApiOrder));
});

export const action = apiRoute(() => methodNotAllowed());

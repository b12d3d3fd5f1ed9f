import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { changeOrderStatus, getOrderWithLines, listTrackedOrders } from "~/models/orders.server";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { parseJsonBody } from "~/utils/api-validation.server";
import { requireApiAdmin, requireApiUser } from "~/utils/auth.server";
import { orderIdParam, orderNotFound, toApiOrder } from "~/models/orders-api.server";
import { OrderStatusBody } from "~/models/orders.schema.server";
import { orderStatusWord } from "~/i18n/messages/shop";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * GET /api/orders/{id}: a member's own order (another member's is a 404: ownership is in the
 * WHERE clause); an admin reads any order. 401 anonymous.
 */
export const loader = apiRoute(async ({ request, params }: LoaderFunctionArgs) => {
  const user = await requireApiUser(request);
  const id = orderIdParam(params.id);
  const order = user.isAdmin ? await getOrderWithLines(id) : (await listTrackedOrders(user.id, { orderId: id, limit: 1 }))[0];
  return order ? json(toApiOrder(order)) : orderNotFound();
});

/**
 * PATCH /api/orders/{id} { status, carrier?, trackingNumber?, trackingUrl? } (admins; 401/403
 * otherwise): moves the order along its legal transitions and queues the customer's email. 400 an
 * unknown status, 404 an unknown order, 409 an illegal jump (delivered -> pending). Shipping
 * details are kept only when the order moves to shipped.
 */
export const action = apiRoute(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "PATCH") return methodNotAllowed();
  await requireApiAdmin(request);
  const id = orderIdParam(params.id);
  const { status, carrier, trackingNumber, trackingUrl } = await parseJsonBody(request, OrderStatusBody);
  const change = await changeOrderStatus(id, status, status === "shipped" ? { carrier, trackingNumber, trackingUrl } : {});
  if (!change.ok) {
    if (change.reason === "not-found") return orderNotFound();
    return json(
      { message: m.shop_api_order_illegal_change({ from: orderStatusWord(change.from), status: orderStatusWord(status) }) },
      { status: 409 },
    );
  }
  const order = await getOrderWithLines(id);
  return order ? json(toApiOrder(order)) : orderNotFound();
});

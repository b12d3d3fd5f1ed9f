import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminTable, BackLink, adminLinkClass } from "~/components/admin/admin-page";
import { OrderStatusBadge, orderStatusLabel, paymentLabel } from "~/components/shop/order-status";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { listOrdersForAdmin, listPickupEvents } from "~/models/admin-orders.server";
import { requireAdmin } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { formatDate } from "~/utils/dates";
import { formatPrice } from "~/utils/format";
import { titled } from "~/utils/meta";
import { readOrderFilters } from "~/models/orders.schema.server";
import { orderNumber, ORDER_TRANSITIONS } from "~/models/orders";
import * as m from "~/i18n/paraglide/messages/_index.js";

export const meta = titled(m.shop_admin_orders_title);

const PAGE_SIZE = 50;
const STATUSES = Object.keys(ORDER_TRANSITIONS);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const filters = readOrderFilters(new URL(request.url));
  const [{ orders, hasMore }, pickupEvents] = await Promise.all([
    listOrdersForAdmin({ ...filters, pageSize: PAGE_SIZE }),
    listPickupEvents(),
  ]);
  return json({ orders, hasMore, pickupEvents, filters }, { headers: { "Cache-Control": "private, no-store" } });
}

function pageLink(filters: { status: string | null; eventId: number | null }, page: number) {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.eventId) params.set("event", String(filters.eventId));
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/admin/orders${query ? `?${query}` : ""}`;
}

/** All orders, newest first, filtered by status and pickup event with a plain GET form (works without JavaScript). */
export default function AdminOrders() {
  const { orders, hasMore, pickupEvents, filters } = useLoaderData<typeof loader>();
  const { timeZone, currency } = useBranding();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/orders";
  return (
    <div className="space-y-6">
      <BackLink to="/admin" label={m.admin_dashboard_title()} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{m.shop_admin_orders_title()}</h1>
        {filters.eventId ? (
          <Link to={`/admin/orders/pick-list?event=${filters.eventId}`} className={adminLinkClass}>
            {m.shop_admin_orders_pick_list_event()}
          </Link>
        ) : (
          <Link to="/admin/orders/pick-list" className={adminLinkClass}>
            {m.shop_admin_pick_lists_title()}
          </Link>
        )}
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={m.shop_admin_orders_filter_label()}>
        <div>
          <label htmlFor="filter-status" className="block text-sm font-medium">
            {m.shop_admin_products_status()}
          </label>
          <select id="filter-status" name="status" defaultValue={filters.status ?? ""} className={inputClass}>
            <option value="">{m.shop_admin_orders_all_statuses()}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {orderStatusLabel(status)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-event" className="block text-sm font-medium">
            {m.shop_admin_orders_pickup_event()}
          </label>
          <select id="filter-event" name="event" defaultValue={filters.eventId ? String(filters.eventId) : ""} className={inputClass}>
            <option value="">{m.shop_admin_orders_all()}</option>
            {pickupEvents.map((event) => (
              <option key={event.id} value={event.id}>
                {event.title} ({formatDate(event.date, timeZone)})
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary" disabled={loading}>
          {loading ? m.shop_admin_orders_filtering() : m.shop_admin_orders_filter()}
        </Button>
      </Form>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={m.shop_admin_orders_title()}>
        <AdminTable
          caption={filters.page > 1 ? m.shop_admin_orders_caption_page({ page: filters.page }) : m.shop_admin_orders_title()}
          columns={[
            m.shop_admin_orders_col_order(),
            m.shop_admin_orders_col_date(),
            m.shop_order_customer(),
            m.shop_cart_total(),
            m.shop_order_payment(),
            m.shop_admin_products_status(),
            m.shop_order_pickup(),
          ]}
        >
          {orders.length === 0 ? (
            <tr>
              <td colSpan={8} className="py-3 text-gray-600 dark:text-gray-300">
                {m.shop_admin_orders_empty()}
              </td>
            </tr>
          ) : null}
          {orders.map((order) => (
            <tr key={order.id} className="border-b border-gray-100 align-top dark:border-gray-800" data-testid="admin-order-row">
              <td className="py-2 font-medium">#{orderNumber(order.id)}</td>
              <td className="py-2">{formatDate(order.createdAt, timeZone)}</td>
              <td className="py-2">
                {order.customerName ?? m.shop_order_no_name()}
                <div className="text-xs text-gray-600 dark:text-gray-300">{order.customerEmail}</div>
              </td>
              <td className="py-2 tabular-nums">{formatPrice(order.totalAmount, currency)}</td>
              <td className="py-2">
                {paymentLabel(order)}
                <div className="text-xs text-gray-600 dark:text-gray-300">
                  {order.paymentMethod === "stripe" ? m.shop_admin_orders_method_card() : m.shop_admin_orders_method_later()}
                </div>
              </td>
              <td className="py-2">
                <OrderStatusBadge status={order.status} />
              </td>
              <td className="py-2">
                {order.pickupEventTitle ? `${order.pickupEventTitle} (${formatDate(order.pickupEventDate!, timeZone)})` : "—"}
              </td>
              <td className="py-2 text-right">
                <Link
                  to={`/admin/orders/${order.id}`}
                  className={adminLinkClass}
                  aria-label={m.shop_admin_orders_open_label({ number: orderNumber(order.id) })}
                >
                  {m.shop_admin_orders_open()}
                </Link>
              </td>
            </tr>
          ))}
        </AdminTable>
      </div>
      <nav aria-label={m.shop_pages_label()} className="flex gap-4">
        {filters.page > 1 ? (
          <Link to={pageLink(filters, filters.page - 1)} className={adminLinkClass}>
            ← {m.shop_admin_orders_newer()}
          </Link>
        ) : null}
        {hasMore ? (
          <Link to={pageLink(filters, filters.page + 1)} className={adminLinkClass}>
            {m.shop_admin_orders_older()} →
          </Link>
        ) : null}
      </nav>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";

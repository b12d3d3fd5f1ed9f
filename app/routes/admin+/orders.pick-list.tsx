import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BackLink, adminLinkClass } from "~/components/admin/admin-page";
import { PickListTable, PickTotals } from "~/components/shop/order-pick-list";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { collectText } from "~/i18n/messages/pickup";
import { doorClock } from "~/models/check-in";
import { getPickList, listPickupEvents } from "~/models/admin-orders.server";
import { markCollected } from "~/models/pickup.server";
import { branding } from "~/utils/branding.server";
import { requireAdmin } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { formatDate } from "~/utils/dates";
import { titleFor } from "~/utils/meta";
import { orderNumber } from "~/models/orders";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast } from "~/utils/toast.server";
import { parseId } from "~/utils/validation.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const eventParam = new URL(request.url).searchParams.get("event");
  if (!eventParam) return json({ pickList: null, pickupEvents: await listPickupEvents() }, { headers: PRIVATE });
  const eventId = parseId(eventParam);
  const pickList = eventId === null ? null : await getPickList(eventId);
  if (!pickList) throw new Response(m.shop_admin_pick_event_not_found(), { status: 404 });
  const orders = pickList.orders.map((order) => ({
    ...order,
    collectedAt: order.collectedAt ? doorClock(order.collectedAt, branding.timeZone) : null,
  }));
  return json({ pickList: { ...pickList, orders }, pickupEvents: [] }, { headers: PRIVATE });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  titleFor(matches, data?.pickList ? m.shop_admin_pick_list_title({ event: data.pickList.event.title }) : m.shop_admin_pick_lists_title()),
];

/**
 * intent=collected (orderId): the order was handed over at this event, as at the merch table
 * (markCollected: delivered through processing when still pending, a pay-later order marked paid,
 * who and when recorded; the customer is emailed). An order not at this event is a 404, one
 * cancelled or already collected a 409.
 */
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const admin = await requireAdmin(request);
  const eventId = parseId(new URL(request.url).searchParams.get("event"));
  if (eventId === null) throw new Response(m.shop_admin_pick_event_not_found(), { status: 404 });
  const form = await readFormData(request);
  const orderId = form.get("orderId");
  if (form.get("intent") !== "collected" || typeof orderId !== "string" || !/^[A-Za-z0-9-]{1,64}$/.test(orderId)) {
    return json({ orderId: null, message: m.shop_admin_pick_choose_order() }, { status: 400 });
  }
  const result = await markCollected(orderId, eventId, admin.id);
  if (!result.ok) {
    const words =
      result.reason === "already-collected"
        ? collectText({ ...result, time: doorClock(result.collectedAt, branding.timeZone) })
        : collectText(result);
    return json(
      { orderId, message: m.shop_admin_pick_refused({ number: orderNumber(orderId), reason: words }) },
      { status: result.reason === "order-not-found" ? 404 : 409 },
    );
  }
  return redirectWithToast(`/admin/orders/pick-list?event=${eventId}`, {
    type: "success",
    title: m.shop_admin_pick_collected(),
    description: result.markedPaid
      ? m.shop_admin_pick_handed_over_paid({ number: orderNumber(orderId) })
      : m.shop_admin_pick_handed_over({ number: orderNumber(orderId) }),
  });
}

function EventChooser({ pickupEvents }: { pickupEvents: { id: number; title: string; date: string }[] }) {
  const { timeZone } = useBranding();
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="pick-event" className="block text-sm font-medium">
          {m.shop_admin_orders_pickup_event()}
        </label>
        <select id="pick-event" name="event" required className={inputClass}>
          {pickupEvents.map((event) => (
            <option key={event.id} value={event.id}>
              {event.title} ({formatDate(event.date, timeZone)})
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary">
        {m.shop_admin_pick_show()}
      </Button>
    </Form>
  );
}

/** A print-friendly pick list: who collects what at one event, paid or money to take, and the totals to bring. */
export default function PickListPage() {
  const { pickList, pickupEvents } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { timeZone } = useBranding();
  const collecting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "collected" ? navigation.formData.get("orderId") : null;
  if (!pickList) {
    return (
      <div className="space-y-6">
        <BackLink to="/admin/orders" label={m.shop_admin_orders_title()} />
        <h1 className="text-3xl font-bold">{m.shop_admin_pick_lists_title()}</h1>
        {pickupEvents.length === 0 ? <p>{m.shop_admin_pick_none()}</p> : <EventChooser pickupEvents={pickupEvents} />}
      </div>
    );
  }
  const { event, orders, totals } = pickList;
  const toHandOver = orders.filter((order) => !order.collectedAt && order.status !== "delivered").length;
  return (
    <div className="space-y-6">
      <div className="print:hidden">
        <BackLink to={`/admin/orders?event=${event.id}`} label={m.shop_admin_pick_back_event()} />
      </div>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{m.shop_admin_pick_list_title({ event: event.title })}</h1>
          <p className="text-gray-700 dark:text-gray-300">
            {formatDate(event.date, timeZone)} · {event.location} · {m.shop_admin_pick_to_hand_over({ count: toHandOver })}
          </p>
        </div>
        <p className="print:hidden">
          <a href={`/admin/orders/pick-list.csv?event=${event.id}`} download className={adminLinkClass}>
            {m.shop_admin_pick_csv()}
          </a>
          <span className="mx-2 text-gray-400">·</span>
          <a href={`/admin/orders/pick-list/totals.csv?event=${event.id}`} download className={adminLinkClass}>
            {m.shop_admin_pick_totals_csv()}
          </a>
          <span className="mx-2 text-gray-400">·</span>
          <Link to="/admin/orders" className={adminLinkClass}>
            {m.shop_admin_orders_all()}
          </Link>
        </p>
      </div>
      {actionData ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-4 py-2 text-sm text-red-800 print:hidden dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {actionData.message}
        </p>
      ) : null}
      {toHandOver === 0 ? <p>{m.shop_admin_pick_nothing_left()}</p> : null}
      {orders.length > 0 ? <PickListTable orders={orders} eventId={event.id} collecting={collecting} /> : null}
      {totals.length > 0 ? <PickTotals totals={totals} /> : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";

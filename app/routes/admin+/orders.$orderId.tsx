import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BackLink } from "~/components/admin/admin-page";
import { OrderLinesTable, OrderStatusActions, type OrderActionData } from "~/components/shop/order-admin";
import { OrderProgress, OrderStatusBadge, paymentLabel } from "~/components/shop/order-status";
import { Button } from "~/components/ui/button";
import { LINK_SLOT, withLinks } from "~/components/shop/with-links";
import { getOrderForAdmin, markPaidByAdmin } from "~/models/admin-orders.server";
import { changeOrderStatus } from "~/models/orders.server";
import { submitOrderToProvider } from "~/models/pod-orders.server";
import { messageFor } from "~/i18n/message-map";
import { providerSubmitMessages } from "~/i18n/messages/orders";
import { requireAdmin } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { formatDate, formatDateTime } from "~/utils/dates";
import { formatPrice } from "~/utils/format";
import { titleFor } from "~/utils/meta";
import { orderIdParam } from "~/models/orders-api.server";
import { readAdminOrderForm } from "~/models/orders.schema.server";
import { orderNumber, ORDER_TRANSITIONS, type OrderStatus } from "~/models/orders";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast } from "~/utils/toast.server";
import { oncePerKey } from "~/models/request-keys.server";
import { OnceKey } from "~/components/ui/once-key";
import { orderStatusWord } from "~/i18n/messages/shop";
import * as m from "~/i18n/paraglide/messages/_index.js";

const notFound = () => new Response(m.shop_api_order_not_found(), { status: 404 });

async function orderFromParams(params: { orderId?: string }) {
  let id: string;
  try {
    id = orderIdParam(params.orderId);
  } catch {
    throw notFound();
  }
  const order = await getOrderForAdmin(id);
  if (!order) throw notFound();
  return order;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const order = await orderFromParams(params);
  const status = (order.status ?? "pending") as OrderStatus;
  return json(
    { order, next: ORDER_TRANSITIONS[status] ?? [], canRetry: canSubmitToProvider(order) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  titleFor(matches, data ? m.shop_order_number({ number: orderNumber(data.order.id) }) : m.shop_admin_order_not_found_title()),
];

/** A paid, live order with print-on-demand lines that Printify does not have yet. */
function canSubmitToProvider(order: {
  paidAt: Date | null;
  providerOrderId: string | null;
  status: string;
  lines: { fulfillmentType: string }[];
}) {
  return (
    order.paidAt !== null &&
    order.providerOrderId === null &&
    order.status !== "cancelled" &&
    order.lines.some((line) => line.fulfillmentType === "print-on-demand")
  );
}

function refuse(data: OrderActionData, status: 400 | 409) {
  return json(data, { status });
}

/** Mark paid answers once per press, however often the post arrives (its form carries the one-time key). */
export const action = (args: Parameters<typeof act>[0]) => oncePerKey(act)(args);

/**
 * intent=status (status, and for shipped optional carrier, tracking number and link) moves the
 * order along its legal transitions and emails the customer (changeOrderStatus); an illegal jump is
 * a 409 with the message on the page. intent=mark-paid records a pay-later order's payment.
 */
async function act({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  await requireAdmin(request);
  const order = await orderFromParams(params);
  const back = `/admin/orders/${order.id}`;
  const form = Object.fromEntries(await readFormData(request));
  const values = {
    carrier: typeof form.carrier === "string" ? form.carrier.slice(0, 200) : "",
    trackingNumber: typeof form.trackingNumber === "string" ? form.trackingNumber.slice(0, 200) : "",
    trackingUrl: typeof form.trackingUrl === "string" ? form.trackingUrl.slice(0, 2100) : "",
  };
  const parsed = readAdminOrderForm(form);
  if (!parsed.ok) {
    const { errors } = parsed;
    const message = errors.intent || errors.status ? m.shop_admin_order_choose_action() : m.shop_admin_order_check_shipping();
    return refuse({ message, errors, values }, 400);
  }
  const submitted = parsed.data;
  switch (submitted.intent) {
    case "retry-provider":
      return retryProvider(order, back, values);
    case "mark-paid":
      return markPaid(order, back, values);
    case "status":
      return changeStatus(order, back, values, submitted);
  }
}

type AdminOrder = Awaited<ReturnType<typeof orderFromParams>>;
type TypedShipping = OrderActionData["values"];

async function retryProvider(order: AdminOrder, back: string, values: TypedShipping) {
  const submitted = await submitOrderToProvider(order.id);
  if (submitted.ok) {
    return redirectWithToast(back, {
      type: "success",
      title: m.shop_admin_order_sent_title(),
      description: m.shop_admin_order_sent({ number: orderNumber(order.id), providerOrderId: submitted.providerOrderId }),
    });
  }
  const message = messageFor(providerSubmitMessages, submitted);
  if (submitted.reason === "provider-error" || submitted.reason === "not-connected" || submitted.reason === "no-address") {
    // Kept on the order (provider_error) for the page to show; the admin can try again.
    return redirectWithToast(back, { type: "error", title: m.shop_admin_order_send_failed_title(), description: message });
  }
  return refuse({ message, errors: {}, values }, 409);
}

async function markPaid(order: AdminOrder, back: string, values: TypedShipping) {
  if (!(await markPaidByAdmin(order.id))) {
    return refuse({ message: m.shop_admin_order_cannot_mark_paid(), errors: {}, values }, 409);
  }
  // Paid now: its print-on-demand items go to Printify (a refusal is kept on the order for a retry).
  const submitted = canSubmitToProvider({ ...order, paidAt: new Date() }) ? await submitOrderToProvider(order.id) : null;
  const number = orderNumber(order.id);
  const failed = submitted !== null && !submitted.ok;
  return redirectWithToast(back, {
    type: failed ? "info" : "success",
    title: m.shop_admin_order_paid_title(),
    description: submitted?.ok
      ? m.shop_admin_order_paid_sent({ number, providerOrderId: submitted.providerOrderId })
      : failed
        ? m.shop_admin_order_paid_send_failed({ number })
        : m.shop_admin_order_paid({ number }),
  });
}

async function changeStatus(
  order: AdminOrder,
  back: string,
  values: TypedShipping,
  {
    status,
    carrier,
    trackingNumber,
    trackingUrl,
  }: Extract<Extract<ReturnType<typeof readAdminOrderForm>, { ok: true }>["data"], { intent: "status" }>,
) {
  const number = orderNumber(order.id);
  const change = await changeOrderStatus(order.id, status, status === "shipped" ? { carrier, trackingNumber, trackingUrl } : {});
  if (!change.ok) {
    if (change.reason === "not-found") throw notFound();
    return refuse(
      {
        message: m.shop_admin_order_illegal_change({ number, from: orderStatusWord(change.from), status: orderStatusWord(status) }),
        errors: {},
        values,
      },
      409,
    );
  }
  return redirectWithToast(back, {
    type: "success",
    title: m.shop_admin_order_updated_title(),
    description: m.shop_admin_order_updated({ number, status }),
  });
}

function Address({ address }: { address: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["order"]["shippingAddress"]> }) {
  return (
    <address className="not-italic">
      {address.firstName} {address.lastName}
      <br />
      {address.address1}
      {address.address2 ? (
        <>
          <br />
          {address.address2}
        </>
      ) : null}
      <br />
      {address.zip} {address.city}
      {address.region ? `, ${address.region}` : ""}
      <br />
      {address.country}
      {address.phone ? (
        <>
          <br />
          {address.phone}
        </>
      ) : null}
    </address>
  );
}

/** One order for the volunteers: what to make or hand over, where it goes, payment, the provider, and the next steps. */
export default function AdminOrderPage() {
  const { order, next, canRetry } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() ?? null;
  const navigation = useNavigation();
  const { timeZone, currency } = useBranding();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const canMarkPaid = order.paymentMethod === "pay-later" && !order.paidAt && order.status !== "cancelled";
  return (
    <div className="space-y-6">
      <BackLink to="/admin/orders" label={m.shop_admin_orders_title()} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">{m.shop_order_number({ number: orderNumber(order.id) })}</h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <OrderProgress status={order.status} />

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="customer" className="space-y-1 text-sm">
          <h2 id="customer" className="text-lg font-semibold">
            {m.shop_order_customer()}
          </h2>
          <p>{order.customerName ?? m.shop_order_no_name()}</p>
          <p>{order.customerEmail}</p>
          <p className="text-gray-600 dark:text-gray-300">
            {order.userId ? m.shop_admin_order_member_account() : m.shop_admin_order_guest()}
          </p>
          <p className="text-gray-600 dark:text-gray-300">
            {m.shop_admin_order_placed({ when: formatDateTime(order.createdAt, timeZone) })}
          </p>
          {order.includesMembership ? <p>{m.shop_order_includes_membership()}</p> : null}
        </section>
        <section aria-labelledby="delivery" className="space-y-1 text-sm">
          <h2 id="delivery" className="text-lg font-semibold">
            {m.shop_admin_order_delivery()}
          </h2>
          {order.pickupEventTitle ? (
            <p>{m.shop_admin_order_pickup_at({ event: order.pickupEventTitle, date: formatDate(order.pickupEventDate!, timeZone) })}</p>
          ) : null}
          {order.shippingAddress ? <Address address={order.shippingAddress} /> : null}
          {!order.pickupEventTitle && !order.shippingAddress ? <p>{m.shop_admin_order_no_delivery()}</p> : null}
          {order.carrier || order.trackingNumber ? (
            <p>
              {m.shop_admin_order_shipment({ carrier: order.carrier ?? "", trackingNumber: order.trackingNumber ?? "" })}
              {order.trackingUrl ? (
                <>
                  {" "}
                  <a
                    href={order.trackingUrl}
                    className="font-semibold text-brand-600 underline dark:text-brand-100"
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    {m.shop_order_tracking_link()}
                  </a>
                </>
              ) : null}
            </p>
          ) : null}
        </section>
        <section aria-labelledby="payment" className="space-y-1 text-sm">
          <h2 id="payment" className="text-lg font-semibold">
            {m.shop_order_payment()}
          </h2>
          <p>
            {paymentLabel(order)} ·{" "}
            {order.paymentMethod === "stripe" ? m.shop_admin_order_method_card() : m.shop_admin_order_method_later()}
          </p>
          <p>
            {withLinks(m.shop_admin_order_total({ amount: LINK_SLOT("amount") }), {
              amount: <span className="font-semibold">{formatPrice(order.totalAmount, currency)}</span>,
            })}
          </p>
          {order.paidAt ? (
            <p className="text-gray-600 dark:text-gray-300">
              {m.shop_admin_order_paid_at({ when: formatDateTime(order.paidAt, timeZone) })}
            </p>
          ) : null}
          {canMarkPaid ? (
            <Form method="post">
              <OnceKey />
              <Button type="submit" name="intent" value="mark-paid" variant="secondary" disabled={busyIntent === "mark-paid"}>
                {busyIntent === "mark-paid" ? m.shop_saving() : m.shop_admin_order_mark_paid()}
              </Button>
            </Form>
          ) : null}
        </section>
        <section aria-labelledby="provider" className="space-y-1 text-sm">
          <h2 id="provider" className="text-lg font-semibold">
            {m.shop_admin_order_provider()}
          </h2>
          {order.providerOrderId ? (
            <p>
              {withLinks(
                order.providerSubmittedAt
                  ? m.shop_admin_order_provider_order_submitted({
                      id: LINK_SLOT("id"),
                      when: formatDateTime(order.providerSubmittedAt, timeZone),
                    })
                  : m.shop_admin_order_provider_order({ id: LINK_SLOT("id") }),
                { id: <span className="font-mono">{order.providerOrderId}</span> },
              )}
            </p>
          ) : (
            <p>{m.shop_admin_order_not_submitted()}</p>
          )}
          {order.providerError ? (
            <p className="text-red-700 dark:text-red-300" data-testid="provider-error">
              {m.shop_admin_order_last_error({ error: order.providerError })}
            </p>
          ) : null}
          {canRetry ? (
            <Form method="post">
              <Button type="submit" name="intent" value="retry-provider" variant="secondary" disabled={busyIntent === "retry-provider"}>
                {busyIntent === "retry-provider" ? m.shop_admin_order_sending() : m.shop_admin_order_retry()}
              </Button>
            </Form>
          ) : null}
        </section>
      </div>

      <OrderLinesTable lines={order.lines} total={order.totalAmount} />

      <OrderStatusActions
        next={next}
        actionData={actionData}
        busyIntent={busyIntent ?? null}
        busyStatus={navigation.formData?.get("status") ?? null}
      />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";

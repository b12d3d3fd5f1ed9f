import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { OrderStatusBadge, orderStatusLabel } from "~/components/shop/order-status";
import { LINK_SLOT, withLinks } from "~/components/shop/with-links";
import { Button, ButtonLink } from "~/components/ui/button";
import { isStripeError, resumableCheckoutUrl } from "~/models/integrations.server";
import { checkoutOrderIds, getPlacedOrder } from "~/models/checkout.server";
import { getOptionalUser, loginPath } from "~/utils/auth.server";
import { stripeConfig } from "~/utils/env.server";
import { useBranding } from "~/utils/branding";
import { formatDateTime } from "~/utils/dates";
import { formatPrice, lineTotal } from "~/utils/format";
import { titled } from "~/utils/meta";
import { orderNumber } from "~/models/orders";
import * as m from "~/i18n/paraglide/messages/_index.js";

export const meta: MetaFunction = (args) => titled(m.shop_complete_title())(args);

const NOT_FOUND = () => m.shop_order_not_found();
export const NOTHING_TO_PAY = () => m.shop_complete_nothing_to_pay();
export const PAYMENT_ALREADY_MADE = () => m.shop_complete_payment_already_made();
export const PAYMENT_LINK_EXPIRED = () => m.shop_complete_payment_link_expired();
export const PAYMENT_NOT_RESUMED = () => m.shop_complete_payment_not_resumed();

/** The order named in ?order=, if this visitor may see it (member's own, or placed by this browser). */
async function viewedOrder(request: Request) {
  const orderId = new URL(request.url).searchParams.get("order") ?? "";
  const headers = { "Cache-Control": "private, no-store" };
  if (!/^[A-Za-z0-9-]{1,64}$/.test(orderId)) throw json({ message: NOT_FOUND() }, { status: 404, headers });
  const user = await getOptionalUser(request);
  const order = await getPlacedOrder(orderId, { userId: user?.id ?? null, cookieOrderIds: await checkoutOrderIds(request) });
  if (!order) throw json({ message: NOT_FOUND() }, { status: 404, headers });
  return { order, user, headers };
}

/**
 * The thank-you page after placing an order, and Stripe's success_url. It only shows the order:
 * arriving here never marks it paid (Stripe's signed webhook does). A member sees their own orders,
 * a guest only the orders this browser placed (their ids are in the signed checkout cookie).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { order, user, headers } = await viewedOrder(request);
  const { stripeCheckoutSessionId: _session, ...shown } = order;
  return json(
    {
      order: {
        ...shown,
        number: orderNumber(order.id),
        paid: order.paidAt !== null,
        pickupEventDate: order.pickupEventDate?.toISOString() ?? null,
      },
      signedIn: user !== null,
      signInHref: loginPath("/order-tracking"),
    },
    { headers },
  );
}

/**
 * 'Continue to payment': a customer who left Stripe's page (its cancel link, a double click, the
 * back button) goes back to the same open session. Ownership as for the page; Stripe says whether
 * the session is still open.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { order, headers } = await viewedOrder(request);
  if (order.paidAt || order.paymentMethod !== "stripe" || order.status === "cancelled" || !order.stripeCheckoutSessionId || !stripeConfig) {
    return json({ message: NOTHING_TO_PAY() }, { status: 409, headers });
  }
  try {
    const resumed = await resumableCheckoutUrl(stripeConfig, order.stripeCheckoutSessionId);
    if ("url" in resumed) return redirect(resumed.url, { status: 303, headers });
    return json({ message: resumed.status === "complete" ? PAYMENT_ALREADY_MADE() : PAYMENT_LINK_EXPIRED() }, { status: 409, headers });
  } catch (error) {
    console.error(
      `Stripe session of order ${order.id} could not be read:`,
      isStripeError(error) ? `${error.type} ${error.message}` : error,
    );
    return json({ message: PAYMENT_NOT_RESUMED() }, { status: 502, headers });
  }
}

export default function CheckoutComplete() {
  const { order, signedIn, signInHref } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { timeZone, currency } = useBranding();
  const awaitingCard = !order.paid && order.paymentMethod === "stripe" && order.status !== "cancelled";
  const payment = order.paid ? m.shop_complete_paid() : awaitingCard ? m.shop_complete_awaiting_card() : m.shop_complete_pay_later();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold">{awaitingCard ? m.shop_complete_waiting_heading() : m.shop_complete_thanks_heading()}</h1>
      {awaitingCard ? (
        <Form method="post" className="space-y-2">
          <Button type="submit" disabled={navigation.state !== "idle"}>
            {navigation.state !== "idle" ? m.shop_complete_opening_stripe() : m.shop_checkout_continue_to_payment()}
          </Button>
          {actionData?.message ? (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
              {actionData.message}
            </p>
          ) : null}
        </Form>
      ) : null}
      <section
        aria-labelledby="placed-order"
        className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-800"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="placed-order" className="text-xl font-semibold" data-testid="order-number">
            {m.shop_order_number({ number: order.number })}
          </h2>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="text-sm" data-testid="order-status">
          {m.shop_complete_status({ status: orderStatusLabel(order.status).toLowerCase() })}
        </p>
        <p className="text-sm" data-testid="order-payment">
          {payment}
        </p>
        <ul className="divide-y divide-gray-200 text-sm dark:divide-gray-700">
          {order.lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-4 py-2">
              <span>
                {line.quantity} × {line.name}
                {line.size ? ` ${m.shop_complete_line_size({ size: line.size })}` : ""}
              </span>
              <span className="tabular-nums">{formatPrice(lineTotal(line.unitPrice, line.quantity), currency)}</span>
            </li>
          ))}
        </ul>
        <p className="flex justify-between border-t-2 border-gray-200 pt-2 font-semibold dark:border-gray-700">
          <span>{m.shop_cart_total()}</span>
          <span className="tabular-nums">{formatPrice(order.totalAmount, currency)}</span>
        </p>
        {order.pickupEventTitle && order.pickupEventDate ? (
          <p className="text-sm">
            {withLinks(
              m.shop_complete_pickup({
                event: LINK_SLOT("event"),
                when: formatDateTime(order.pickupEventDate, timeZone),
                location: order.pickupEventLocation ? ` · ${order.pickupEventLocation}` : "",
              }),
              { event: <strong>{order.pickupEventTitle}</strong> },
            )}
          </p>
        ) : null}
        {order.shippingAddress ? (
          <p className="text-sm">
            {m.shop_complete_shipping_to({
              address: [
                `${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`,
                order.shippingAddress.address1,
                `${order.shippingAddress.city} ${order.shippingAddress.zip}`,
                order.shippingAddress.country,
              ].join(", "),
            })}
          </p>
        ) : null}
        <p className="text-sm text-gray-600 dark:text-gray-300">{m.shop_complete_confirmation({ email: order.customerEmail ?? "" })}</p>
      </section>
      {signedIn ? (
        <ButtonLink to="/order-tracking">{m.shop_complete_follow()}</ButtonLink>
      ) : (
        <p className="text-sm">
          {withLinks(
            m.shop_complete_follow_guest({
              signIn: LINK_SLOT("signIn"),
              email: order.customerEmail ?? "",
              tracking: LINK_SLOT("tracking"),
            }),
            {
              signIn: (
                <a href={signInHref} className="font-semibold text-brand-600 underline dark:text-brand-100">
                  {m.shop_complete_sign_in()}
                </a>
              ),
              tracking: (
                <Link to="/order-tracking" className="font-semibold text-brand-600 underline dark:text-brand-100">
                  {m.shop_complete_order_tracking()}
                </Link>
              ),
            },
          )}
        </p>
      )}
      <p>
        <Link to="/shop" className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-100">
          ← {m.shop_back_to_shop()}
        </Link>
      </p>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";

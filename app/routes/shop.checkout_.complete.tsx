import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { OrderStatusBadge } from "~/components/order-status";
import { ButtonLink } from "~/components/ui/button";
import { checkoutOrderIds, getPlacedOrder } from "~/models/checkout.server";
import { getOptionalUser, loginPath } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { formatDateTime } from "~/utils/dates";
import { formatPrice } from "~/utils/format";
import { titled } from "~/utils/meta";
import { orderNumber } from "~/utils/orders";

export const meta = titled("Order placed");

const NOT_FOUND = "Order not found.";

/**
 * The thank-you page after placing an order, and Stripe's success_url. It only shows the order:
 * arriving here never marks it paid (Stripe's signed webhook does). A member sees their own orders,
 * a guest only the orders this browser placed (their ids are in the signed checkout cookie).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const orderId = new URL(request.url).searchParams.get("order") ?? "";
  const headers = { "Cache-Control": "private, no-store" };
  if (!/^[A-Za-z0-9-]{1,64}$/.test(orderId)) throw json({ message: NOT_FOUND }, { status: 404, headers });
  const user = await getOptionalUser(request);
  const order = await getPlacedOrder(orderId, { userId: user?.id ?? null, cookieOrderIds: await checkoutOrderIds(request) });
  if (!order) throw json({ message: NOT_FOUND }, { status: 404, headers });
  const { stripeCheckoutSessionId: _session, ...shown } = order;
  return json(
    {
      order: { ...shown, number: orderNumber(order.id), paid: order.paidAt !== null, pickupEventDate: order.pickupEventDate?.toISOString() ?? null },
      signedIn: user !== null,
      signInHref: loginPath("/order-tracking"),
    },
    { headers },
  );
}

export default function CheckoutComplete() {
  const { order, signedIn, signInHref } = useLoaderData<typeof loader>();
  const { timeZone } = useBranding();
  const payment = order.paid
    ? "Paid by card. Thank you!"
    : order.paymentMethod === "stripe"
      ? "We are waiting for Stripe to confirm your payment. Your confirmation email follows as soon as it does."
      : "Pay at pickup / on invoice: nothing to pay now.";
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold">Thank you for your order!</h1>
      <section aria-labelledby="placed-order" className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-800">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="placed-order" className="text-xl font-semibold" data-testid="order-number">
            Order #{order.number}
          </h2>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="text-sm" data-testid="order-status">
          Status: {order.status}
        </p>
        <p className="text-sm" data-testid="order-payment">
          {payment}
        </p>
        <ul className="divide-y divide-gray-200 text-sm dark:divide-gray-700">
          {order.lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-4 py-2">
              <span>
                {line.quantity} × {line.name}
                {line.size ? ` (Size ${line.size})` : ""}
              </span>
              <span className="tabular-nums">{formatPrice((Math.round(Number(line.unitPrice) * 100) * line.quantity) / 100)}</span>
            </li>
          ))}
        </ul>
        <p className="flex justify-between border-t-2 border-gray-200 pt-2 font-semibold dark:border-gray-700">
          <span>Total</span>
          <span className="tabular-nums">{formatPrice(order.totalAmount)}</span>
        </p>
        {order.pickupEventTitle && order.pickupEventDate ? (
          <p className="text-sm">
            Pick up at <strong>{order.pickupEventTitle}</strong>, {formatDateTime(order.pickupEventDate, timeZone)}
            {order.pickupEventLocation ? ` · ${order.pickupEventLocation}` : ""}.
          </p>
        ) : null}
        {order.shippingAddress ? (
          <p className="text-sm">
            Shipping to {order.shippingAddress.firstName} {order.shippingAddress.lastName}, {order.shippingAddress.address1},{" "}
            {order.shippingAddress.city} {order.shippingAddress.zip}, {order.shippingAddress.country}.
          </p>
        ) : null}
        <p className="text-sm text-gray-600 dark:text-gray-300">A confirmation is on its way to {order.customerEmail}.</p>
      </section>
      {signedIn ? (
        <ButtonLink to="/order-tracking">Follow your order</ButtonLink>
      ) : (
        <p className="text-sm">
          To follow this order, <a href={signInHref} className="font-semibold text-brand-600 underline dark:text-brand-100">sign in</a> with{" "}
          {order.customerEmail}: your order shows in{" "}
          <Link to="/order-tracking" className="font-semibold text-brand-600 underline dark:text-brand-100">
            Order Tracking
          </Link>
          .
        </p>
      )}
      <p>
        <Link to="/shop" className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-100">
          ← Back to the shop
        </Link>
      </p>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

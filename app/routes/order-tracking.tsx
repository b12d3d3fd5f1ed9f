import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LoggedOutNotice } from "~/components/delayed-redirect";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { listOrdersForUser } from "~/models/orders.server";
import { getOptionalUser, loginPath } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { formatDate } from "~/utils/dates";
import { filledOrderSteps, ORDER_STEPS } from "~/utils/orders";
import { capitalize, formatPrice } from "~/utils/format";
import { titled } from "~/utils/meta";
import { redirectDocumentWithNotice } from "~/utils/toast.server";
import { LOGGED_OUT } from "~/utils/messages";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  if (!user) {
    await redirectDocumentWithNotice(request, loginPath("/order-tracking"), LOGGED_OUT);
    return json({ loginTo: loginPath("/order-tracking"), orders: null });
  }
  return json({ loginTo: null, orders: await listOrdersForUser(user.id) });
}

export const meta = titled("Order Tracking");

const STATUS_TONE: Record<string, BadgeTone> = {
  pending: "yellow",
  processing: "blue",
  shipped: "purple",
  delivered: "green",
  cancelled: "red",
};

export default function OrderTracking() {
  const { loginTo, orders } = useLoaderData<typeof loader>();
  const { timeZone } = useBranding();
  if (loginTo || !orders) {
    return <LoggedOutNotice loginTo={loginTo} />;
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold">Order Tracking</h1>
      {orders.length === 0 ? (
        <div className="rounded-lg border border-dashed border-gray-300 p-10 text-center dark:border-gray-600">
          <p className="font-semibold">No orders found</p>
          <ButtonLink to="/shop" className="mt-4">
            Browse Shop
          </ButtonLink>
        </div>
      ) : (
        <ul className="space-y-4">
          {orders.map((order) => {
            const status = order.status ?? "pending";
            const filled = filledOrderSteps(status);
            return (
              <li key={order.id} className="rounded-lg border border-gray-200 p-5 dark:border-gray-700">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="font-semibold">Order #{order.id.slice(-6).toUpperCase()}</h2>
                  <Badge tone={STATUS_TONE[status] ?? "gray"}>{capitalize(status)}</Badge>
                </div>
                <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">
                  Placed {formatDate(order.createdAt, timeZone)} · Quantity {order.quantity} · Total{" "}
                  {formatPrice(order.totalAmount)}
                </p>
                {order.includesMembership ? <p className="text-sm text-green-700 dark:text-green-300">Includes membership</p> : null}
                <p className="text-sm text-gray-600 dark:text-gray-300">
                  {order.customerName} {order.customerEmail ? `· ${order.customerEmail}` : ""}
                </p>
                {status !== "cancelled" ? (
                  <ol className="mt-4 grid grid-cols-4 gap-2 text-center text-xs" aria-label="Order progress">
                    {ORDER_STEPS.map((step, index) => (
                      <li
                        key={step}
                        aria-current={index + 1 === filled ? "step" : undefined}
                        className={`rounded border-t-4 pt-2 ${index < filled ? "border-brand-600 font-semibold" : "border-gray-200 text-gray-600 dark:border-gray-700 dark:text-gray-300"}`}
                      >
                        {step}
                      </li>
                    ))}
                  </ol>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

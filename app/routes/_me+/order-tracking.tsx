import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LoggedOutNotice } from "~/components/site/delayed-redirect";
import { OrderCard } from "~/components/shop/order-card";
import { ButtonLink } from "~/components/ui/button";
import { listTrackedOrders } from "~/models/orders.server";
import { getOptionalUser, loginPath } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { titled } from "~/utils/meta";
import { redirectDocumentWithNotice } from "~/utils/toast.server";
import { LOGGED_OUT } from "~/utils/messages";
import * as m from "~/i18n/paraglide/messages/_index.js";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  if (!user) {
    await redirectDocumentWithNotice(request, loginPath("/order-tracking"), LOGGED_OUT());
    return json({ loginTo: loginPath("/order-tracking"), orders: null });
  }
  // One query for the orders, one for all their lines; private to this member.
  return json({ loginTo: null, orders: await listTrackedOrders(user.id) }, { headers: { "Cache-Control": "private, no-store" } });
}

export const meta: MetaFunction = (args) => titled(m.profile_orders_title())(args);

export default function OrderTracking() {
  const { loginTo, orders } = useLoaderData<typeof loader>();
  const { timeZone, currency } = useBranding();
  if (loginTo || !orders) {
    return <LoggedOutNotice loginTo={loginTo} />;
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold">{m.profile_orders_title()}</h1>
      {orders.length === 0 ? (
        <div className="rounded-lg border border-dashed border-gray-300 p-10 text-center dark:border-gray-600">
          <p className="font-semibold">{m.profile_orders_none()}</p>
          <ButtonLink to="/shop" className="mt-4">
            {m.profile_orders_browse()}
          </ButtonLink>
        </div>
      ) : (
        <ul className="space-y-4">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} timeZone={timeZone} currency={currency} />
          ))}
        </ul>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";

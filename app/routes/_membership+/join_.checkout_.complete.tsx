import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/button";
import { getMembershipOrder } from "~/models/membership-orders.server";
import { requireUser } from "~/utils/auth.server";
import { branding } from "~/utils/branding.server";
import { formatPrice } from "~/utils/format";
import { titled } from "~/utils/meta";
import { membershipTier } from "~/models/membership-plans";
import { orderNumber } from "~/models/orders";
import { useBranding } from "~/utils/branding";
import { membershipStatusLabel } from "~/models/membership";
import * as m from "~/i18n/paraglide/messages/_index.js";

export const meta = titled(m.membership_ordered_title);

/**
 * After Confirm membership, and Stripe's success_url. Shows the member's own membership order
 * (user id in the WHERE clause): waiting for payment with how to pay it, being confirmed by Stripe,
 * or paid. Coming here never marks anything paid.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const headers = { "Cache-Control": "private, no-store" };
  const orderId = new URL(request.url).searchParams.get("order") ?? "";
  const order = /^[A-Za-z0-9-]{1,64}$/.test(orderId) ? await getMembershipOrder(orderId, user.id) : null;
  if (!order) throw json({ message: m.membership_complete_not_found() }, { status: 404, headers });
  const tier = membershipTier(order.membershipTier);
  return json(
    {
      order: {
        number: orderNumber(order.id),
        tierName: tier?.name ?? m.membership_complete_fallback_tier(),
        total: order.totalAmount,
        paid: order.paidAt !== null,
        status: order.status,
        byCard: order.paymentMethod === "stripe",
      },
      contact: { email: branding.contactEmail, city: branding.contactCity, groupName: branding.groupName },
    },
    { headers },
  );
}

export default function MembershipOrderedPage() {
  const { currency } = useBranding();
  const { order, contact } = useLoaderData<typeof loader>();
  const reference = m.membership_complete_reference({ number: order.number });
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      {order.paid ? (
        <>
          <h1 className="text-3xl font-bold">{m.membership_complete_welcome()}</h1>
          <p>{m.membership_complete_paid({ tier: order.tierName, group: contact.groupName })}</p>
        </>
      ) : order.status === "cancelled" ? (
        <>
          <h1 className="text-3xl font-bold">{m.membership_complete_cancelled_title()}</h1>
          <p>
            {m.membership_complete_cancelled_before({ reference })}{" "}
            <Link to="/join" className="font-semibold text-brand-600 underline dark:text-brand-100">
              {m.membership_complete_cancelled_link()}
            </Link>{" "}
            {m.membership_complete_cancelled_after()}
          </p>
        </>
      ) : order.byCard ? (
        <>
          <h1 className="text-3xl font-bold">{m.membership_complete_confirming_title()}</h1>
          <p>{m.membership_complete_confirming({ tier: order.tierName, price: formatPrice(order.total, currency) })}</p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold">{m.membership_complete_waiting_title()}</h1>
          <p>
            {m.membership_complete_waiting({
              tier: order.tierName,
              price: formatPrice(order.total, currency),
              status: membershipStatusLabel("pending"),
            })}
          </p>
          <section
            aria-labelledby="how-to-pay"
            className="rounded-xl border border-gray-200 bg-white p-6 dark:border-gray-700 dark:bg-gray-800"
          >
            <h2 id="how-to-pay" className="text-lg font-semibold">
              {m.membership_complete_how_to_pay()}
            </h2>
            <ul className="mt-2 list-inside list-disc space-y-1">
              <li>{m.membership_complete_pay_cash({ city: contact.city })}</li>
              <li>
                {m.membership_complete_pay_transfer_before()}{" "}
                <a href={`mailto:${contact.email}`} className="font-semibold text-brand-600 underline dark:text-brand-100">
                  {contact.email}
                </a>{" "}
                {m.membership_complete_pay_transfer_after()}
              </li>
            </ul>
            <p className="mt-3">
              {m.membership_complete_quote_before()} <strong data-testid="membership-order-reference">{reference}</strong>{" "}
              {m.membership_complete_quote_after()}
            </p>
          </section>
        </>
      )}
      <p className="text-sm text-gray-600 dark:text-gray-300">
        {m.membership_complete_summary({ reference, amount: formatPrice(order.total, currency) })}
      </p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/profile">{m.membership_go_to_profile()}</ButtonLink>
        <ButtonLink to="/order-tracking" variant="secondary">
          {m.shop_complete_order_tracking()}
        </ButtonLink>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";

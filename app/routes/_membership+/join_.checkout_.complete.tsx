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

export const meta = titled("Membership ordered");

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
  if (!order) throw json({ message: "Membership order not found." }, { status: 404, headers });
  const tier = membershipTier(order.membershipTier);
  return json(
    {
      order: {
        number: orderNumber(order.id),
        tierName: tier?.name ?? "Membership",
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
  const reference = `Order #${order.number}`;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      {order.paid ? (
        <>
          <h1 className="text-3xl font-bold">Welcome aboard!</h1>
          <p>
            Your {order.tierName} membership is paid and active. Thank you for supporting {contact.groupName}.
          </p>
        </>
      ) : order.status === "cancelled" ? (
        <>
          <h1 className="text-3xl font-bold">Membership order cancelled</h1>
          <p>
            {reference} was cancelled. You can{" "}
            <Link to="/join" className="font-semibold text-brand-600 underline dark:text-brand-100">
              choose a membership
            </Link>{" "}
            again.
          </p>
        </>
      ) : order.byCard ? (
        <>
          <h1 className="text-3xl font-bold">Thank you! Your payment is being confirmed</h1>
          <p>
            Stripe is confirming your payment for the {order.tierName} membership ({formatPrice(order.total, currency)} per year). Your
            membership becomes active as soon as it does; we email you then.
          </p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold">Your membership is waiting for payment</h1>
          <p>
            Your {order.tierName} membership ({formatPrice(order.total, currency)} per year) is ordered. It becomes active for one year once
            we have your payment; your status shows Pending Approval until then.
          </p>
          <section
            aria-labelledby="how-to-pay"
            className="rounded-xl border border-gray-200 bg-white p-6 dark:border-gray-700 dark:bg-gray-800"
          >
            <h2 id="how-to-pay" className="text-lg font-semibold">
              How to pay
            </h2>
            <ul className="mt-2 list-inside list-disc space-y-1">
              <li>In cash at our stand on match days and at group events in {contact.city}.</li>
              <li>
                By bank transfer: email{" "}
                <a href={`mailto:${contact.email}`} className="font-semibold text-brand-600 underline dark:text-brand-100">
                  {contact.email}
                </a>{" "}
                for our bank details.
              </li>
            </ul>
            <p className="mt-3">
              Please quote your reference <strong data-testid="membership-order-reference">{reference}</strong> with your payment.
            </p>
          </section>
        </>
      )}
      <p className="text-sm text-gray-600 dark:text-gray-300">
        Reference: {reference} · Amount: {formatPrice(order.total, currency)}
      </p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/profile">Go to your profile</ButtonLink>
        <ButtonLink to="/order-tracking" variant="secondary">
          Order Tracking
        </ButtonLink>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";

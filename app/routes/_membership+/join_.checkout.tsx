import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { createMembershipCheckoutSession, isStripeError, settlePreviousMembershipSession } from "~/models/integrations.server";
import {
  attachMembershipCheckoutSession,
  cartMembershipTier,
  discardUnstartedMembershipOrder,
  placeMembershipOrder,
  renewsByCard,
} from "~/models/membership-orders.server";
import { memberCartId } from "~/models/cart.server";
import { requireUser } from "~/utils/auth.server";
import { appOrigin, shopCurrency, stripeConfig } from "~/utils/env.server";
import { centsToDecimal, formatPrice } from "~/utils/format";
import { titled } from "~/utils/meta";
import { isLifetime, membershipStatusLabel } from "~/models/membership";
import {
  ALREADY_RENEWS_BY_CARD,
  isMembershipTierId,
  LIFETIME_NOTHING_TO_BUY,
  membershipTier,
  type MembershipTier,
} from "~/models/membership-plans";
import { messageFor } from "~/i18n/message-map";
import { membershipOrderMessages } from "~/i18n/messages/membership";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast } from "~/utils/toast.server";
import { useBranding } from "~/utils/branding";
import { oncePerKey } from "~/models/request-keys.server";
import { OnceKey } from "~/components/ui/once-key";
import * as m from "~/i18n/paraglide/messages/_index.js";

export const meta = titled(m.membership_checkout_title);

const PRIVATE = { "Cache-Control": "private, no-store" };
export const UNKNOWN_TIER = (): string => m.membership_checkout_unknown_tier();
export const MEMBERSHIP_PAYMENT_NOT_STARTED = (): string => m.membership_checkout_payment_not_started();

/** The tier asked for: ?tier= (or the form's tier), else the membership line of the member's cart. */
async function chosenTier(requested: string | null, userId: string): Promise<MembershipTier | null> {
  if (requested !== null && requested !== "") {
    if (!isMembershipTierId(requested)) throw json({ message: UNKNOWN_TIER() }, { status: 400, headers: PRIVATE });
    return membershipTier(requested);
  }
  return membershipTier(await cartMembershipTier(memberCartId(userId)));
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const tier = await chosenTier(new URL(request.url).searchParams.get("tier"), user.id);
  // Nothing chosen yet (an empty cart, an old bookmark): the tiers are on /join.
  if (!tier) throw redirect("/join", 303);
  const lifetime = isLifetime(user);
  // Already renewing by card: nothing to buy here (409, the page says where the card is managed).
  const renewing = !lifetime && (await renewsByCard(user.id));
  return json(
    {
      tier: { id: tier.id, name: tier.name, price: centsToDecimal(tier.priceCents), perks: tier.perks.map((perk) => perk()) },
      status: membershipStatusLabel(user.membershipStatus),
      active: user.membershipStatus === "active",
      lifetime,
      renewsByCard: renewing,
      payByCard: stripeConfig !== null,
    },
    { status: renewing ? 409 : 200, headers: PRIVATE },
  );
}

/** One membership order per press of Confirm, however often the post arrives. */
export const action = (args: Parameters<typeof act>[0]) => oncePerKey(act)(args);

/**
 * Confirm membership: one pending membership order per member (placeMembershipOrder locks the
 * member's row, so a double submit reuses it). Without Stripe, the completion page says how to pay
 * and an admin records the payment. With Stripe, a Checkout session in subscription mode (303 to
 * Stripe); the membership is only activated by Stripe's signed webhook, never by coming back.
 */
async function act({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await requireUser(request, { returnTo: "/join/checkout" });
  const form = await readFormData(request);
  const requested = form.get("tier");
  const tier = await chosenTier(typeof requested === "string" ? requested : "", user.id);
  if (!tier) return json({ message: UNKNOWN_TIER() }, { status: 400, headers: PRIVATE });

  const placed = await placeMembershipOrder({ userId: user.id, tierId: tier.id, paymentMethod: stripeConfig ? "stripe" : "pay-later" });
  if (!placed.ok) {
    return json({ message: messageFor(membershipOrderMessages, placed) }, { status: 409, headers: PRIVATE });
  }
  const complete = `/join/checkout/complete?order=${placed.orderId}`;
  if (!stripeConfig) {
    return redirectWithToast(complete, {
      type: "success",
      title: m.membership_ordered_title(),
      description: m.membership_checkout_ordered_description(),
    });
  }

  try {
    // A double submit, or the member back from Stripe's page: the session already made, if still
    // open for this tier. One for another tier is expired at Stripe first, so it cannot be paid.
    let previous: string | null = null;
    if (placed.stripeCheckoutSessionId) {
      const earlier = await settlePreviousMembershipSession(stripeConfig, placed.stripeCheckoutSessionId, tier.id);
      if ("url" in earlier) return redirect(earlier.url, 303);
      if (earlier.status === "complete") return redirect(complete, 303);
      previous = placed.stripeCheckoutSessionId;
    }
    const session = await createMembershipCheckoutSession(stripeConfig, {
      orderId: placed.orderId,
      userId: user.id,
      tier,
      currency: shopCurrency,
      customer: placed.stripeCustomerId ? { id: placed.stripeCustomerId } : placed.email ? { email: placed.email } : null,
      successUrl: `${appOrigin}${complete}`,
      cancelUrl: `${appOrigin}/join/checkout?tier=${tier.id}`,
      // The same order and attempt give the same key, so a repeated POST never makes two sessions.
      idempotencyKey: `membership-${placed.orderId}-${tier.id}${previous ? `-after-${previous}` : ""}`,
    });
    await attachMembershipCheckoutSession(placed.orderId, user.id, session.id);
    return redirect(session.url, 303);
  } catch (error) {
    console.error(
      `Stripe membership checkout for order ${placed.orderId} failed:`,
      isStripeError(error) ? `${error.type} ${error.code ?? ""} ${error.message}` : error,
    );
    if (placed.created) await discardUnstartedMembershipOrder(placed.orderId, user.id);
    return json({ message: MEMBERSHIP_PAYMENT_NOT_STARTED() }, { status: 502, headers: PRIVATE });
  }
}

export default function MembershipCheckoutPage() {
  const { currency } = useBranding();
  const { tier, status, active, lifetime, renewsByCard, payByCard } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold">{m.membership_checkout_title()}</h1>
      <section
        aria-labelledby="membership-summary"
        className="rounded-xl border border-gray-200 bg-white p-6 dark:border-gray-700 dark:bg-gray-800"
      >
        <h2 id="membership-summary" className="text-xl font-semibold">
          {m.membership_line_name({ tier: tier.name })}
        </h2>
        <p className="mt-2 text-2xl font-bold tabular-nums" data-testid="membership-price">
          {formatPrice(tier.price, currency)}{" "}
          <span className="text-base font-normal text-gray-600 dark:text-gray-300">{m.membership_per_year()}</span>
        </p>
        <ul
          className="mt-4 list-inside list-disc space-y-1 text-sm text-gray-700 dark:text-gray-300"
          aria-label={m.membership_perks_label({ tier: tier.name })}
        >
          {tier.perks.map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-gray-600 dark:text-gray-300">{m.membership_checkout_status_now({ status })}</p>
      </section>
      {lifetime ? (
        <p
          role="status"
          className="rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
        >
          {LIFETIME_NOTHING_TO_BUY()}
        </p>
      ) : renewsByCard ? (
        <p
          role="status"
          className="rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
        >
          {ALREADY_RENEWS_BY_CARD()}{" "}
          <Link to="/profile" className="font-semibold underline">
            {m.membership_go_to_profile()}
          </Link>
        </p>
      ) : (
        <>
          <section aria-labelledby="what-next" className="space-y-2">
            <h2 id="what-next" className="text-lg font-semibold">
              {m.membership_checkout_next_heading()}
            </h2>
            {payByCard ? (
              <p className="text-sm text-gray-700 dark:text-gray-300">
                {m.membership_checkout_next_card()}
                {active ? ` ${m.membership_checkout_next_card_active()}` : ""}
              </p>
            ) : (
              <p className="text-sm text-gray-700 dark:text-gray-300">
                {active ? m.membership_checkout_next_later_active() : m.membership_checkout_next_later()}
              </p>
            )}
          </section>
          {actionData?.message ? (
            <p
              role="alert"
              className="rounded-md border border-red-300 bg-red-50 px-4 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
            >
              {actionData.message}
            </p>
          ) : null}
          <Form method="post" className="flex flex-wrap items-center gap-4">
            <input type="hidden" name="tier" value={tier.id} />
            <OnceKey />
            <Button type="submit" disabled={pending}>
              {pending
                ? m.membership_checkout_confirming()
                : active
                  ? m.membership_checkout_confirm_renewal()
                  : m.membership_checkout_confirm()}
            </Button>
            <Link to="/join" className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-100">
              {m.membership_checkout_choose_another()}
            </Link>
          </Form>
        </>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";

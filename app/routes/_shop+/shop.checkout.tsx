import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { CheckoutForm } from "~/components/shop/checkout-form";
import { membershipLineName } from "~/models/membership-plans";
import { ButtonLink } from "~/components/ui/button";
import { LINK_SLOT, withLinks } from "~/components/shop/with-links";
import { createCheckoutSession, isStripeError } from "~/models/integrations.server";
import { listCartItems, sumMoney } from "~/models/cart.server";
import {
  abandonUnstartedOrder,
  attachCheckoutSession,
  checkoutOrderIds,
  findJustPlacedOrder,
  listPickupEvents,
  placeOrder,
  rememberCheckoutOrder,
} from "~/models/checkout.server";
import { getOptionalUser } from "~/utils/auth.server";
import { getCartId } from "~/models/cart-cookie.server";
import { readCheckoutForm, typedValues, type CheckoutErrors, type CheckoutValues } from "~/models/checkout.schema.server";
import { appOrigin, shopCurrency, stripeConfig } from "~/utils/env.server";
import { useBranding } from "~/utils/branding";
import { formatDateTime } from "~/utils/dates";
import { formatPrice } from "~/utils/format";
import { titled } from "~/utils/meta";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast } from "~/utils/toast.server";
import { messageFor } from "~/i18n/message-map";
import { checkoutMessages } from "~/i18n/messages/shop";
import { oncePerKey } from "~/models/request-keys.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

export const meta: MetaFunction = (args) => titled(m.shop_checkout_title())(args);

const PRIVATE = { "Cache-Control": "private, no-store" };
export const PAYMENT_NOT_STARTED = () => m.shop_checkout_payment_not_started();
export const EMPTY_CART = () => m.shop_checkout_empty();

async function readCart(cartId: string | null) {
  const rows = cartId ? await listCartItems(cartId) : [];
  const lines = rows.map((row) => ({
    id: row.id,
    name: row.name ?? (row.membershipType ? membershipLineName(row.membershipType) : m.shop_cart_item_fallback()),
    size: row.size,
    quantity: row.quantity,
    price: row.price,
    lineTotal: row.lineTotal,
    fulfillmentType: row.fulfillmentType,
    isActive: row.available,
  }));
  return {
    lines,
    total: sumMoney(lines.map((line) => line.lineTotal)),
    needsShipping: lines.some((line) => line.fulfillmentType === "print-on-demand"),
    needsPickup: lines.some((line) => line.fulfillmentType === "event-pickup"),
    // A membership line (no product) is paid on /join/checkout, not here.
    hasMembership: rows.some((row) => row.productId === null),
    // The pickup events offered are those where every one of these is collected.
    pickupProductIds: rows.filter((row) => row.fulfillmentType === "event-pickup" && row.productId !== null).map((row) => row.productId!),
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  const cart = await readCart(await getCartId(request, user?.id ?? null));
  const { pickupProductIds, ...cartShown } = cart;
  const pickupEvents = cart.needsPickup ? await listPickupEvents(pickupProductIds) : [];
  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(" ") : "";
  return json(
    {
      ...cartShown,
      pickupEvents: pickupEvents.map((event) => ({ ...event, date: event.date.toISOString() })),
      defaults: { name, email: user?.email ?? "" } satisfies CheckoutValues,
      payByCard: stripeConfig !== null,
    },
    { headers: PRIVATE },
  );
}

function refuse(errors: CheckoutErrors, values: CheckoutValues, status: number) {
  return json({ errors, values }, { status, headers: PRIVATE });
}

/** One order per press of the checkout button, however often the post arrives. */
export const action = (args: Parameters<typeof act>[0]) => oncePerKey(act)(args);

/**
 * Places the order (app/models/checkout.server.ts: one transaction, prices from the database), then
 * either shows the completion page (pay at pickup / on invoice) or sends the customer to Stripe
 * Checkout (303). The success redirect never marks an order paid: only Stripe's signed webhook does.
 */
async function act({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await getOptionalUser(request);
  const userId = user?.id ?? null;
  const cartId = await getCartId(request, userId);
  const form = Object.fromEntries(await readFormData(request));
  const values = typedValues(form);
  const viewer = { userId, cookieOrderIds: await checkoutOrderIds(request) };

  const cart = await readCart(cartId);
  if (!cartId || cart.lines.length === 0) {
    // A second post of a checkout that went through (a double click): show that order again.
    const placed = await findJustPlacedOrder(viewer);
    if (placed) return redirect(`/shop/checkout/complete?order=${placed}`, 303);
    return refuse({ form: EMPTY_CART() }, values, 400);
  }
  const read = readCheckoutForm(form, cart);
  if (!read.ok) return refuse(read.errors, values, 400);

  const result = await placeOrder({ cartId, userId, input: read.data, paymentMethod: stripeConfig ? "stripe" : "pay-later" });
  if (!result.ok) {
    if (result.reason === "empty") {
      const placed = await findJustPlacedOrder(viewer);
      if (placed) return redirect(`/shop/checkout/complete?order=${placed}`, 303);
      return refuse({ form: EMPTY_CART() }, values, 400);
    }
    if (result.reason === "pickup" || result.reason === "pickup-not-offered")
      return refuse({ pickupEventId: messageFor(checkoutMessages, result) }, values, 400);
    return refuse({ form: messageFor(checkoutMessages, result) }, values, 409);
  }

  const headers = new Headers({ "Set-Cookie": await rememberCheckoutOrder(request, result.orderId) });
  const complete = `/shop/checkout/complete?order=${result.orderId}`;
  if (!stripeConfig) {
    return redirectWithToast(
      complete,
      { type: "success", title: m.shop_checkout_placed_title(), description: m.shop_checkout_placed_description() },
      { headers },
    );
  }
  try {
    const session = await createCheckoutSession(stripeConfig, {
      orderId: result.orderId,
      lines: result.lines,
      currency: shopCurrency,
      customerEmail: read.data.email,
      successUrl: `${appOrigin}${complete}&session_id={CHECKOUT_SESSION_ID}`,
      // The cart is empty by now: back on the order's page, 'Continue to payment' reopens this session.
      cancelUrl: `${appOrigin}${complete}`,
    });
    await attachCheckoutSession(result.orderId, session.id);
    return redirect(session.url, { status: 303, headers });
  } catch (error) {
    console.error(
      `Stripe checkout for order ${result.orderId} failed:`,
      isStripeError(error) ? `${error.type} ${error.code ?? ""} ${error.message}` : error,
    );
    await abandonUnstartedOrder(result.orderId, cartId);
    return refuse({ form: PAYMENT_NOT_STARTED() }, values, 502);
  }
}

export default function CheckoutPage() {
  const { lines, total, needsShipping, needsPickup, hasMembership, pickupEvents, defaults, payByCard } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { timeZone, currency } = useBranding();
  const pending = navigation.state !== "idle" && navigation.formAction === "/shop/checkout";
  const errors: CheckoutErrors = actionData?.errors ?? {};
  const values: CheckoutValues = actionData?.values ?? defaults;
  const unavailable = lines.filter((line) => !line.isActive);

  if (lines.length === 0) {
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        <h1 className="text-3xl font-bold">{m.shop_checkout_title()}</h1>
        <div className="rounded-lg border border-dashed border-gray-300 p-10 text-center dark:border-gray-600">
          <p className="font-semibold">{EMPTY_CART()}</p>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{m.shop_checkout_empty_hint()}</p>
          <ButtonLink to="/shop" className="mt-4">
            {m.shop_cart_browse()}
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold">{m.shop_checkout_title()}</h1>
      <section
        aria-labelledby="checkout-summary"
        className="rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-800"
      >
        <h2 id="checkout-summary" className="text-lg font-semibold">
          {m.shop_checkout_summary()}
        </h2>
        <ul className="mt-2 divide-y divide-gray-200 dark:divide-gray-700">
          {lines.map((line) => (
            <li key={line.id} className="flex items-start justify-between gap-4 py-2 text-sm">
              <span>
                <span className="font-medium">{line.name}</span>
                {line.size ? (
                  <span className="text-gray-600 dark:text-gray-300"> · {m.shop_checkout_line_size({ size: line.size })}</span>
                ) : null}
                <span className="block text-gray-600 dark:text-gray-300">
                  {line.quantity} × {formatPrice(line.price, currency)}
                </span>
                {line.isActive ? null : <span className="block text-red-700 dark:text-red-300">{m.shop_cart_line_unavailable()}</span>}
              </span>
              <span className="tabular-nums">{formatPrice(line.lineTotal, currency)}</span>
            </li>
          ))}
        </ul>
        <div className="flex items-center justify-between border-t-2 border-gray-200 pt-3 dark:border-gray-700">
          <span className="font-semibold">{m.shop_cart_total()}</span>
          <span className="text-lg font-bold tabular-nums" data-testid="checkout-total">
            {formatPrice(total, currency)}
          </span>
        </div>
        <p className="mt-2 text-sm">
          <Link to="/shop/cart" className="font-semibold text-brand-600 hover:underline dark:text-brand-100">
            {m.shop_checkout_change_cart()}
          </Link>
        </p>
      </section>
      {unavailable.length ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-4 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {withLinks(m.shop_checkout_unavailable({ cart: LINK_SLOT("cart") }), {
            cart: (
              <Link to="/shop/cart" className="underline">
                {m.shop_checkout_cart_link()}
              </Link>
            ),
          })}
        </p>
      ) : null}
      {hasMembership ? (
        <p
          role="note"
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          {withLinks(m.shop_checkout_membership_note({ membership: LINK_SLOT("membership"), cart: LINK_SLOT("cart") }), {
            membership: (
              <Link to="/join/checkout" className="font-semibold underline">
                {m.shop_checkout_membership_link()}
              </Link>
            ),
            cart: (
              <Link to="/shop/cart" className="font-semibold underline">
                {m.shop_checkout_cart_link()}
              </Link>
            ),
          })}
        </p>
      ) : null}
      <p className="text-sm text-gray-600 dark:text-gray-300">{payByCard ? m.shop_checkout_pay_by_card() : m.shop_checkout_pay_later()}</p>
      <CheckoutForm
        values={values}
        errors={errors}
        needsShipping={needsShipping}
        needsPickup={needsPickup}
        pickupEvents={pickupEvents.map((event) => ({
          id: event.id,
          title: event.title,
          location: event.location,
          when: formatDateTime(event.date, timeZone),
        }))}
        submitLabel={payByCard ? m.shop_checkout_continue_to_payment() : m.shop_checkout_place_order()}
        pending={pending}
      />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";

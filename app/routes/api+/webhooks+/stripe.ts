import { json, type ActionFunctionArgs } from "@remix-run/node";
import { verifyStripeEvent } from "~/models/integrations.server";
import { applyMembershipEvent, isMembershipEvent } from "~/models/membership-billing.server";
import { applyStripeEvent } from "~/models/payments.server";
import { submitOrderToProvider } from "~/models/pod-orders.server";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { stripeConfig } from "~/utils/env.server";

/**
 * POST /api/webhooks/stripe (register it in Stripe's dashboard for checkout.session.completed,
 * checkout.session.async_payment_succeeded, checkout.session.async_payment_failed and
 * checkout.session.expired, and for memberships invoice.paid, invoice.payment_failed,
 * customer.subscription.updated and customer.subscription.deleted). The raw body's signature is checked with STRIPE_WEBHOOK_SECRET
 * before anything is read: a missing or wrong one is a 400 and changes nothing. Each event applies
 * once (a replay is a 200 no-op). Once an order is paid, its print-on-demand lines go to Printify;
 * a refusal there is stored on the order for the admin to retry, and Stripe still gets its 200.
 */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed();
  if (!stripeConfig?.webhookSecret)
    return json({ message: "Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET)." }, { status: 503 });
  const body = await request.text();
  const event = verifyStripeEvent(stripeConfig, body, request.headers.get("stripe-signature"));
  if (!event) return json({ message: "Invalid Stripe signature." }, { status: 400 });
  if (isMembershipEvent(event)) {
    // Subscriptions (Checkout in subscription mode, its invoices): app/models/membership-billing.server.ts.
    // Data that names no member or tier is answered 200 and logged: a retry could not fix it.
    const membership = await applyMembershipEvent(event);
    if ("detail" in membership)
      console.warn(`Stripe event ${event.id} (${event.type}) not applied: ${membership.outcome}, ${membership.detail}`);
    return json({ received: true, outcome: membership.outcome });
  }
  const result = await applyStripeEvent(event);
  if (result.outcome === "not-paid")
    console.warn(`Stripe event ${event.id} (${event.type}) did not mark order ${result.orderId} paid: ${result.reason}`);
  if (result.outcome === "away-place-not-paid")
    console.warn(
      `Stripe event ${event.id} (${event.type}) did not mark away place ${result.applicationId} paid: ${result.reason}; refund it in Stripe`,
    );
  if (result.outcome === "paid") {
    // The payment is recorded whatever happens next: Stripe must get its 200, or its retry would be
    // answered "duplicate" and nothing would ever send the order. Printify's refusals are kept on the
    // order by submitOrderToProvider; anything else is logged, and the admin's order page offers
    // 'Retry submission to Printify'. An order without print-on-demand items answers no-pod-lines.
    await submitOrderToProvider(result.orderId).catch((error: unknown) =>
      console.error(`Printify submission of paid order ${result.orderId} failed:`, error),
    );
  }
  return json({ received: true, outcome: result.outcome });
});

export const loader = () => methodNotAllowed();

import type Stripe from "stripe";
import { stripeConfig, type StripeConfig } from "~/utils/env.server";
import { isStripeError, stripeClient } from "./stripe.server";

/**
 * Stripe Billing for memberships: the customer portal (members change their card or cancel there),
 * cancelling a subscription at Stripe (an admin grants lifetime membership), and reading a
 * subscription or a failed payment's message when a webhook event does not carry them.
 */

/**
 * The customer portal's origin. 'Update Payment Method' posts a form that is answered with a 303 to
 * Stripe's hosted customer portal; browsers apply CSP form-action to a form's redirects, so the
 * caller allows this origin (and a session's own URL, for a custom portal domain).
 */
export const STRIPE_BILLING_PORTAL_ORIGIN = "https://billing.stripe.com";

/**
 * A customer portal session (POST /v1/billing_portal/sessions): its one-time URL, valid for a few
 * minutes, where the member updates their card, sees invoices and cancels. Back to return_url after.
 */
export async function createBillingPortalSession(
  config: StripeConfig,
  { customerId, returnUrl }: { customerId: string; returnUrl: string },
  client: Stripe = stripeClient(config),
): Promise<{ url: string }> {
  const session = await client.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
  return { url: session.url };
}

export type CancelResult = { cancelled: true; status: string } | { cancelled: false; reason: "not-configured" | "not-found" };

/**
 * Cancels a Stripe subscription at once (DELETE /v1/subscriptions/{id}; no proration, no final
 * invoice), e.g. when an admin grants lifetime membership. Stripe then sends
 * customer.subscription.deleted, which the webhook applies (a lifetime member keeps their status).
 * An already cancelled subscription is not an error; an unknown one answers not-found.
 */
export async function cancelStripeSubscription(subscriptionId: string, client?: Stripe): Promise<CancelResult> {
  if (!stripeConfig) return { cancelled: false, reason: "not-configured" };
  const stripe = client ?? stripeClient(stripeConfig);
  try {
    const subscription = await stripe.subscriptions.cancel(subscriptionId);
    return { cancelled: true, status: subscription.status };
  } catch (error) {
    if (isStripeError(error) && error.code === "resource_missing") {
      // Stripe answers 404 for a subscription that is already cancelled too: make sure which.
      try {
        const subscription = await stripe.subscriptions.retrieve(subscriptionId);
        if (subscription.status === "canceled") return { cancelled: true, status: subscription.status };
      } catch (retrieveError) {
        if (isStripeError(retrieveError) && retrieveError.code === "resource_missing") return { cancelled: false, reason: "not-found" };
        throw retrieveError;
      }
    }
    throw error;
  }
}

/**
 * Cancels each subscription at Stripe after our own change has committed (granting lifetime,
 * deleting an account): a call to Stripe does not belong inside that transaction. Answers the ids
 * Stripe did not cancel (Stripe not configured, or the call failed, which is logged), for the
 * caller to report; an id Stripe does not know counts as done.
 */
export async function cancelStripeSubscriptions(subscriptionIds: readonly string[], client?: Stripe): Promise<string[]> {
  const failed: string[] = [];
  for (const id of subscriptionIds) {
    try {
      const result = await cancelStripeSubscription(id, client);
      if (!result.cancelled && result.reason === "not-configured") {
        console.error(`Stripe subscription ${id} was not cancelled: Stripe is not configured`);
        failed.push(id);
      }
    } catch (error) {
      console.error(`Cancelling Stripe subscription ${id} failed:`, error);
      failed.push(id);
    }
  }
  return failed;
}

/** GET /v1/subscriptions/{id}: for an invoice event that does not carry the subscription's metadata. */
export async function retrieveSubscription(config: StripeConfig, subscriptionId: string, client: Stripe = stripeClient(config)) {
  return client.subscriptions.retrieve(subscriptionId);
}

/**
 * Why an invoice's payment failed, in Stripe's words: the PaymentIntent's last_payment_error
 * ("Your card was declined."), found through the invoice's payments; the finalization error when
 * the invoice could not even be finalized. Null when Stripe gives no message.
 */
export async function invoiceFailureMessage(config: StripeConfig | null, invoice: Stripe.Invoice, client?: Stripe): Promise<string | null> {
  if (invoice.last_finalization_error?.message) return invoice.last_finalization_error.message;
  if (!config) return null;
  const stripe = client ?? stripeClient(config);
  const payments = invoice.payments?.data ?? (await stripe.invoicePayments.list({ invoice: invoice.id, limit: 3 })).data;
  for (const payment of payments) {
    const intent = payment.payment?.payment_intent;
    if (!intent) continue;
    const paymentIntent = typeof intent === "string" ? await stripe.paymentIntents.retrieve(intent) : intent;
    if (paymentIntent.last_payment_error?.message) return paymentIntent.last_payment_error.message;
  }
  return null;
}

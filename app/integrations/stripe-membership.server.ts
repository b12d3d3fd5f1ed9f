import type Stripe from "stripe";
import { allowFormActionOrigin } from "~/utils/security.server";
import { stripeClient, type StripeConfig } from "./stripe.server";
import type { MembershipTier } from "~/utils/membership-plans";

/**
 * A Stripe Checkout session in subscription mode for one membership order: a yearly price of the
 * tier (price_data with recurring interval 'year', so no Price object has to be kept in Stripe),
 * the order and member in metadata on the session and on the subscription it creates, which is
 * what the membership webhooks read (metadata.orderId, metadata.userId, metadata.tier).
 */
export async function createMembershipCheckoutSession(
  config: StripeConfig,
  {
    orderId,
    userId,
    tier,
    currency,
    customer,
    successUrl,
    cancelUrl,
    idempotencyKey,
  }: {
    orderId: string;
    userId: string;
    tier: MembershipTier;
    currency: string;
    /** The member's Stripe customer when they have one, else their email for Stripe to make one. */
    customer: { id: string } | { email: string } | null;
    successUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  },
  client: Stripe = stripeClient(config),
): Promise<{ id: string; url: string }> {
  const metadata = { orderId, userId, tier: tier.id };
  const session = await client.checkout.sessions.create(
    {
      mode: "subscription",
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency,
            unit_amount: tier.priceCents,
            recurring: { interval: "year" },
            product_data: { name: `${tier.name} membership` },
          },
        },
      ],
      ...(customer === null ? {} : "id" in customer ? { customer: customer.id } : { customer_email: customer.email }),
      client_reference_id: orderId,
      metadata,
      subscription_data: { metadata },
      success_url: successUrl,
      cancel_url: cancelUrl,
    },
    { idempotencyKey },
  );
  if (!session.url) throw new Error(`Stripe created checkout session ${session.id} without a URL`);
  allowFormActionOrigin(session.url);
  return { id: session.id, url: session.url };
}

import type Stripe from "stripe";
import { isStripeError, stripeClient, type StripeConfig } from "./stripe.server";

/** What Stripe is told of a membership tier: its id (in metadata), name and yearly price. */
type StripeMembershipTier = { id: string; name: string; priceCents: number };

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
    tier: StripeMembershipTier;
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
  return { id: session.id, url: session.url };
}

/**
 * The membership order's earlier Checkout session, before a new one is made: still open for the
 * same tier, the member goes back to it ({ url }); paid, the payment is on its way ('complete');
 * open for another tier (the member chose another membership since), it is expired at Stripe
 * (POST /v1/checkout/sessions/{id}/expire) so an old tab can no longer pay the order at the old
 * tier, and a new session may be made ('expired'). Stripe refuses to expire a session that is no
 * longer open: it is then read again to learn whether it completed meanwhile.
 */
export async function settlePreviousMembershipSession(
  config: StripeConfig,
  sessionId: string,
  tierId: StripeMembershipTier["id"],
  client: Stripe = stripeClient(config),
): Promise<{ url: string } | { status: "complete" | "expired" }> {
  const session = await client.checkout.sessions.retrieve(sessionId);
  if (session.status === "complete") return { status: "complete" };
  if (session.status !== "open") return { status: "expired" };
  if (session.metadata?.tier === tierId && session.url) return { url: session.url };
  try {
    await client.checkout.sessions.expire(sessionId);
    return { status: "expired" };
  } catch (error) {
    if (!isStripeError(error) || error.type !== "StripeInvalidRequestError") throw error;
    const now = await client.checkout.sessions.retrieve(sessionId);
    if (now.status === "complete") return { status: "complete" };
    if (now.status === "expired") return { status: "expired" };
    throw error;
  }
}

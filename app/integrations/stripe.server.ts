import Stripe from "stripe";
import type { StripeConfig } from "~/utils/env.server";

export type { StripeConfig };

/**
 * Stripe Checkout's origin. Without JavaScript the checkout form's post is answered with a 303 to
 * Stripe's hosted page, and browsers apply CSP form-action to a form's redirects too: the caller
 * allows this origin (and a session's own URL, for a custom checkout domain).
 */
export const STRIPE_CHECKOUT_ORIGIN = "https://checkout.stripe.com";

type StripeCallOutcome = { ok: true } | { ok: false; error: string };

/**
 * fetch for Stripe's client that tells `onOutcome` how each request went, for the admin's
 * Integration Status card: no answer, a 5xx or a refused key (401) is a failed call; any other
 * answer (a declined card, a missing session) shows the connection works. Looks fetch up at call
 * time, so msw sees it in tests.
 */
function observedFetch(onOutcome: (outcome: StripeCallOutcome) => Promise<void> | void) {
  return async (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]): Promise<Response> => {
    let response: Response;
    try {
      response = await fetch(input, init);
    } catch (error) {
      await onOutcome({ ok: false, error: `Stripe could not be reached: ${error instanceof Error ? error.message : String(error)}` });
      throw error;
    }
    if (response.status === 401) await onOutcome({ ok: false, error: "Stripe refused the API key (401): check STRIPE_SECRET_KEY." });
    else if (response.status >= 500) await onOutcome({ ok: false, error: `Stripe is unavailable (${response.status}).` });
    else await onOutcome({ ok: true });
    return response;
  };
}

/**
 * Stripe's official client. It talks to Stripe through fetch (Stripe.createFetchHttpClient) rather
 * than Node's http module: one transport for the app and the tests, where msw's setupServer answers
 * fetch requests to api.stripe.com. One network retry (Stripe's default, with an idempotency key so a
 * retried POST never makes two sessions), 20 s timeout.
 */
export function stripeClient(
  config: StripeConfig,
  options: { maxNetworkRetries?: number; onOutcome?: (outcome: StripeCallOutcome) => Promise<void> | void } = {},
): Stripe {
  const { onOutcome } = options;
  return new Stripe(config.secretKey, {
    httpClient: Stripe.createFetchHttpClient(onOutcome ? observedFetch(onOutcome) : (input, init) => fetch(input, init)),
    maxNetworkRetries: options.maxNetworkRetries ?? 1,
    timeout: 20_000,
    appInfo: { name: "the-roadies-shop" },
  });
}

export type CheckoutLine = { name: string; size: string | null; unitCents: number; quantity: number };

/**
 * A Stripe Checkout session (mode payment) for one of our orders: the amounts are our order lines'
 * (already taken from the database), never anything the browser sent. Stripe hosts the card form,
 * so no card data ever reaches our server.
 */
export async function createCheckoutSession(
  config: StripeConfig,
  {
    orderId,
    lines,
    currency,
    customerEmail,
    successUrl,
    cancelUrl,
    metadata = { orderId },
    expiresAt,
  }: {
    orderId: string;
    lines: CheckoutLine[];
    currency: string;
    customerEmail: string;
    successUrl: string;
    cancelUrl: string;
    /** What the webhook reads to find what was paid for: the order id by default. */
    metadata?: Record<string, string>;
    /** When Stripe closes the session (Stripe takes 30 minutes to 24 hours from now; its default is 24 hours). */
    expiresAt?: Date;
  },
  client: Stripe = stripeClient(config),
): Promise<{ id: string; url: string }> {
  const session = await client.checkout.sessions.create(
    {
      mode: "payment",
      line_items: lines.map((line) => ({
        quantity: line.quantity,
        price_data: {
          currency,
          unit_amount: line.unitCents,
          product_data: { name: line.size ? `${line.name} (${line.size})` : line.name },
        },
      })),
      customer_email: customerEmail,
      client_reference_id: orderId,
      metadata,
      success_url: successUrl,
      cancel_url: cancelUrl,
      ...(expiresAt ? { expires_at: Math.floor(expiresAt.getTime() / 1000) } : {}),
    },
    // One session per order, even when a network retry repeats the POST.
    { idempotencyKey: `checkout-${orderId}` },
  );
  if (!session.url) throw new Error(`Stripe created checkout session ${session.id} without a URL`);
  return { id: session.id, url: session.url };
}

/**
 * Where a customer who left Stripe's page (its cancel link, a double click, the back button) can
 * still pay: the open session's URL, or why not (Stripe says it is complete or expired).
 */
export async function resumableCheckoutUrl(
  config: StripeConfig,
  sessionId: string,
  client: Stripe = stripeClient(config),
): Promise<{ url: string } | { status: "complete" | "expired" }> {
  const session = await client.checkout.sessions.retrieve(sessionId);
  if (session.status === "open" && session.url) return { url: session.url };
  return { status: session.status === "complete" ? "complete" : "expired" };
}

/** Is this one of Stripe's own errors (card, API, rate limit, connection)? */
export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/**
 * Verifies a webhook's Stripe-Signature header against the raw body (constructEvent: HMAC-SHA256
 * with the endpoint's secret, 5 minutes' tolerance). Null when the signature is missing or wrong.
 */
export function verifyStripeEvent(config: StripeConfig, rawBody: string, signature: string | null): Stripe.Event | null {
  if (!signature || !config.webhookSecret) return null;
  try {
    return stripeClient(config).webhooks.constructEvent(rawBody, signature, config.webhookSecret);
  } catch {
    return null;
  }
}

export type StripeCheckoutSession = Stripe.Checkout.Session;
export type StripeEvent = Stripe.Event;

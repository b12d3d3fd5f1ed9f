import { http, HttpResponse } from "msw";

/**
 * A fake of Stripe's POST https://api.stripe.com/v1/checkout/sessions for msw. Stripe's client
 * sends the body form-encoded (line_items[0][price_data][unit_amount]=1999...), with a Bearer secret
 * key and an Idempotency-Key; the answer is a Checkout Session object (id cs_test_..., url,
 * status open, payment_status unpaid) or Stripe's error body {error: {type, code, message}}.
 * The app's client uses fetch (Stripe.createFetchHttpClient), which msw's setupServer intercepts.
 */
export const STRIPE_API = "https://api.stripe.com";
export const FAKE_STRIPE_KEY = "sk_test_fake_0123456789";
export const FAKE_STRIPE_WEBHOOK_SECRET = "whsec_test_fake_secret";

export type SentLineItem = { name: string; currency: string; unitAmount: number; quantity: number };
export type SentSession = {
  authorization: string | null;
  idempotencyKey: string | null;
  mode: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  metadataOrderId: string | null;
  successUrl: string | null;
  cancelUrl: string | null;
  lineItems: SentLineItem[];
};

export type StripeFailure = { status: 400 | 402 | 429 | 500; type: string; code?: string; message: string };

export const stripeFailures = {
  rateLimited: (): StripeFailure => ({ status: 429, type: "invalid_request_error", code: "rate_limit", message: "Too many requests hit the API too quickly." }),
  invalidCurrency: (): StripeFailure => ({ status: 400, type: "invalid_request_error", code: "parameter_invalid_string", message: "Invalid currency: xyz." }),
  cardError: (): StripeFailure => ({ status: 402, type: "card_error", code: "card_declined", message: "Your card was declined." }),
};

function parseSession(params: URLSearchParams, headers: Headers): SentSession {
  const lineItems: SentLineItem[] = [];
  for (let i = 0; params.has(`line_items[${i}][quantity]`); i += 1) {
    lineItems.push({
      name: params.get(`line_items[${i}][price_data][product_data][name]`) ?? "",
      currency: params.get(`line_items[${i}][price_data][currency]`) ?? "",
      unitAmount: Number(params.get(`line_items[${i}][price_data][unit_amount]`)),
      quantity: Number(params.get(`line_items[${i}][quantity]`)),
    });
  }
  return {
    authorization: headers.get("authorization"),
    idempotencyKey: headers.get("idempotency-key"),
    mode: params.get("mode"),
    customerEmail: params.get("customer_email"),
    clientReferenceId: params.get("client_reference_id"),
    metadataOrderId: params.get("metadata[orderId]"),
    successUrl: params.get("success_url"),
    cancelUrl: params.get("cancel_url"),
    lineItems,
  };
}

export function createStripeFake({ secretKey = FAKE_STRIPE_KEY }: { secretKey?: string } = {}) {
  const state = { sessions: [] as (SentSession & { id: string })[], failures: [] as StripeFailure[], requests: 0 };
  /** The Checkout Session objects as Stripe holds them (GET /v1/checkout/sessions/{id} answers these). */
  const objects = new Map<string, Record<string, unknown>>();
  let seq = 0;
  const errorBody = (failure: StripeFailure) => ({
    error: { type: failure.type, ...(failure.code ? { code: failure.code } : {}), message: failure.message, request_log_url: "https://dashboard.stripe.com/test/logs/req_fake" },
  });
  const handlers = [
    http.post(`${STRIPE_API}/v1/checkout/sessions`, async ({ request }) => {
      state.requests += 1;
      if (request.headers.get("authorization") !== `Bearer ${secretKey}`) {
        return HttpResponse.json({ error: { type: "invalid_request_error", message: "Invalid API Key provided: sk_test_****" } }, { status: 401 });
      }
      const failure = state.failures.shift();
      if (failure) {
        // Stripe tells its clients not to retry a declined or invalid request.
        return HttpResponse.json(errorBody(failure), { status: failure.status, headers: { "Stripe-Should-Retry": "false", "Request-Id": "req_fake" } });
      }
      const sent = parseSession(new URLSearchParams(await request.text()), request.headers);
      seq += 1;
      const id = `cs_test_a1${String(seq).padStart(8, "0")}FakeSession`;
      state.sessions.push({ ...sent, id });
      const amount = sent.lineItems.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
      const session: Record<string, unknown> = {
          id,
          object: "checkout.session",
          amount_subtotal: amount,
          amount_total: amount,
          cancel_url: sent.cancelUrl,
          client_reference_id: sent.clientReferenceId,
          created: Math.floor(Date.now() / 1000),
          currency: sent.lineItems[0]?.currency ?? "usd",
          customer: null,
          customer_email: sent.customerEmail,
          expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
          livemode: false,
          metadata: sent.metadataOrderId ? { orderId: sent.metadataOrderId } : {},
          mode: sent.mode,
          payment_intent: null,
          payment_status: "unpaid",
          status: "open",
          success_url: sent.successUrl,
          url: `https://checkout.stripe.com/c/pay/${id}#fidkdWxOYHwnPyd1blpxYHZxWjA0`,
      };
      objects.set(id, session);
      return HttpResponse.json(session, { headers: { "Request-Id": `req_fake_${seq}` } });
    }),
    // Retrieve a Checkout Session: Stripe's 404 body for an unknown id.
    http.get(`${STRIPE_API}/v1/checkout/sessions/:id`, ({ request, params }) => {
      state.requests += 1;
      if (request.headers.get("authorization") !== `Bearer ${secretKey}`) {
        return HttpResponse.json({ error: { type: "invalid_request_error", message: "Invalid API Key provided: sk_test_****" } }, { status: 401 });
      }
      const session = objects.get(String(params.id));
      if (!session) {
        return HttpResponse.json(
          { error: { type: "invalid_request_error", code: "resource_missing", param: "session", message: `No such checkout.session: '${String(params.id)}'` } },
          { status: 404 },
        );
      }
      return HttpResponse.json(session);
    }),
  ];
  return {
    state,
    handlers,
    failNext(...failures: StripeFailure[]) {
      state.failures.push(...failures);
    },
    /** What happened to a session on Stripe's side: the customer paid (complete) or it expired (url gone). */
    settle(id: string, status: "complete" | "expired") {
      const session = objects.get(id);
      if (!session) throw new Error(`no fake session ${id}`);
      Object.assign(session, status === "complete" ? { status, payment_status: "paid" } : { status, url: null });
    },
    reset() {
      objects.clear();
      state.sessions = [];
      state.failures = [];
      state.requests = 0;
    },
  };
}

/** A checkout.session.* event as Stripe posts it to a webhook endpoint. */
export function checkoutSessionEvent(
  type: "checkout.session.completed" | "checkout.session.expired" | "checkout.session.async_payment_succeeded",
  { eventId, sessionId, orderId, amountTotal, paymentStatus = "paid", paymentIntent = "pi_3Fake0123456789" }: {
    eventId: string;
    sessionId: string;
    orderId: string;
    amountTotal: number;
    paymentStatus?: "paid" | "unpaid" | "no_payment_required";
    paymentIntent?: string | null;
  },
) {
  return {
    id: eventId,
    object: "event",
    api_version: "2025-01-27.acacia",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        amount_total: amountTotal,
        client_reference_id: orderId,
        currency: "usd",
        metadata: { orderId },
        mode: "payment",
        payment_intent: paymentIntent,
        payment_status: paymentStatus,
        status: type === "checkout.session.expired" ? "expired" : "complete",
      },
    },
  };
}

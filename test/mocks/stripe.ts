import { http, HttpResponse } from "msw";
import Stripe from "stripe";

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

type SentLineItem = { name: string; currency: string; unitAmount: number; quantity: number };
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
  rateLimited: (): StripeFailure => ({
    status: 429,
    type: "invalid_request_error",
    code: "rate_limit",
    message: "Too many requests hit the API too quickly.",
  }),
  invalidCurrency: (): StripeFailure => ({
    status: 400,
    type: "invalid_request_error",
    code: "parameter_invalid_string",
    message: "Invalid currency: xyz.",
  }),
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
  const state = { sessions: [] as (SentSession & { id: string })[], failures: [] as StripeFailure[], requests: 0, expired: [] as string[] };
  /** The Checkout Session objects as Stripe holds them (GET /v1/checkout/sessions/{id} answers these). */
  const objects = new Map<string, Record<string, unknown>>();
  let seq = 0;
  const errorBody = (failure: StripeFailure) => ({
    error: {
      type: failure.type,
      ...(failure.code ? { code: failure.code } : {}),
      message: failure.message,
      request_log_url: "https://dashboard.stripe.com/test/logs/req_fake",
    },
  });
  const handlers = [
    http.post(`${STRIPE_API}/v1/checkout/sessions`, async ({ request }) => {
      state.requests += 1;
      if (request.headers.get("authorization") !== `Bearer ${secretKey}`) {
        return HttpResponse.json(
          { error: { type: "invalid_request_error", message: "Invalid API Key provided: sk_test_****" } },
          { status: 401 },
        );
      }
      const failure = state.failures.shift();
      if (failure) {
        // Stripe tells its clients not to retry a declined or invalid request.
        return HttpResponse.json(errorBody(failure), {
          status: failure.status,
          headers: { "Stripe-Should-Retry": "false", "Request-Id": "req_fake" },
        });
      }
      const params = new URLSearchParams(await request.text());
      const sent = parseSession(params, request.headers);
      // metadata[key]=value pairs, as Stripe keeps them on the session.
      const metadata = Object.fromEntries(
        [...params].flatMap(([key, value]) => (/^metadata\[(.+)\]$/.exec(key) ? [[key.slice(9, -1), value]] : [])),
      );
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
        metadata,
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
        return HttpResponse.json(
          { error: { type: "invalid_request_error", message: "Invalid API Key provided: sk_test_****" } },
          { status: 401 },
        );
      }
      const session = objects.get(String(params.id));
      if (!session) {
        return HttpResponse.json(
          {
            error: {
              type: "invalid_request_error",
              code: "resource_missing",
              param: "session",
              message: `No such checkout.session: '${String(params.id)}'`,
            },
          },
          { status: 404 },
        );
      }
      return HttpResponse.json(session);
    }),
    // Expire a Checkout Session: only an open one can be; it then answers status expired and no url.
    // Any other status is refused with a 400 invalid_request_error, as Stripe documents.
    http.post(`${STRIPE_API}/v1/checkout/sessions/:id/expire`, ({ request, params }) => {
      state.requests += 1;
      if (request.headers.get("authorization") !== `Bearer ${secretKey}`) {
        return HttpResponse.json(
          { error: { type: "invalid_request_error", message: "Invalid API Key provided: sk_test_****" } },
          { status: 401 },
        );
      }
      const id = String(params.id);
      const session = objects.get(id);
      if (!session) {
        return HttpResponse.json(
          {
            error: {
              type: "invalid_request_error",
              code: "resource_missing",
              param: "session",
              message: `No such checkout.session: '${id}'`,
            },
          },
          { status: 404 },
        );
      }
      if (session.status !== "open") {
        return HttpResponse.json(
          {
            error: {
              type: "invalid_request_error",
              message: `Only Checkout Sessions with a status in ["open"] can be expired. This one is ${String(session.status)}.`,
            },
          },
          { status: 400, headers: { "Stripe-Should-Retry": "false" } },
        );
      }
      Object.assign(session, { status: "expired", url: null });
      state.expired.push(id);
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
      state.expired = [];
    },
  };
}

/** A checkout.session.* event as Stripe posts it to a webhook endpoint. */
export function checkoutSessionEvent(
  type: "checkout.session.completed" | "checkout.session.expired" | "checkout.session.async_payment_succeeded",
  {
    eventId,
    sessionId,
    orderId,
    amountTotal,
    paymentStatus = "paid",
    paymentIntent = "pi_3Fake0123456789",
    metadata = { orderId },
  }: {
    eventId: string;
    sessionId: string;
    orderId: string;
    amountTotal: number;
    paymentStatus?: "paid" | "unpaid" | "no_payment_required";
    paymentIntent?: string | null;
    /** The session's metadata as the app set it: { orderId } for a shop order. */
    metadata?: Record<string, string>;
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
        metadata,
        mode: "payment",
        payment_intent: paymentIntent,
        payment_status: paymentStatus,
        status: type === "checkout.session.expired" ? "expired" : "complete",
      },
    },
  };
}

// --- Stripe Billing (memberships) ---------------------------------------------------------------------

const STRIPE_API_VERSION = "2026-10-28.endive";
const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const missing = (kind: string, id: string, param = "id") =>
  HttpResponse.json(
    {
      error: {
        type: "invalid_request_error",
        code: "resource_missing",
        param,
        message: `No such ${kind}: '${id}'`,
        request_log_url: "https://dashboard.stripe.com/test/logs/req_fake",
      },
    },
    { status: kind === "customer" ? 400 : 404, headers: { "Request-Id": "req_fake_missing" } },
  );
const unauthorized = () =>
  HttpResponse.json({ error: { type: "invalid_request_error", message: "Invalid API Key provided: sk_test_****" } }, { status: 401 });

export type FakeSubscription = {
  id: string;
  customer: string;
  status: "active" | "past_due" | "canceled" | "incomplete" | "trialing" | "unpaid";
  metadata: Record<string, string>;
  periodStart: Date;
  periodEnd: Date;
  unitAmount: number;
  cancelAtPeriodEnd?: boolean;
  canceledAt?: Date | null;
  cancellationReason?: "cancellation_requested" | "payment_failed" | "payment_disputed" | null;
};

/** A Subscription object as GET /v1/subscriptions/{id} and the customer.subscription.* events carry it. */
export function subscriptionObject(sub: FakeSubscription) {
  return {
    id: sub.id,
    object: "subscription",
    billing_cycle_anchor: unix(sub.periodStart),
    cancel_at: sub.cancelAtPeriodEnd ? unix(sub.periodEnd) : null,
    cancel_at_period_end: Boolean(sub.cancelAtPeriodEnd),
    canceled_at: sub.canceledAt ? unix(sub.canceledAt) : null,
    cancellation_details: { comment: null, feedback: null, reason: sub.cancellationReason ?? null },
    collection_method: "charge_automatically",
    created: unix(sub.periodStart),
    currency: "usd",
    customer: sub.customer,
    ended_at: sub.status === "canceled" && sub.canceledAt ? unix(sub.canceledAt) : null,
    items: {
      object: "list",
      data: [
        {
          id: `si_${sub.id.slice(4)}`,
          object: "subscription_item",
          current_period_end: unix(sub.periodEnd),
          current_period_start: unix(sub.periodStart),
          price: {
            id: `price_${sub.id.slice(4)}`,
            object: "price",
            currency: "usd",
            recurring: { interval: "year", interval_count: 1 },
            unit_amount: sub.unitAmount,
            type: "recurring",
          },
          quantity: 1,
          subscription: sub.id,
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${sub.id}`,
    },
    livemode: false,
    metadata: sub.metadata,
    start_date: unix(sub.periodStart),
    status: sub.status,
  };
}

/**
 * Fakes of the Stripe Billing calls the app makes: POST /v1/billing_portal/sessions (the customer
 * portal), GET and DELETE /v1/subscriptions/{id}, GET /v1/invoice_payments?invoice= and
 * GET /v1/payment_intents/{id} (a failed payment's message). Stripe's error shapes for unknown ids.
 */
export function createStripeBillingFake({ secretKey = FAKE_STRIPE_KEY }: { secretKey?: string } = {}) {
  const state = {
    portalSessions: [] as { id: string; customer: string; returnUrl: string | null; url: string }[],
    customers: new Set<string>(),
    subscriptions: new Map<string, FakeSubscription>(),
    cancelled: [] as string[],
    /** invoice id → its PaymentIntent's last_payment_error message */
    declines: new Map<string, string>(),
    requests: 0,
  };
  let seq = 0;
  const authorized = (request: Request) => request.headers.get("authorization") === `Bearer ${secretKey}`;
  const handlers = [
    http.post(`${STRIPE_API}/v1/billing_portal/sessions`, async ({ request }) => {
      state.requests += 1;
      if (!authorized(request)) return unauthorized();
      const params = new URLSearchParams(await request.text());
      const customer = params.get("customer") ?? "";
      if (!state.customers.has(customer)) return missing("customer", customer, "customer");
      seq += 1;
      const id = `bps_1Fake${String(seq).padStart(8, "0")}`;
      const url = `https://billing.stripe.com/p/session/test_YWNjdF8xRmFrZ${seq}`;
      state.portalSessions.push({ id, customer, returnUrl: params.get("return_url"), url });
      return HttpResponse.json({
        id,
        object: "billing_portal.session",
        configuration: "bpc_1FakeConfiguration",
        created: unix(new Date()),
        customer,
        flow: null,
        livemode: false,
        locale: null,
        on_behalf_of: null,
        return_url: params.get("return_url"),
        url,
      });
    }),
    http.get(`${STRIPE_API}/v1/subscriptions/:id`, ({ request, params }) => {
      state.requests += 1;
      if (!authorized(request)) return unauthorized();
      const sub = state.subscriptions.get(String(params.id));
      return sub ? HttpResponse.json(subscriptionObject(sub)) : missing("subscription", String(params.id));
    }),
    http.delete(`${STRIPE_API}/v1/subscriptions/:id`, ({ request, params }) => {
      state.requests += 1;
      if (!authorized(request)) return unauthorized();
      const sub = state.subscriptions.get(String(params.id));
      // Stripe answers a cancelled subscription's DELETE with resource_missing too.
      if (!sub || sub.status === "canceled") return missing("subscription", String(params.id));
      Object.assign(sub, { status: "canceled", canceledAt: new Date(), cancellationReason: "cancellation_requested" });
      state.cancelled.push(sub.id);
      return HttpResponse.json(subscriptionObject(sub));
    }),
    http.get(`${STRIPE_API}/v1/invoice_payments`, ({ request }) => {
      state.requests += 1;
      if (!authorized(request)) return unauthorized();
      const invoice = new URL(request.url).searchParams.get("invoice") ?? "";
      const data = state.declines.has(invoice)
        ? [
            {
              id: `inpay_${invoice.slice(3)}`,
              object: "invoice_payment",
              amount_paid: null,
              currency: "usd",
              invoice,
              is_default: true,
              livemode: false,
              payment: { type: "payment_intent", payment_intent: `pi_${invoice.slice(3)}` },
              status: "open",
            },
          ]
        : [];
      return HttpResponse.json({ object: "list", data, has_more: false, url: "/v1/invoice_payments" });
    }),
    http.get(`${STRIPE_API}/v1/payment_intents/:id`, ({ request, params }) => {
      state.requests += 1;
      if (!authorized(request)) return unauthorized();
      const id = String(params.id);
      const message = state.declines.get(`in_${id.slice(3)}`);
      if (message === undefined) return missing("payment_intent", id);
      return HttpResponse.json({
        id,
        object: "payment_intent",
        amount: 0,
        currency: "usd",
        last_payment_error: { type: "card_error", code: "card_declined", decline_code: "insufficient_funds", message },
        status: "requires_payment_method",
      });
    }),
  ];
  return {
    state,
    handlers,
    addCustomer(id: string) {
      state.customers.add(id);
    },
    addSubscription(sub: FakeSubscription) {
      state.customers.add(sub.customer);
      state.subscriptions.set(sub.id, sub);
    },
    decline(invoiceId: string, message: string) {
      state.declines.set(invoiceId, message);
    },
    reset() {
      state.portalSessions = [];
      state.customers.clear();
      state.subscriptions.clear();
      state.cancelled = [];
      state.declines.clear();
      state.requests = 0;
      seq = 0;
    },
  };
}

/** An event as Stripe posts it to a webhook endpoint (the object at the endpoint's API version). */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  { eventId, created = new Date(), previous }: { eventId: string; created?: Date; previous?: Record<string, unknown> },
) {
  return {
    id: eventId,
    object: "event",
    api_version: STRIPE_API_VERSION,
    created: unix(created),
    data: { object, ...(previous ? { previous_attributes: previous } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** checkout.session.completed of a Checkout Session in subscription mode (Stripe has created the customer and the subscription). */
export function subscriptionSessionObject({
  sessionId,
  orderId,
  userId,
  tier,
  customer,
  subscription,
  amountTotal,
}: {
  sessionId: string;
  orderId: string;
  userId: string;
  tier: string;
  customer: string;
  subscription: string;
  amountTotal: number;
}) {
  return {
    id: sessionId,
    object: "checkout.session",
    amount_subtotal: amountTotal,
    amount_total: amountTotal,
    client_reference_id: orderId,
    currency: "usd",
    customer,
    invoice: null,
    metadata: { orderId, userId, tier },
    mode: "subscription",
    payment_intent: null,
    payment_status: "paid",
    status: "complete",
    subscription,
  };
}

/**
 * An Invoice of a subscription as current API versions send it: the subscription and its metadata
 * under parent.subscription_details, the paid period on the subscription line.
 */
export function invoiceObject({
  invoiceId,
  customer,
  subscription,
  metadata,
  amount,
  periodStart,
  periodEnd,
  billingReason = "subscription_create",
  paid = true,
  attemptCount = 1,
  withMetadata = true,
}: {
  invoiceId: string;
  customer: string;
  subscription: string;
  metadata: Record<string, string>;
  amount: number;
  periodStart: Date;
  periodEnd: Date;
  billingReason?: "subscription_create" | "subscription_cycle";
  paid?: boolean;
  attemptCount?: number;
  withMetadata?: boolean;
}) {
  return {
    id: invoiceId,
    object: "invoice",
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    amount_remaining: paid ? 0 : amount,
    attempt_count: attemptCount,
    attempted: true,
    billing_reason: billingReason,
    collection_method: "charge_automatically",
    currency: "usd",
    customer,
    last_finalization_error: null,
    lines: {
      object: "list",
      data: [
        {
          id: `il_${invoiceId.slice(3)}`,
          object: "line_item",
          amount,
          currency: "usd",
          description: "1 × Membership (at $50.00 / year)",
          parent: {
            type: "subscription_item_details",
            subscription_item_details: { subscription, subscription_item: `si_${subscription.slice(4)}`, proration: false },
          },
          period: { start: unix(periodStart), end: unix(periodEnd) },
          quantity: 1,
        },
      ],
      has_more: false,
      url: `/v1/invoices/${invoiceId}/lines`,
    },
    livemode: false,
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { metadata: withMetadata ? metadata : null, subscription },
    },
    // Stripe's invoice.period_* are the previous period's for a subscription invoice.
    period_end: unix(periodStart),
    period_start: unix(periodStart),
    status: paid ? "paid" : "open",
    status_transitions: { finalized_at: unix(periodStart), paid_at: paid ? unix(periodStart) : null },
  };
}

/** The Stripe-Signature header for a payload, as Stripe signs it (t=…,v1=HMAC-SHA256). */
export function signStripePayload(payload: string, secret = FAKE_STRIPE_WEBHOOK_SECRET) {
  return new Stripe(FAKE_STRIPE_KEY).webhooks.generateTestHeaderString({ payload, secret });
}

import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it, vi } from "vitest";
import { notifications, orderLines, orders, webhookEvents } from "../../../../db/schema";
import { useTestDatabase } from "../../../../test/db";
import { args, ORIGIN } from "../../../../test/http";
import { createPrintifyFake, fakePrintifyConfig, printifyErrorBody, printifyHandlers } from "../../../../test/mocks/printify";
import { checkoutSessionEvent, FAKE_STRIPE_KEY, FAKE_STRIPE_WEBHOOK_SECRET } from "../../../../test/mocks/stripe";
import { submitOrderToProvider } from "~/models/pod-orders.server";
import { orderNumber } from "~/models/orders";
import { action as printifyWebhook } from "./printify";
import { action as stripeWebhook } from "./stripe";
import { useMockServer } from "../../../../test/msw";

const PRINTIFY_SECRET = "printify-webhook-secret";
vi.mock("~/utils/env.server", async (importOriginal) => {
  const { envWith, FAKE_STRIPE, FAKE_PRINTIFY } = await import("../../../../test/env");
  return envWith(importOriginal, { stripeConfig: FAKE_STRIPE, printifyConfig: FAKE_PRINTIFY });
});

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();
const printify = createPrintifyFake();
useMockServer(printifyHandlers(printify), () => printify.reset());

const stripe = new Stripe(FAKE_STRIPE_KEY);

const ADDRESS = {
  firstName: "Sam",
  lastName: "Fan",
  address1: "1 Stadium Way",
  address2: null,
  city: "Portland",
  region: "OR",
  zip: "97201",
  country: "US",
  phone: "+1 503 555 0100",
};

async function stripeOrder({ pod = false, sessionId = "cs_test_a1000001", total = "45.00" } = {}) {
  const [order] = await test.db
    .insert(orders)
    .values({
      totalAmount: total,
      quantity: 2,
      customerEmail: "sam@example.com",
      customerName: "Sam Fan",
      paymentMethod: "stripe",
      stripeCheckoutSessionId: sessionId,
      shippingAddress: pod ? ADDRESS : null,
    })
    .returning({ id: orders.id });
  await test.db.insert(orderLines).values(
    pod
      ? [
          {
            orderId: order.id,
            name: "Away Tee",
            size: "M",
            unitPrice: "25.00",
            quantity: 1,
            fulfillmentType: "print-on-demand",
            providerProductId: "5d39b411749d0a000f30e0f4",
            providerVariantId: "12101",
          },
          { orderId: order.id, name: "Roadies Scarf", size: null, unitPrice: "20.00", quantity: 1, fulfillmentType: "event-pickup" },
        ]
      : [{ orderId: order.id, name: "Roadies Scarf", size: null, unitPrice: "22.50", quantity: 2, fulfillmentType: "event-pickup" }],
  );
  return order.id;
}

function signedStripe(payload: string, secret = FAKE_STRIPE_WEBHOOK_SECRET) {
  return stripe.webhooks.generateTestHeaderString({ payload, secret });
}

function postStripe(payload: string, signature: string | null) {
  // Stripe's servers send no Origin: the front door's same-origin rule lets them through.
  return stripeWebhook(
    args(
      new Request(`${ORIGIN}/api/webhooks/stripe`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(signature ? { "Stripe-Signature": signature } : {}) },
        body: payload,
      }),
    ),
  );
}

const orderRow = async (id: string) => (await test.db.select().from(orders).where(eq(orders.id, id)))[0];
const confirmations = () =>
  test.db
    .select({ subjectKey: notifications.subjectKey, toEmail: notifications.toEmail })
    .from(notifications)
    .where(eq(notifications.kind, "order-confirmation"));
const statusMails = () =>
  test.db.select({ subjectKey: notifications.subjectKey }).from(notifications).where(eq(notifications.kind, "order-status"));

describe("POST /api/webhooks/stripe", () => {
  it("refuses a missing, wrong or foreign-secret signature with 400 and changes nothing", async () => {
    const orderId = await stripeOrder();
    const payload = JSON.stringify(
      checkoutSessionEvent("checkout.session.completed", { eventId: "evt_1", sessionId: "cs_test_a1000001", orderId, amountTotal: 4500 }),
    );
    for (const signature of [null, "t=1,v1=deadbeef", signedStripe(payload, "whsec_someone_else")]) {
      const response = await postStripe(payload, signature);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: "Invalid Stripe signature." });
    }
    // A valid signature over another body does not cover this one.
    const tampered = payload.replace('"amount_total":4500', '"amount_total":1');
    expect((await postStripe(tampered, signedStripe(payload))).status).toBe(400);
    expect((await orderRow(orderId)).paidAt).toBeNull();
    expect(await test.db.select().from(webhookEvents)).toEqual([]);
    expect(await confirmations()).toEqual([]);
  });

  it("marks the order paid once on checkout.session.completed; a replay is a 200 that changes nothing", async () => {
    const orderId = await stripeOrder();
    const payload = JSON.stringify(
      checkoutSessionEvent("checkout.session.completed", {
        eventId: "evt_paid_1",
        sessionId: "cs_test_a1000001",
        orderId,
        amountTotal: 4500,
      }),
    );
    const first = await postStripe(payload, signedStripe(payload));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: "paid" });
    const paid = await orderRow(orderId);
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect(paid.stripePaymentIntentId).toBe("pi_3Fake0123456789");
    expect(paid.status).toBe("pending");
    expect(await confirmations()).toEqual([{ subjectKey: orderId, toEmail: "sam@example.com" }]);

    const replay = await postStripe(payload, signedStripe(payload));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, outcome: "duplicate" });
    // Stripe may also send the same session under a new event id (async_payment_succeeded after completed).
    const again = JSON.stringify(
      checkoutSessionEvent("checkout.session.async_payment_succeeded", {
        eventId: "evt_paid_2",
        sessionId: "cs_test_a1000001",
        orderId,
        amountTotal: 4500,
      }),
    );
    expect(await (await postStripe(again, signedStripe(again))).json()).toEqual({ received: true, outcome: "not-paid" });
    expect((await orderRow(orderId)).paidAt?.getTime()).toBe(paid.paidAt!.getTime());
    expect(await confirmations()).toHaveLength(1);
    expect(await test.db.select({ eventId: webhookEvents.eventId }).from(webhookEvents)).toHaveLength(2);
  });

  it("does not mark paid an unpaid completion, another order's session or a different amount", async () => {
    const orderId = await stripeOrder();
    const cases = [
      checkoutSessionEvent("checkout.session.completed", {
        eventId: "evt_a",
        sessionId: "cs_test_a1000001",
        orderId,
        amountTotal: 4500,
        paymentStatus: "unpaid",
      }),
      checkoutSessionEvent("checkout.session.completed", { eventId: "evt_b", sessionId: "cs_test_other", orderId, amountTotal: 4500 }),
      checkoutSessionEvent("checkout.session.completed", { eventId: "evt_c", sessionId: "cs_test_a1000001", orderId, amountTotal: 100 }),
    ];
    for (const event of cases) {
      const payload = JSON.stringify(event);
      expect((await postStripe(payload, signedStripe(payload))).status).toBe(200);
    }
    expect((await orderRow(orderId)).paidAt).toBeNull();
    expect(await confirmations()).toEqual([]);
  });

  it("does not revive an order an admin cancelled before the payment came through", async () => {
    const orderId = await stripeOrder();
    await test.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, orderId));
    const payload = JSON.stringify(
      checkoutSessionEvent("checkout.session.completed", {
        eventId: "evt_late",
        sessionId: "cs_test_a1000001",
        orderId,
        amountTotal: 4500,
      }),
    );
    expect(await (await postStripe(payload, signedStripe(payload))).json()).toEqual({ received: true, outcome: "not-paid" });
    expect(await orderRow(orderId)).toMatchObject({ status: "cancelled", paidAt: null });
    expect(await confirmations()).toEqual([]);
  });

  it("cancels the unpaid order when its session expires, and ignores unknown event types", async () => {
    const orderId = await stripeOrder();
    const expired = JSON.stringify(
      checkoutSessionEvent("checkout.session.expired", {
        eventId: "evt_exp",
        sessionId: "cs_test_a1000001",
        orderId,
        amountTotal: 4500,
        paymentStatus: "unpaid",
      }),
    );
    expect(await (await postStripe(expired, signedStripe(expired))).json()).toEqual({ received: true, outcome: "cancelled" });
    expect((await orderRow(orderId)).status).toBe("cancelled");
    const other = JSON.stringify({
      id: "evt_other",
      object: "event",
      type: "customer.created",
      data: { object: { id: "cus_1", object: "customer" } },
    });
    const response = await postStripe(other, signedStripe(other));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: "ignored" });
  });

  it("sends a paid order's print-on-demand lines to Printify with the exact body, once", async () => {
    const orderId = await stripeOrder({ pod: true });
    const payload = JSON.stringify(
      checkoutSessionEvent("checkout.session.completed", { eventId: "evt_pod", sessionId: "cs_test_a1000001", orderId, amountTotal: 4500 }),
    );
    expect((await postStripe(payload, signedStripe(payload))).status).toBe(200);
    expect(printify.state.orders).toHaveLength(1);
    const [request] = printify.state.requests;
    expect(request).toMatchObject({ method: "POST", path: "/v1/shops/123456/orders.json", authorization: "Bearer fake-printify-token" });
    expect(request.body).toEqual({
      external_id: orderId,
      label: orderNumber(orderId),
      line_items: [{ product_id: "5d39b411749d0a000f30e0f4", variant_id: 12101, quantity: 1 }],
      shipping_method: 1,
      send_shipping_notification: false,
      address_to: {
        first_name: "Sam",
        last_name: "Fan",
        email: "sam@example.com",
        phone: "+1 503 555 0100",
        country: "US",
        region: "OR",
        address1: "1 Stadium Way",
        city: "Portland",
        zip: "97201",
      },
    });
    const submitted = await orderRow(orderId);
    expect(submitted.providerOrderId).toBe(printify.state.orders[0].id);
    expect(submitted.providerSubmittedAt).toBeInstanceOf(Date);
    expect(submitted.providerError).toBeNull();
    // The admin's retry (or a second call) does not submit twice.
    expect(await submitOrderToProvider(orderId, fakePrintifyConfig)).toEqual({ ok: false, reason: "already-submitted" });
    expect(printify.state.orders).toHaveLength(1);
  });

  it("keeps Printify's refusal on the order for the admin, still answers Stripe 200, and a retry then succeeds", async () => {
    const orderId = await stripeOrder({ pod: true });
    printify.failNext({ status: 400, body: printifyErrorBody(8150, "Validation failed.", "address_to.zip: The zip is invalid") });
    const payload = JSON.stringify(
      checkoutSessionEvent("checkout.session.completed", {
        eventId: "evt_pod_fail",
        sessionId: "cs_test_a1000001",
        orderId,
        amountTotal: 4500,
      }),
    );
    expect((await postStripe(payload, signedStripe(payload))).status).toBe(200);
    const failed = await orderRow(orderId);
    expect(failed.paidAt).toBeInstanceOf(Date);
    expect(failed.providerOrderId).toBeNull();
    expect(failed.providerError).toBe("Printify rejected the request (400). Validation failed. — address_to.zip: The zip is invalid");

    const retry = await submitOrderToProvider(orderId, fakePrintifyConfig);
    expect(retry.ok).toBe(true);
    const done = await orderRow(orderId);
    expect(done.providerOrderId).toBe(printify.state.orders[0].id);
    expect(done.providerError).toBeNull();
  });

  it("does not submit an unpaid order to Printify", async () => {
    const orderId = await stripeOrder({ pod: true });
    expect(await submitOrderToProvider(orderId, fakePrintifyConfig)).toEqual({ ok: false, reason: "not-paid" });
    expect(printify.state.requests).toEqual([]);
  });
});

describe("POST /api/webhooks/printify", () => {
  async function submittedOrder(providerOrderId = "5a96f649b2439217d070f507") {
    const orderId = await stripeOrder({ pod: true });
    await test.db.update(orders).set({ paidAt: new Date(), providerOrderId }).where(eq(orders.id, orderId));
    return orderId;
  }

  const sign = (body: string, secret = PRINTIFY_SECRET) => `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
  function event(id: string, type: string, data: Record<string, unknown> = {}, resourceId = "5a96f649b2439217d070f507") {
    return JSON.stringify({
      id,
      type,
      created_at: "2026-11-21 12:00:00+00:00",
      resource: { id: resourceId, type: "order", data: { shop_id: 123456, ...data } },
    });
  }
  function postPrintify(body: string, signature: string | null) {
    return printifyWebhook(
      args(
        new Request(`${ORIGIN}/api/webhooks/printify`, {
          method: "POST",
          headers: { "Content-Type": "application/json", ...(signature ? { "X-Pfy-Signature": signature } : {}) },
          body,
        }),
      ),
    );
  }

  it("refuses a missing or wrong signature with 401 and changes nothing", async () => {
    const orderId = await submittedOrder();
    const body = event("e-1", "order:sent-to-production");
    for (const signature of [null, "sha256=00", sign(body, "not-the-secret"), sign(body).replace("sha256=", "")]) {
      const response = await postPrintify(body, signature);
      expect(response.status).toBe(401);
    }
    expect((await orderRow(orderId)).status).toBe("pending");
    expect(await test.db.select().from(webhookEvents)).toEqual([]);
  });

  it("moves the order to processing, shipped (with carrier and tracking) and delivered, each event once", async () => {
    const orderId = await submittedOrder();
    const production = event("e-prod", "order:sent-to-production");
    expect(await (await postPrintify(production, sign(production))).json()).toEqual({ received: true, outcome: "moved" });
    expect((await orderRow(orderId)).status).toBe("processing");
    expect(await (await postPrintify(production, sign(production))).json()).toEqual({ received: true, outcome: "duplicate" });

    const shipped = event("e-ship", "order:shipment:created", {
      shipped_at: "2026-11-22 09:00:00+00:00",
      carrier: {
        code: "usps",
        tracking_number: "9400110200828911663274",
        tracking_url: "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400110200828911663274",
      },
      skus: ["12101"],
    });
    expect((await postPrintify(shipped, sign(shipped))).status).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({
      status: "shipped",
      carrier: "usps",
      trackingNumber: "9400110200828911663274",
      trackingUrl: "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400110200828911663274",
    });

    const delivered = event("e-deliv", "order:shipment:delivered", { delivered_at: "2026-11-25 15:00:00+00:00" });
    expect((await postPrintify(delivered, sign(delivered))).status).toBe(200);
    expect((await orderRow(orderId)).status).toBe("delivered");
    expect((await statusMails()).map((mail) => mail.subjectKey).sort()).toEqual(
      [`${orderId}:delivered`, `${orderId}:processing`, `${orderId}:shipped`].sort(),
    );
  });

  it("answers 200 to a late event that would be an illegal move, and to an order it does not know", async () => {
    const orderId = await submittedOrder();
    await test.db.update(orders).set({ status: "delivered" }).where(eq(orders.id, orderId));
    const late = event("e-late", "order:sent-to-production");
    const response = await postPrintify(late, sign(late));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: "illegal" });
    expect((await orderRow(orderId)).status).toBe("delivered");

    const stranger = event("e-stranger", "order:shipment:created", {}, "ffffffffffffffffffffffff");
    expect(await (await postPrintify(stranger, sign(stranger))).json()).toEqual({ received: true, outcome: "unknown-order" });
  });

  it("walks a shipment through processing when Printify's sent-to-production never came", async () => {
    const orderId = await submittedOrder();
    const shipped = event("e-ship-direct", "order:shipment:created", { carrier: { code: "dhl", tracking_number: "JD0123" } });
    expect((await postPrintify(shipped, sign(shipped))).status).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ status: "shipped", carrier: "dhl", trackingNumber: "JD0123", trackingUrl: null });
  });

  it("answers 400 to a signed body that is not an event", async () => {
    const body = JSON.stringify({ hello: "world" });
    expect((await postPrintify(body, sign(body))).status).toBe(400);
  });
});

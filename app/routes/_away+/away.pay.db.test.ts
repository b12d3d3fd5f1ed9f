import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it, vi } from "vitest";
import { awayApplications } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { envSwitches as mockEnv, FAKE_STRIPE } from "../../../test/env";
import { checkoutSessionEvent, createStripeFake, FAKE_STRIPE_KEY, FAKE_STRIPE_WEBHOOK_SECRET } from "../../../test/mocks/stripe";
import { useMockServer } from "../../../test/msw";
import { createAdmin, createEvent, createSignedInMember } from "../../../test/factories";
import { args, get, ORIGIN, post, settle } from "../../../test/http";
import { awayTexts } from "~/i18n/messages/away";
import { applyToBallot, createAllocation, drawBallot, passExpiredAwayOffers } from "~/models/away.server";
import { action, loader } from "./away.$allocationId";
import { action as stripeWebhook } from "../api+/webhooks+/stripe";

// Stripe is off unless a case switches it on.
vi.mock("~/utils/env.server", async (importOriginal) => (await import("../../../test/env")).switchableEnv(importOriginal, "stripe"));

const test = useTestDatabase();
const stripe = createStripeFake();
useMockServer(stripe.handlers, () => {
  stripe.reset();
  mockEnv.stripe = null;
});

const HOUR = 3_600_000;

/** A drawn ballot with the member's single place offered (one ticket, one applicant), paid within 48 hours. */
async function offeredPlace() {
  const admin = await createAdmin();
  const eventId = await createEvent({ title: "Away at Harbour", type: "match", isHomeMatch: false });
  const now = Date.now();
  const created = await createAllocation(
    {
      eventId,
      tickets: 1,
      price: "32.50",
      opensAt: new Date(now - 3 * HOUR),
      closesAt: new Date(now - HOUR),
      payHours: 48,
      maxPerApplication: 1,
      membersOnly: true,
    },
    admin,
  );
  if (!created.ok) throw new Error(created.reason);
  const fan = await createSignedInMember({ email: "fan@example.com", membershipStatus: "active" });
  expect((await applyToBallot(created.id, fan.id, {}, new Date(now - 2 * HOUR))).ok).toBe(true);
  expect(await drawBallot(created.id, { timeZone: "UTC", seasonStartMonth: 7 })).toEqual({ ok: true, placed: 1, waiting: 0 });
  const [application] = await test.db.select().from(awayApplications).where(eq(awayApplications.allocationId, created.id));
  return { id: created.id, fan, applicationId: application!.id };
}

const pay = (id: number, cookie: string) =>
  settle(action(args(post(`/away/${id}`, { intent: "pay" }, cookie), { allocationId: String(id) })));

function webhook(payload: string) {
  const signature = new Stripe(FAKE_STRIPE_KEY).webhooks.generateTestHeaderString({ payload, secret: FAKE_STRIPE_WEBHOOK_SECRET });
  return stripeWebhook(
    args(
      new Request(`${ORIGIN}/api/webhooks/stripe`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
        body: payload,
      }),
    ),
  );
}

const statusOf = async (applicationId: number) =>
  (
    await test.db
      .select({ status: awayApplications.status, paidVia: awayApplications.paidVia })
      .from(awayApplications)
      .where(eq(awayApplications.id, applicationId))
  )[0];

describe("paying an away place online", () => {
  it("opens Stripe Checkout for the place's price, and the signed webhook marks it paid once", async () => {
    mockEnv.stripe = FAKE_STRIPE;
    const { id, fan, applicationId } = await offeredPlace();
    const page = await (await settle(loader(args(get(`/away/${id}`, fan.cookie), { allocationId: String(id) })))).json();
    expect(page).toMatchObject({ payOnline: true, mine: { status: "offered" } });

    const answer = await pay(id, fan.cookie);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const [sent] = stripe.state.sessions;
    expect(sent).toMatchObject({ mode: "payment", customerEmail: "fan@example.com", successUrl: `${ORIGIN}/away/${id}` });
    expect(sent!.lineItems).toEqual([{ name: "Away ticket: Away at Harbour", currency: "usd", unitAmount: 3250, quantity: 1 }]);
    expect(sent!.idempotencyKey).toMatch(new RegExp(`^checkout-away-${applicationId}-\\d+$`));

    // A second press reopens the same session rather than making another.
    expect((await pay(id, fan.cookie)).headers.get("Location")).toBe(answer.headers.get("Location"));
    expect(stripe.state.sessions).toHaveLength(1);

    const event = (eventId: string, amountTotal = 3250) =>
      JSON.stringify(
        checkoutSessionEvent("checkout.session.completed", {
          eventId,
          sessionId: sent!.id,
          orderId: `away-${applicationId}`,
          amountTotal,
          metadata: { awayApplicationId: String(applicationId) },
        }),
      );
    const wrongAmount = await webhook(event("evt_away_wrong", 100));
    expect(await wrongAmount.json()).toMatchObject({ outcome: "away-place-not-paid" });
    expect(await statusOf(applicationId)).toEqual({ status: "offered", paidVia: null });

    const paid = await webhook(event("evt_away_paid"));
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ outcome: "away-place-paid" });
    expect(await statusOf(applicationId)).toEqual({ status: "paid", paidVia: "stripe" });
    expect(await (await webhook(event("evt_away_paid"))).json()).toMatchObject({ outcome: "duplicate" });

    // Paid: nothing left to pay, and the deadline's sweep leaves it alone.
    expect((await pay(id, fan.cookie)).status).toBe(409);
    expect(await passExpiredAwayOffers(new Date(Date.now() + 49 * HOUR))).toBe(0);
    expect(await statusOf(applicationId)).toEqual({ status: "paid", paidVia: "stripe" });
  });

  it("money that comes after the place passed on does not revive it", async () => {
    mockEnv.stripe = FAKE_STRIPE;
    const { id, fan, applicationId } = await offeredPlace();
    await pay(id, fan.cookie);
    await passExpiredAwayOffers(new Date(Date.now() + 49 * HOUR));
    const late = await webhook(
      JSON.stringify(
        checkoutSessionEvent("checkout.session.completed", {
          eventId: "evt_away_late",
          sessionId: stripe.state.sessions[0]!.id,
          orderId: `away-${applicationId}`,
          amountTotal: 3250,
          metadata: { awayApplicationId: String(applicationId) },
        }),
      ),
    );
    expect(await late.json()).toMatchObject({ outcome: "away-place-not-paid" });
    expect(await statusOf(applicationId)).toEqual({ status: "passed", paidVia: null });
  });

  it("without Stripe the page offers no online payment, and a post says to pay at the table", async () => {
    const { id, fan } = await offeredPlace();
    expect(await (await settle(loader(args(get(`/away/${id}`, fan.cookie), { allocationId: String(id) })))).json()).toMatchObject({
      payOnline: false,
    });
    const answer = await pay(id, fan.cookie);
    expect(answer.status).toBe(409);
    expect((await answer.json()).error).toBe(awayTexts.payAtTable());
  });

  it("another member cannot pay for (or even find) a place that is not theirs", async () => {
    mockEnv.stripe = FAKE_STRIPE;
    const { id } = await offeredPlace();
    const other = await createSignedInMember({ email: "other@example.com", membershipStatus: "active" });
    const answer = await pay(id, other.cookie);
    expect(answer.status).toBe(409);
    expect((await answer.json()).error).toBe(awayTexts.notOffered());
    expect(stripe.state.sessions).toHaveLength(0);
  });

  it("under 30 minutes before the deadline, online payment is refused: pay at the table", async () => {
    mockEnv.stripe = FAKE_STRIPE;
    const { id, fan, applicationId } = await offeredPlace();
    await test.db
      .update(awayApplications)
      .set({ payBy: new Date(Date.now() + 20 * 60_000) })
      .where(eq(awayApplications.id, applicationId));
    const answer = await pay(id, fan.cookie);
    expect(answer.status).toBe(409);
    expect((await answer.json()).error).toBe(awayTexts.tooLateOnline());
    expect(stripe.state.sessions).toHaveLength(0);
  });
});

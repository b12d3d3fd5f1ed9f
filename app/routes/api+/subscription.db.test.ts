import { describe, expect, it, vi } from "vitest";
import { billingHistory, subscriptions } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createSignedInMember, type UserValues } from "../../../test/factories";
import { args, ORIGIN, readToast } from "../../../test/http";
import { createStripeBillingFake } from "../../../test/mocks/stripe";
import { canManagePayment, cancelStripeSubscription } from "~/models/integrations.server";
import { contentSecurityPolicy } from "~/utils/security.server";
import { loader as billingLoader } from "./billing-history";
import { loader as subscriptionLoader } from "./subscription";
import { action as portalAction, loader as portalLoader } from "../_me+/profile_.payment-method";
import { useMockServer } from "../../../test/msw";

vi.mock("~/utils/env.server", async (importOriginal) => {
  const { envWith, FAKE_STRIPE } = await import("../../../test/env");
  return envWith(importOriginal, { stripeConfig: FAKE_STRIPE });
});

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();
const stripe = createStripeBillingFake();
useMockServer(stripe.handlers, () => stripe.reset());

function request(path: string, { method = "GET", cookie, origin = ORIGIN }: { method?: string; cookie?: string; origin?: string } = {}) {
  const headers: Record<string, string> = { Origin: origin };
  if (cookie) headers.Cookie = cookie;
  return new Request(`${ORIGIN}${path}`, { method, headers, ...(method === "POST" ? { body: new URLSearchParams() } : {}) });
}

const person = (email: string, values: UserValues = {}) => createSignedInMember({ email, ...values });

describe("GET /api/subscription and /api/billing-history", () => {
  it("401 JSON for anonymous visitors", async () => {
    for (const [loader, path] of [
      [subscriptionLoader, "/api/subscription"],
      [billingLoader, "/api/billing-history"],
    ] as const) {
      const response = await loader(args(request(path)));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: "Unauthorized" });
    }
  });

  it("the member's own rows only, newest first, without Stripe's subscription id", async () => {
    const sam = await person("sam@example.com", { stripeCustomerId: "cus_FakeSam" });
    const kim = await person("kim@example.com");
    const [older, newer] = await test.db
      .insert(subscriptions)
      .values([
        {
          userId: sam.id,
          type: "annual",
          tier: "supporter",
          status: "cancelled",
          startDate: new Date("2025-01-10T10:00:00Z"),
          endDate: new Date("2026-01-10T10:00:00Z"),
          price: "25.00",
        },
        {
          userId: sam.id,
          type: "annual",
          tier: "roadie",
          status: "active",
          startDate: new Date("2026-02-01T10:00:00Z"),
          endDate: new Date("2027-02-01T10:00:00Z"),
          nextBillingDate: new Date("2027-02-01T10:00:00Z"),
          price: "50.00",
          autoRenewal: true,
          stripeSubscriptionId: "sub_1FakeSam",
        },
      ])
      .returning({ id: subscriptions.id });
    const [kimSub] = await test.db
      .insert(subscriptions)
      .values({ userId: kim.id, type: "annual", tier: "vip", price: "100.00", stripeSubscriptionId: "sub_1FakeKim" })
      .returning({ id: subscriptions.id });
    await test.db.insert(billingHistory).values([
      {
        userId: sam.id,
        subscriptionId: older.id,
        amount: "25.00",
        status: "paid",
        billingDate: new Date("2025-01-10T10:00:00Z"),
        paymentMethod: "cash",
        transactionId: "receipt-17",
      },
      {
        userId: sam.id,
        subscriptionId: newer.id,
        amount: "50.00",
        status: "failed",
        billingDate: new Date("2026-02-01T09:00:00Z"),
        paymentMethod: "card",
        transactionId: "in_1Sam:attempt-1",
        failureReason: "Your card was declined.",
      },
      {
        userId: sam.id,
        subscriptionId: newer.id,
        amount: "50.00",
        status: "paid",
        billingDate: new Date("2026-02-01T10:00:00Z"),
        paymentMethod: "card",
        transactionId: "in_1Sam",
      },
      {
        userId: kim.id,
        subscriptionId: kimSub.id,
        amount: "100.00",
        status: "paid",
        billingDate: new Date("2026-03-01T10:00:00Z"),
        paymentMethod: "card",
        transactionId: "in_1Kim",
      },
    ]);

    const subsResponse = await subscriptionLoader(args(request("/api/subscription", { cookie: sam.cookie })));
    expect(subsResponse.status).toBe(200);
    const subsText = await subsResponse.text();
    expect(subsText).not.toContain("sub_1Fake");
    expect(subsText).not.toContain("cus_Fake");
    const subs = JSON.parse(subsText) as Record<string, unknown>[];
    expect(subs.map((s) => [s.id, s.tier, s.tierName, s.status, s.price, s.billedBy, s.autoRenewal])).toEqual([
      [newer.id, "roadie", "Roadie", "active", "50.00", "stripe", true],
      [older.id, "supporter", "Supporter", "cancelled", "25.00", "manual", false],
    ]);
    expect(subs[0].endDate).toBe("2027-02-01T10:00:00.000Z");

    const billing = (await (await billingLoader(args(request("/api/billing-history", { cookie: sam.cookie })))).json()) as Record<
      string,
      unknown
    >[];
    expect(billing.map((b) => [b.amount, b.status, b.transactionId, b.failureReason])).toEqual([
      ["50.00", "paid", "in_1Sam", null],
      ["50.00", "failed", "in_1Sam:attempt-1", "Your card was declined."],
      ["25.00", "paid", "receipt-17", null],
    ]);
    expect(billing.every((b) => !("userId" in b) && !("recordedBy" in b))).toBe(true);

    // Kim sees only Kim's.
    const kimBilling = (await (await billingLoader(args(request("/api/billing-history", { cookie: kim.cookie })))).json()) as Record<
      string,
      unknown
    >[];
    expect(kimBilling.map((b) => b.transactionId)).toEqual(["in_1Kim"]);
    const kimSubs = (await (await subscriptionLoader(args(request("/api/subscription", { cookie: kim.cookie })))).json()) as Record<
      string,
      unknown
    >[];
    expect(kimSubs.map((s) => s.id)).toEqual([kimSub.id]);
  });
});

describe("POST /profile/payment-method (Update Payment Method)", () => {
  it("303 to Stripe's customer portal for the member's customer, returning to /profile; the portal's origin is allowed for form-action", async () => {
    const sam = await person("sam@example.com", { stripeCustomerId: "cus_FakeSam", membershipStatus: "active", membershipType: "annual" });
    stripe.addCustomer("cus_FakeSam");
    const response = await portalAction(args(request("/profile/payment-method", { method: "POST", cookie: sam.cookie })));
    expect(response.status).toBe(303);
    expect(stripe.state.portalSessions).toHaveLength(1);
    expect(stripe.state.portalSessions[0]).toMatchObject({ customer: "cus_FakeSam", returnUrl: `${ORIGIN}/profile` });
    expect(response.headers.get("Location")).toBe(stripe.state.portalSessions[0].url);
    expect(contentSecurityPolicy("n")).toMatch(/form-action [^;]*https:\/\/billing\.stripe\.com/);
  });

  it("a lifetime member, a member without a Stripe customer, or Stripe refusing: back to /profile with a toast, never a 5xx", async () => {
    const lifetime = await person("life@example.com", {
      stripeCustomerId: "cus_FakeLife",
      membershipStatus: "lifetime",
      membershipType: "lifetime",
      isLifetimeMember: true,
    });
    const manual = await person("cash@example.com", { membershipStatus: "active", membershipType: "annual" });
    const gone = await person("gone@example.com", { stripeCustomerId: "cus_FakeDeleted", membershipStatus: "active" });
    stripe.addCustomer("cus_FakeLife");
    const cases = [
      [lifetime.cookie, "Lifetime members have nothing more to pay."],
      [manual.cookie, "There is no card on file: your membership is not paid by card."],
      [gone.cookie, "The payment page could not be opened. Please try again in a moment."],
    ] as const;
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const [cookie, description] of cases) {
      const response = await portalAction(args(request("/profile/payment-method", { method: "POST", cookie })));
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/profile");
      expect(await readToast(response)).toMatchObject({ type: "error", title: "Update Payment Method", description });
    }
    // Stripe answered resource_missing for the deleted customer: logged.
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
    expect(stripe.state.portalSessions).toHaveLength(0);
  });

  it("anonymous visitors go to sign in, cross-site posts are refused, a GET goes to /profile", async () => {
    const anonymous = await portalAction(args(request("/profile/payment-method", { method: "POST" }))).catch(
      (thrown: unknown) => thrown as Response,
    );
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toContain("/login");
    const sam = await person("sam@example.com", { stripeCustomerId: "cus_FakeSam" });
    stripe.addCustomer("cus_FakeSam");
    const crossSite = await portalAction(
      args(request("/profile/payment-method", { method: "POST", cookie: sam.cookie, origin: "https://evil.example" })),
    ).catch((thrown: unknown) => thrown as Response);
    expect(crossSite.status).toBe(403);
    expect(stripe.state.portalSessions).toHaveLength(0);
    const get = portalLoader();
    expect(get.status).toBe(302);
    expect(get.headers.get("Location")).toBe("/profile");
  });
});

describe("cancelStripeSubscription and canManagePayment", () => {
  it("cancels at once at Stripe; an already cancelled one is done; an unknown one is not-found", async () => {
    stripe.addSubscription({
      id: "sub_1FakeCancel",
      customer: "cus_FakeC",
      status: "active",
      metadata: {},
      periodStart: new Date(),
      periodEnd: new Date(Date.now() + 365 * 864e5),
      unitAmount: 5000,
    });
    expect(await cancelStripeSubscription("sub_1FakeCancel")).toEqual({ cancelled: true, status: "canceled" });
    expect(stripe.state.cancelled).toEqual(["sub_1FakeCancel"]);
    expect(await cancelStripeSubscription("sub_1FakeCancel")).toEqual({ cancelled: true, status: "canceled" });
    expect(await cancelStripeSubscription("sub_1Unknown")).toEqual({ cancelled: false, reason: "not-found" });
  });

  it("shows the button only with a Stripe customer and not for lifetime members", async () => {
    const sam = await person("sam@example.com", { stripeCustomerId: "cus_FakeSam", membershipStatus: "active" });
    const kim = await person("kim@example.com", { membershipStatus: "active" });
    expect(await canManagePayment({ id: sam.id, isLifetimeMember: false, membershipStatus: "active" })).toBe(true);
    expect(await canManagePayment({ id: kim.id, isLifetimeMember: false, membershipStatus: "active" })).toBe(false);
    expect(
      await canManagePayment({ id: sam.id, isLifetimeMember: true, membershipStatus: "lifetime", stripeCustomerId: "cus_FakeSam" }),
    ).toBe(false);
  });
});

import { eq, sql } from "drizzle-orm";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  billingHistory,
  cartItems,
  emailChangeCodes,
  eventAttendees,
  eventCheckins,
  events,
  familyMembers,
  notifications,
  orderLines,
  orders,
  products,
  rateLimits,
  sessions,
  subscriptions,
  ticketListingMessages,
  ticketListings,
  users,
  volunteerOpportunities,
  volunteerSignups,
} from "../../../db/schema";
import { queryRows } from "../../../db/client";
import { useTestDatabase } from "../../../test/db";
import { useMockServer } from "../../../test/msw";
import { createMember, type UserValues } from "../../../test/factories";
import { args, get, ORIGIN, post as formPost, settle } from "../../../test/http";
import { signedInCookie } from "../../../test/session";
import { createStripeBillingFake, STRIPE_API } from "../../../test/mocks/stripe";
import { DELETED_MEMBER } from "~/models/account-deletion.server";
import { memberCartId } from "~/models/cart.server";
import { rsvpToEvent } from "~/models/events.server";
import { issueLoginCode } from "~/models/login-codes.server";
import { findOrCreateEmailUser } from "~/models/users.server";
import { signUpForShift } from "~/models/volunteer.server";
import { getUserId } from "~/utils/session.server";
import { getToast } from "~/utils/toast.server";
import { action, loader as pageLoader } from "./privacy-settings";
import { loader as downloadLoader } from "./privacy-settings.data[.json]";
import { DAY } from "../../../test/time";

vi.mock("~/integrations/mailer.server", () => ({ sendMail: vi.fn(async () => {}), mailConfigured: false }));
// Stripe configured and faked: a deleted member's running subscriptions are cancelled there.
vi.mock("~/utils/env.server", async (importOriginal) => {
  const { envWith, FAKE_STRIPE } = await import("../../../test/env");
  return envWith(importOriginal, { stripeConfig: FAKE_STRIPE });
});

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();
const EMAIL = "gone.fan@example.com";
const OTHER_EMAIL = "stays@example.com";

const stripe = createStripeBillingFake();
const stripeServer = useMockServer(stripe.handlers, () => {
  stripe.reset();
  stripeServer.resetHandlers();
});

beforeEach(() => vi.restoreAllMocks());

const person = (email: string, firstName: string, lastName: string, values: UserValues = {}) =>
  createMember({ email, firstName, lastName, ...values });

/** A member with something in every table that can hold their data, and a second member alongside. */
async function populated() {
  const userId = await person(EMAIL, "Gwendolyn", "Zebedee", { pendingEmail: "new.gone@example.com" });
  const otherId = await person(OTHER_EMAIL, "Stan", "Stays");
  const future = new Date(Date.now() + 10 * DAY);
  const [event] = await test.db
    .insert(events)
    .values({ title: "Derby watch party", date: future, location: "The Pub", type: "watch-party" })
    .returning();
  await rsvpToEvent(event.id, userId);
  await rsvpToEvent(event.id, otherId);
  // Checked in at the door: the member by a volunteer's search (the volunteer is the other member), the other member by card.
  await test.db.insert(eventCheckins).values([
    { eventId: event.id, userId, checkedInBy: otherId, method: "search", checkedInAt: new Date("2026-05-02T18:45:00Z") },
    { eventId: event.id, userId: otherId, method: "scan" },
  ]);
  const [shift] = await test.db
    .insert(volunteerOpportunities)
    .values({ title: "Tifo painting", date: future, startTime: "16:00", endTime: "19:00", location: "Warehouse", spotsNeeded: 1 })
    .returning();
  expect(await signUpForShift(userId, shift.id)).toMatchObject({ status: "confirmed" });
  expect(await signUpForShift(otherId, shift.id)).toMatchObject({ status: "waitlisted" });
  await test.db
    .insert(familyMembers)
    .values({ userId, name: "Zebedee Junior", email: "junior.zebedee@example.com", relationship: "child" });
  const [ownListing] = await test.db
    .insert(ticketListings)
    .values({ userId, matchTitle: "Derby", matchDate: future, section: "101", seats: "4-5", price: "20.00" })
    .returning({ id: ticketListings.id });
  const [otherListing] = await test.db
    .insert(ticketListings)
    .values({ userId: otherId, matchTitle: "Cup tie", matchDate: future, section: "102", seats: "1", price: "10.00" })
    .returning({ id: ticketListings.id });
  // A message the member wrote to a poster is theirs; one written to them is the sender's.
  await test.db.insert(ticketListingMessages).values([
    { listingId: otherListing.id, senderId: userId, body: "Still available? I can collect at the gate." },
    { listingId: ownListing.id, senderId: otherId, body: "Stan offers 15.00" },
  ]);
  const [order] = await test.db
    .insert(orders)
    .values({
      userId,
      totalAmount: "25.00",
      customerEmail: EMAIL,
      customerName: "Gwendolyn Zebedee",
      shippingAddress: {
        name: "Gwendolyn Zebedee",
        line1: "1 Zebedee Lane",
        city: "Portland",
        postalCode: "97201",
        country: "US",
      } as never,
    })
    .returning();
  await test.db
    .insert(orderLines)
    .values({ orderId: order.id, name: "Scarf", unitPrice: "25.00", quantity: 1, fulfillmentType: "event-pickup" });
  // An order placed as a guest with the same address, before the account existed.
  const [guestOrder] = await test.db
    .insert(orders)
    .values({ totalAmount: "5.00", customerEmail: EMAIL.toUpperCase(), customerName: "G. Zebedee" })
    .returning();
  const [otherOrder] = await test.db
    .insert(orders)
    .values({ userId: otherId, totalAmount: "9.00", customerEmail: OTHER_EMAIL, customerName: "Stan Stays" })
    .returning();
  const [subscription] = await test.db.insert(subscriptions).values({ userId, type: "annual", tier: "roadie", price: "50.00" }).returning();
  await test.db
    .insert(billingHistory)
    .values({ userId, subscriptionId: subscription.id, amount: "50.00", status: "paid", billingDate: new Date(), transactionId: "cash-1" });
  const [product] = await test.db
    .insert(products)
    .values({ name: "Sticker", price: "3.00", category: "stickers" } as never)
    .returning();
  await test.db.insert(cartItems).values({ sessionId: memberCartId(userId), productId: product.id, price: "3.00" });
  await test.db.insert(notifications).values({ kind: "order-confirmation", subjectKey: guestOrder.id, toEmail: EMAIL, payload: {} });
  await test.db.insert(notifications).values({ kind: "slack-invite", subjectKey: `${userId}:1`, userId, payload: {} });
  await test.db.insert(emailChangeCodes).values({ userId, newEmail: "new.gone@example.com", codeHash: "x", expiresAt: future });
  await issueLoginCode(EMAIL, "secret");
  await test.db.insert(rateLimits).values({ key: `login-email:${EMAIL}`, points: 1 });
  const cookie = await signedInCookie(userId);
  const otherDevice = await signedInCookie(userId);
  const otherMemberCookie = await signedInCookie(otherId);
  return { userId, otherId, event, shift, order, guestOrder, otherOrder, cookie, otherDevice, otherMemberCookie };
}

const post = (fields: Record<string, string>, cookie: string) => settle(action(args(formPost("/privacy-settings", fields, { cookie }))));
const download = (cookie: string | null) =>
  settle(downloadLoader(args(get("/privacy-settings/data.json", { cookie: cookie ?? undefined }))));

/** Every row of every table in the public schema, as text, that contains the needle (case-insensitive). */
async function rowsContaining(needle: string) {
  const tables = await queryRows<{ tablename: string }>(test.db, sql`select tablename from pg_tables where schemaname = 'public'`);
  const found: string[] = [];
  for (const { tablename } of tables) {
    const rows = await queryRows<{ row: string }>(
      test.db,
      sql`select t::text as row from ${sql.identifier(tablename)} t where position(lower(${needle}) in lower(t::text)) > 0`,
    );
    found.push(...rows.map((row) => `${tablename}: ${row.row}`));
  }
  return found;
}

describe("Request Download (/privacy-settings/data.json)", () => {
  it("sends the member's own data as a dated JSON attachment, every section, nothing of another member", async () => {
    const { cookie, order, otherOrder, otherId } = await populated();
    const response = await download(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="roadies-data-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.profile).toMatchObject({ email: EMAIL, firstName: "Gwendolyn", lastName: "Zebedee" });
    expect(data.settings.emailPreferences).toHaveProperty("newsletterUpdates");
    expect(data.settings.privacySettings).toHaveProperty("profileVisibility");
    expect(data.household).toEqual([expect.objectContaining({ name: "Zebedee Junior", relationship: "child" })]);
    expect(data.subscriptions).toEqual([expect.objectContaining({ tier: "roadie", price: "50.00" })]);
    expect(data.billingHistory).toEqual([expect.objectContaining({ amount: "50.00", transactionId: "cash-1" })]);
    expect(data.orders).toEqual([
      expect.objectContaining({ id: order.id, lines: [expect.objectContaining({ name: "Scarf", quantity: 1 })] }),
    ]);
    expect(data.rsvps).toEqual([expect.objectContaining({ title: "Derby watch party" })]);
    expect(data.checkIns).toEqual([
      {
        eventId: expect.any(Number),
        title: "Derby watch party",
        date: expect.any(String),
        checkedInAt: "2026-05-02T18:45:00.000Z",
        method: "search",
      },
    ]);
    expect(data.volunteerSignups).toEqual([expect.objectContaining({ title: "Tifo painting", status: "confirmed" })]);
    expect(data.ticketListings).toEqual([expect.objectContaining({ matchTitle: "Derby", seats: "4-5" })]);
    expect(data.ticketMessagesSent).toEqual([expect.objectContaining({ message: "Still available? I can collect at the gate." })]);
    expect(text).not.toContain(OTHER_EMAIL);
    expect(text).not.toContain("Stan");
    expect(text).not.toContain("Cup tie");
    expect(text).not.toContain(otherOrder.id);
    // Who checked the member in at the door is not the member's data.
    expect(text).not.toContain(otherId);
    expect(text).not.toContain("calendarToken");
  });

  it("asks an anonymous visitor to sign in", async () => {
    const response = await download(null);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/api/login?returnTo=%2Fprivacy-settings");
  });
});

describe("Request Deletion", () => {
  it("refuses a wrong confirmation with a field error and a 400, deleting nothing", async () => {
    const { userId, cookie } = await populated();
    const response = await post({ intent: "delete-account", confirmation: "delete me" }, cookie);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.result.error.confirmation).toEqual(["Type DELETE to confirm"]);
    expect(body.result.initialValue.confirmation).toBe("delete me");
    expect(await test.db.select().from(users).where(eq(users.id, userId))).toHaveLength(1);
  });

  it("deletes every trace of the member, keeps orders and billing anonymised, keeps the counters true and signs them out everywhere", async () => {
    const { userId, otherId, event, shift, order, guestOrder, otherOrder, cookie, otherDevice, otherMemberCookie } = await populated();
    expect(await rowsContaining(EMAIL)).not.toEqual([]);

    const response = await post({ intent: "delete-account", confirmation: " delete " }, cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    const setCookies = response.headers.getSetCookie();
    expect(setCookies.some((value) => value.startsWith("__session=;") || /^__session=[^;]*;.*Expires=Thu, 01 Jan 1970/.test(value))).toBe(
      true,
    );
    const toastCookie = setCookies.find((value) => value.startsWith("__toast="))!.split(";")[0];
    expect((await getToast(new Request(ORIGIN, { headers: { Cookie: toastCookie } }))).toast).toMatchObject({
      title: "Account Deletion Requested",
      description: "Your account and personal data have been deleted. You are signed out.",
    });

    // No personal data left anywhere: every row of every table, as text.
    for (const needle of [EMAIL, "Gwendolyn", "Zebedee", userId, "new.gone@example.com"]) {
      expect(await rowsContaining(needle), needle).toEqual([]);
    }
    // Orders and billing kept for the accounts, anonymised.
    const kept = await test.db
      .select()
      .from(orders)
      .where(sql`${orders.id} in (${order.id}, ${guestOrder.id})`);
    expect(kept).toHaveLength(2);
    for (const row of kept)
      expect(row).toMatchObject({ userId: null, customerEmail: null, customerName: DELETED_MEMBER, shippingAddress: null });
    expect(await test.db.select().from(orderLines).where(eq(orderLines.orderId, order.id))).toHaveLength(1);
    expect(await test.db.select().from(subscriptions)).toEqual([expect.objectContaining({ userId: null, tier: "roadie" })]);
    expect(await test.db.select().from(billingHistory)).toEqual([expect.objectContaining({ userId: null, amount: "50.00" })]);
    // The other member is untouched.
    expect(await test.db.select().from(orders).where(eq(orders.id, otherOrder.id))).toEqual([
      expect.objectContaining({ customerEmail: OTHER_EMAIL }),
    ]);
    expect(await test.db.select().from(ticketListings)).toEqual([expect.objectContaining({ userId: otherId })]);

    // Counters still equal their rows; the freed spot went to the waitlist's head.
    const [eventRow] = await test.db.select().from(events).where(eq(events.id, event.id));
    expect(eventRow.attendeeCount).toBe((await test.db.select().from(eventAttendees).where(eq(eventAttendees.eventId, event.id))).length);
    expect(eventRow.attendeeCount).toBe(1);
    const [shiftRow] = await test.db.select().from(volunteerOpportunities).where(eq(volunteerOpportunities.id, shift.id));
    const signups = await test.db.select().from(volunteerSignups).where(eq(volunteerSignups.opportunityId, shift.id));
    expect(signups).toEqual([expect.objectContaining({ userId: otherId, status: "confirmed" })]);
    expect(shiftRow.spotsAssigned).toBe(1);

    // Every session of the member is gone; the other member's is not.
    const sessionUsers = (await test.db.select({ sess: sessions.sess }).from(sessions)).map(
      (row) => (row.sess as { userId?: string }).userId,
    );
    expect(sessionUsers).toEqual([otherId]);
    for (const old of [cookie, otherDevice]) {
      expect(await getUserId(new Request(ORIGIN, { headers: { Cookie: old } }))).toBeNull();
    }
    expect(await getUserId(new Request(ORIGIN, { headers: { Cookie: otherMemberCookie } }))).toBe(otherId);
    const page = await pageLoader({
      request: new Request(`${ORIGIN}/privacy-settings`, { headers: { Cookie: otherDevice } }),
      params: {},
      context: {},
    }).catch((error: unknown) => error as Response);
    expect(page.headers.get("Location")).toBe("/api/login?returnTo=%2Fprivacy-settings");

    // Signing in again with the address makes a fresh, empty account.
    const fresh = await findOrCreateEmailUser(EMAIL);
    expect(fresh.id).not.toBe(userId);
    const exported = await (await download(await signedInCookie(fresh.id))).json();
    expect(exported).toMatchObject({
      household: [],
      orders: [],
      rsvps: [],
      checkIns: [],
      volunteerSignups: [],
      ticketListings: [],
      subscriptions: [],
      billingHistory: [],
    });
    expect(exported.profile.membershipStatus).toBe("inactive");
  });

  it("refuses the last admin with a 409 and a clear message; with a second admin the deletion goes through", async () => {
    const adminId = await person("only.admin@example.com", "Ada", "Admin", { isAdmin: true });
    const cookie = await signedInCookie(adminId);
    const page = await (
      await pageLoader({
        request: new Request(`${ORIGIN}/privacy-settings?confirm=deletion`, { headers: { Cookie: cookie } }),
        params: {},
        context: {},
      })
    ).json();
    expect(page.lastAdmin).toBe(true);

    const refused = await post({ intent: "delete-account", confirmation: "DELETE" }, cookie);
    expect(refused.status).toBe(409);
    expect((await refused.json()).deletionError).toBe("You are the only admin. Make another member an admin before deleting your account.");
    expect(await test.db.select().from(users).where(eq(users.id, adminId))).toHaveLength(1);

    await person("second.admin@example.com", "Bea", "Admin", { isAdmin: true });
    const deleted = await post({ intent: "delete-account", confirmation: "DELETE" }, cookie);
    expect(deleted.status).toBe(302);
    expect(await test.db.select().from(users).where(eq(users.id, adminId))).toHaveLength(0);
  });

  it("two admins deleting themselves at once: exactly one goes, the other gets the 409 message, never a 500 (no deadlock on PostgreSQL)", async () => {
    for (let round = 0; round < 5; round++) {
      await test.db.delete(users).where(eq(users.isAdmin, true));
      const first = await person(`first.${round}@example.com`, "Ada", "Admin", { isAdmin: true });
      const second = await person(`second.${round}@example.com`, "Bea", "Admin", { isAdmin: true });
      const [a, b] = [await signedInCookie(first), await signedInCookie(second)];
      const answers = await Promise.all([
        post({ intent: "delete-account", confirmation: "DELETE" }, a),
        post({ intent: "delete-account", confirmation: "DELETE" }, b),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([302, 409]);
      const refused = answers.find((answer) => answer.status === 409)!;
      expect((await refused.json()).deletionError).toBe(
        "You are the only admin. Make another member an admin before deleting your account.",
      );
      expect(await test.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true))).toHaveLength(1);
    }
  });

  it("cancels the member's running Stripe subscriptions after the deletion; a failing call at Stripe is logged and the account is deleted anyway", async () => {
    const userId = await person(EMAIL, "Gwendolyn", "Zebedee", { stripeCustomerId: "cus_FakeGone" });
    const otherId = await person(OTHER_EMAIL, "Stan", "Stays");
    const year = { periodStart: new Date(), periodEnd: new Date(Date.now() + 365 * DAY), unitAmount: 5000, metadata: {} };
    stripe.addSubscription({ id: "sub_1FakeGoneActive", customer: "cus_FakeGone", status: "active", ...year });
    stripe.addSubscription({ id: "sub_1FakeGoneLate", customer: "cus_FakeGone", status: "past_due", ...year });
    stripe.addSubscription({ id: "sub_1FakeStays", customer: "cus_FakeStays", status: "active", ...year });
    await test.db.insert(subscriptions).values([
      {
        userId,
        type: "annual",
        tier: "roadie",
        price: "50.00",
        status: "active",
        autoRenewal: true,
        stripeSubscriptionId: "sub_1FakeGoneActive",
      },
      {
        userId,
        type: "annual",
        tier: "roadie",
        price: "50.00",
        status: "past_due",
        autoRenewal: true,
        stripeSubscriptionId: "sub_1FakeGoneLate",
      },
      { userId, type: "annual", tier: "supporter", price: "25.00", status: "cancelled", stripeSubscriptionId: "sub_1FakeGoneOld" },
      {
        userId: otherId,
        type: "annual",
        tier: "roadie",
        price: "50.00",
        status: "active",
        autoRenewal: true,
        stripeSubscriptionId: "sub_1FakeStays",
      },
    ]);

    const response = await post({ intent: "delete-account", confirmation: "DELETE" }, await signedInCookie(userId));
    expect(response.status).toBe(302);
    expect([...stripe.state.cancelled].sort()).toEqual(["sub_1FakeGoneActive", "sub_1FakeGoneLate"]);
    const rows = await test.db.select().from(subscriptions);
    const byStripeId = new Map(rows.map((row) => [row.stripeSubscriptionId, row]));
    for (const id of ["sub_1FakeGoneActive", "sub_1FakeGoneLate"]) {
      expect(byStripeId.get(id)).toMatchObject({
        userId: null,
        status: "cancelled",
        autoRenewal: false,
        cancellationReason: "Account deleted",
      });
    }
    expect(byStripeId.get("sub_1FakeGoneOld")).toMatchObject({ userId: null, status: "cancelled", cancellationReason: null });
    expect(byStripeId.get("sub_1FakeStays")).toMatchObject({ userId: otherId, status: "active" });

    // Stripe refusing the call: logged; the account is deleted all the same.
    const kimId = await person("kim.gone@example.com", "Kim", "Gone");
    await test.db
      .insert(subscriptions)
      .values({ userId: kimId, type: "annual", tier: "roadie", price: "50.00", stripeSubscriptionId: "sub_1FakeKim" });
    stripeServer.use(
      http.delete(`${STRIPE_API}/v1/subscriptions/:id`, () =>
        HttpResponse.json({ error: { type: "invalid_request_error", message: "Something is wrong" } }, { status: 400 }),
      ),
    );
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const gone = await post({ intent: "delete-account", confirmation: "DELETE" }, await signedInCookie(kimId));
    expect(gone.status).toBe(302);
    expect(await test.db.select().from(users).where(eq(users.id, kimId))).toHaveLength(0);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("sub_1FakeKim"), expect.anything());
  });

  it("deletes the rate-limit counters of the member's address only, not of an address that contains it", async () => {
    const userId = await person("bob@example.com", "Bob", "Gone");
    await test.db
      .insert(rateLimits)
      .values(
        [
          "sign-in-request-email:bob@example.com",
          "sign-in-request-email-ip:bob@example.com|203.0.113.9",
          "sign-in-request-email:jimbob@example.com",
          "sign-in-request-email-ip:jimbob@example.com|203.0.113.9",
          "sign-in-request-ip:203.0.113.9",
        ].map((key) => ({ key, points: 1 })),
      );
    expect((await post({ intent: "delete-account", confirmation: "DELETE" }, await signedInCookie(userId))).status).toBe(302);
    expect((await test.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key).sort()).toEqual([
      "sign-in-request-email-ip:jimbob@example.com|203.0.113.9",
      "sign-in-request-email:jimbob@example.com",
      "sign-in-request-ip:203.0.113.9",
    ]);
  });
});

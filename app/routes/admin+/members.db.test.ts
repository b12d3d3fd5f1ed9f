import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { billingHistory, membershipChanges, notifications, orders, subscriptions, users } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createSignedInMember, type UserValues } from "../../../test/factories";
import { args, asServed, get, post, readToast, thrown } from "../../../test/http";
import { DAY } from "../../../test/time";
import { editMembership, setAdminRole } from "~/models/admin-members.server";
import { branding } from "~/utils/branding.server";
import { formatDate } from "~/utils/dates";
import { dateToWallTime, wallTimeToDate } from "~/utils/zoned-time";
import { action as memberAction, loader as memberLoader } from "./members.$userId";
import { loader as listLoader } from "./members._index";

// Mailchimp configured (nothing calls it: the sync is only queued), as in mailchimp.db.test.ts.
vi.mock("~/utils/env.server", async (importOriginal) => {
  const { envWith, FAKE_MAILCHIMP } = await import("../../../test/env");
  return envWith(importOriginal, { mailchimpConfig: FAKE_MAILCHIMP });
});

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();
const person = (email: string, values: UserValues = {}) => createSignedInMember({ email, ...values });
const member = async (id: string) => (await test.db.select().from(users).where(eq(users.id, id)))[0];
const changes = (id: string) =>
  test.db.select().from(membershipChanges).where(eq(membershipChanges.userId, id)).orderBy(asc(membershipChanges.id));
const KEY = "0b8f5c52-4f0e-4c55-9d0a-1f2e3d4c5b6a";

async function list(query: string, cookie: string) {
  const response = (await listLoader(args(get(`/admin/members${query}`, cookie)))) as Response;
  return (await response.json()) as { members: { email: string; membershipStatus: string; isAdmin: boolean }[]; hasMore: boolean };
}

describe("admin members: access", () => {
  it("every loader and action sends members home and anonymous visitors to sign in", async () => {
    const sam = await person("sam@example.com");
    const calls = (cookie?: string) => [
      () => listLoader(args(get("/admin/members", cookie))),
      () => memberLoader(args(get(`/admin/members/${sam.id}`, cookie), { userId: sam.id })),
      () => memberAction(args(post(`/admin/members/${sam.id}`, { intent: "grant-admin", reason: "me" }, cookie), { userId: sam.id })),
    ];
    for (const call of calls(sam.cookie)) {
      const response = await thrown(call());
      expect(response?.status).toBe(302);
      expect(response?.headers.get("Location")).toBe("/");
    }
    for (const call of calls()) expect((await thrown(call()))?.headers.get("Location")).toMatch(/^\/api\/login/);
    expect((await member(sam.id)).isAdmin).toBe(false);
    expect(await changes(sam.id)).toHaveLength(0);
  });

  it("an unknown member is a 404", async () => {
    const admin = await person("admin@example.com", { isAdmin: true });
    expect((await thrown(memberLoader(args(get("/admin/members/nobody", admin.cookie), { userId: "nobody" }))))?.status).toBe(404);
  });
});

describe("/admin/members/:userId loyalty points", () => {
  it("shows the admin the member's points with their breakdown (none for a member who is not active)", async () => {
    const admin = await person("admin@example.com", { isAdmin: true });
    const sam = await person("sam@example.com", { membershipStatus: "lifetime", createdAt: new Date(Date.now() - 400 * DAY) });
    const page = await ((await memberLoader(args(get(`/admin/members/${sam.id}`, admin.cookie), { userId: sam.id }))) as Response).json();
    expect(page.loyalty.total).toBe(2);
    expect(page.loyalty.lines.map((line: { text: string }) => line.text)).toEqual([
      "0 matches attended",
      "0 volunteer hours",
      "1 full year a member",
      "0 away ballots lost this season",
    ]);
    const kim = await person("kim@example.com");
    const other = await ((await memberLoader(args(get(`/admin/members/${kim.id}`, admin.cookie), { userId: kim.id }))) as Response).json();
    expect(other.loyalty).toBeNull();
  });
});

describe("/admin/members?renewal=60 (renewals due, linked from the insights page)", () => {
  it("lists active memberships, not lifetime, that run out in the next 60 days, soonest first; a bad value lists everyone", async () => {
    const admin = await person("chair@example.com", { isAdmin: true, membershipStatus: "lifetime", isLifetimeMember: true });
    const inDays = (days: number) => new Date(Date.now() + days * DAY);
    await person("later@example.com", { membershipStatus: "active", membershipExpiry: inDays(40) });
    await person("soon@example.com", { membershipStatus: "active", membershipExpiry: inDays(5) });
    await person("life@example.com", { membershipStatus: "active", isLifetimeMember: true, membershipExpiry: inDays(5) });
    await person("far@example.com", { membershipStatus: "active", membershipExpiry: inDays(90) });
    await person("gone@example.com", { membershipStatus: "expired", membershipExpiry: inDays(5) });
    expect((await list("?renewal=60", admin.cookie)).members.map((one) => one.email)).toEqual(["soon@example.com", "later@example.com"]);
    expect((await list("?renewal=abc", admin.cookie)).members).toHaveLength(6);
  });
});

describe("/admin/members list", () => {
  it("searches name and email (ILIKE, % and _ literal), filters by status, newest first, 25 a page", async () => {
    const admin = await person("admin@example.com", { isAdmin: true, createdAt: new Date("2020-01-01T00:00:00Z") });
    await person("jo_smith@example.com", {
      firstName: "Joanna",
      lastName: "Smith",
      membershipStatus: "active",
      createdAt: new Date("2026-01-02T00:00:00Z"),
    });
    await person("josmith@example.com", { firstName: "Jo", lastName: "Smithers", createdAt: new Date("2026-01-03T00:00:00Z") });
    await person("percent@example.com", {
      firstName: "100%",
      lastName: "Fan",
      membershipStatus: "expired",
      createdAt: new Date("2026-01-04T00:00:00Z"),
    });

    expect((await list("?q=smith", admin.cookie)).members.map((row) => row.email)).toEqual(["josmith@example.com", "jo_smith@example.com"]);
    // "_" matches only an underscore, not any one character.
    expect((await list("?q=jo_", admin.cookie)).members.map((row) => row.email)).toEqual(["jo_smith@example.com"]);
    expect((await list("?q=%25", admin.cookie)).members.map((row) => row.email)).toEqual(["percent@example.com"]);
    expect((await list("?q=JOANNA%20smith", admin.cookie)).members.map((row) => row.email)).toEqual(["jo_smith@example.com"]);
    expect((await list("?status=active", admin.cookie)).members.map((row) => row.email)).toEqual(["jo_smith@example.com"]);
    expect((await list("?status=bogus", admin.cookie)).members).toHaveLength(4);

    await test.db.execute(sql`
      insert into users (email, created_at)
      select 'bulk' || n || '@example.com', timestamptz '2025-01-01' + n * interval '1 minute' from generate_series(1, 30) n`);
    const first = await list("", admin.cookie);
    expect(first.members).toHaveLength(25);
    expect(first.hasMore).toBe(true);
    expect(first.members[0].email).toBe("percent@example.com");
    const second = await list("?page=2", admin.cookie);
    expect(second.members.map((row) => row.email)).toEqual([
      ...Array.from({ length: 8 }, (_, i) => `bulk${8 - i}@example.com`),
      "admin@example.com",
    ]);
    expect(second.hasMore).toBe(false);
  });
});

describe("/admin/members/$userId actions", () => {
  it("records a Roadie payment for the pending membership order: active for a year, one billing row however often it is sent", async () => {
    const admin = await person("admin@example.com", { isAdmin: true });
    const sam = await person("sam@example.com");
    const [order] = await test.db
      .insert(orders)
      .values({
        userId: sam.id,
        totalAmount: "50.00",
        customerEmail: "sam@example.com",
        includesMembership: true,
        membershipTier: "roadie",
      })
      .returning({ id: orders.id });

    const page = await ((await memberLoader(args(get(`/admin/members/${sam.id}`, admin.cookie), { userId: sam.id }))) as Response).json();
    expect(page.pendingOrder.id).toBe(order.id);

    const form = { intent: "record-payment", tier: "roadie", amount: "", method: "cash", reference: "", note: "", key: KEY };
    const responses = await Promise.all(
      [1, 2].map(() => memberAction(args(post(`/admin/members/${sam.id}`, form, admin.cookie), { userId: sam.id }))),
    );
    for (const response of responses) expect((response as Response).status).toBe(302);

    const after = await member(sam.id);
    expect(after.membershipStatus).toBe("active");
    expect(after.membershipTier).toBe("roadie");
    const days = (after.membershipExpiry!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(367);
    const bills = await test.db.select().from(billingHistory).where(eq(billingHistory.userId, sam.id));
    expect(bills).toHaveLength(1);
    expect(bills[0]).toMatchObject({ amount: "50.00", status: "paid", paymentMethod: "cash", recordedBy: admin.id, orderId: order.id });
    const [paid] = await test.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid.paidAt).not.toBeNull();
    expect(await test.db.select().from(subscriptions).where(eq(subscriptions.userId, sam.id))).toHaveLength(1);
    expect((await changes(sam.id)).map((row) => [row.kind, row.actorId])).toEqual([["payment-recorded", admin.id]]);

    // A reference already used is refused next to the reference field.
    const again = (await memberAction(
      args(
        post(`/admin/members/${sam.id}`, { ...form, key: KEY.replace("0b8f", "1b8f"), reference: bills[0].transactionId! }, admin.cookie),
        { userId: sam.id },
      ),
    )) as Response;
    expect(again.status).toBe(409);
    expect((await again.json()).result.error.reference).toEqual(["A payment with this reference is already recorded."]);
  });

  it("refuses a bad payment with field errors and a 400, nothing recorded", async () => {
    const admin = await person("admin@example.com", { isAdmin: true });
    const sam = await person("sam@example.com");
    const response = (await memberAction(
      args(
        post(`/admin/members/${sam.id}`, { intent: "record-payment", tier: "gold", amount: "abc", method: "cash", key: KEY }, admin.cookie),
        { userId: sam.id },
      ),
    )) as Response;
    expect(response.status).toBe(400);
    const { result } = await response.json();
    expect(result.error.tier).toEqual(["Choose a tier"]);
    expect(result.error.amount).toEqual(["Enter an amount like 45.00"]);
    expect(result.initialValue.amount).toBe("abc");
    expect(await test.db.select().from(billingHistory)).toHaveLength(0);
    expect((await member(sam.id)).membershipStatus).toBe("inactive");
  });

  it("an amount that is not the tier's price is refused until confirmed, keeping what was typed; confirmed, the subscription is priced at what was paid", async () => {
    const admin = await person("admin@example.com", { isAdmin: true });
    const sam = await person("sam@example.com");
    const form = {
      intent: "record-payment",
      tier: "supporter",
      amount: "50",
      method: "bank-transfer",
      reference: "TR-77",
      note: "Paid extra",
      key: KEY,
    };
    const send = (fields: Record<string, string>) =>
      memberAction(args(post(`/admin/members/${sam.id}`, fields, admin.cookie), { userId: sam.id })) as Promise<Response>;

    const asked = await send(form);
    expect(asked.status).toBe(400);
    const body = await asked.json();
    expect(body.confirmAmount).toBe(true);
    expect(body.result.error.amount).toEqual([
      "Supporter is 25.00 a year. To record 50.00 anyway, tick 'Amount differs from the tier price' and record again: the membership's price becomes 50.00.",
    ]);
    expect(body.result.initialValue).toMatchObject({
      tier: "supporter",
      amount: "50",
      method: "bank-transfer",
      reference: "TR-77",
      note: "Paid extra",
    });
    expect(await test.db.select().from(billingHistory)).toHaveLength(0);
    expect(await test.db.select().from(subscriptions)).toHaveLength(0);
    expect((await member(sam.id)).membershipStatus).toBe("inactive");

    const recorded = await send({ ...form, confirmAmount: "on" });
    expect(recorded.status).toBe(302);
    const [bill] = await test.db.select().from(billingHistory).where(eq(billingHistory.userId, sam.id));
    const [subscription] = await test.db.select().from(subscriptions).where(eq(subscriptions.userId, sam.id));
    expect(bill.amount).toBe("50.00");
    expect(subscription).toMatchObject({ tier: "supporter", price: bill.amount });
    expect(await member(sam.id)).toMatchObject({ membershipStatus: "active", membershipTier: "supporter", subscriptionPrice: "50.00" });
  });

  it("the tier's own price, typed or left blank, records without asking", async () => {
    const admin = await person("admin@example.com", { isAdmin: true });
    const sam = await person("sam@example.com");
    const response = (await memberAction(
      args(
        post(`/admin/members/${sam.id}`, { intent: "record-payment", tier: "vip", amount: "$100", method: "cash", key: KEY }, admin.cookie),
        {
          userId: sam.id,
        },
      ),
    )) as Response;
    expect(response.status).toBe(302);
    const [subscription] = await test.db.select().from(subscriptions).where(eq(subscriptions.userId, sam.id));
    expect(subscription).toMatchObject({ tier: "vip", price: "100.00" });
  });

  it("grants lifetime with a reason (required) and closes the open subscription", async () => {
    const admin = await person("admin@example.com", { isAdmin: true });
    const sam = await person("sam@example.com", {
      membershipStatus: "active",
      membershipType: "annual",
      membershipExpiry: new Date("2030-01-01T00:00:00Z"),
    });
    await test.db.insert(subscriptions).values({ userId: sam.id, type: "annual", tier: "supporter", price: "25.00", status: "active" });
    const missing = (await memberAction(
      args(post(`/admin/members/${sam.id}`, { intent: "grant-lifetime", reason: " " }, admin.cookie), { userId: sam.id }),
    )) as Response;
    expect(missing.status).toBe(400);
    expect((await missing.json()).result.error.reason).toEqual(["Reason is required"]);

    const response = (await memberAction(
      args(post(`/admin/members/${sam.id}`, { intent: "grant-lifetime", reason: "Founder" }, admin.cookie), { userId: sam.id }),
    )) as Response;
    expect(response.status).toBe(302);
    const after = await member(sam.id);
    expect(after).toMatchObject({ membershipStatus: "lifetime", isLifetimeMember: true, membershipExpiry: null });
    expect((await test.db.select().from(subscriptions).where(eq(subscriptions.userId, sam.id)))[0].status).toBe("cancelled");
    expect((await changes(sam.id)).map((row) => [row.kind, row.reason, row.actorId])).toEqual([["lifetime-granted", "Founder", admin.id]]);
  });

  it("edits the membership with field errors for a bad status, type, date or missing reason", async () => {
    const admin = await person("admin@example.com", { isAdmin: true });
    const sam = await person("sam@example.com");
    const bad = (await memberAction(
      args(
        post(
          `/admin/members/${sam.id}`,
          { intent: "edit-membership", status: "gold", type: "weekly", expiry: "2026-02-30x", reason: "" },
          admin.cookie,
        ),
        { userId: sam.id },
      ),
    )) as Response;
    expect(bad.status).toBe(400);
    const { result } = await bad.json();
    expect(Object.keys(result.error).sort()).toEqual(["expiry", "reason", "status", "type"]);
    expect(result.error.reason).toEqual(["Reason is required"]);
    expect(result.error.expiry).toEqual(["Enter a valid date"]);

    const noExpiry = (await memberAction(
      args(
        post(
          `/admin/members/${sam.id}`,
          { intent: "edit-membership", status: "active", type: "annual", expiry: "", reason: "Grace" },
          admin.cookie,
        ),
        { userId: sam.id },
      ),
    )) as Response;
    expect(noExpiry.status).toBe(400);
    expect((await noExpiry.json()).result.error.expiry).toEqual(["An active membership needs an expiry date."]);
    expect((await member(sam.id)).membershipStatus).toBe("inactive");

    const ok = (await memberAction(
      args(
        post(
          `/admin/members/${sam.id}`,
          { intent: "edit-membership", status: "active", type: "annual", expiry: "2027-03-31", autoRenewal: "on", reason: "Grace period" },
          admin.cookie,
        ),
        {
          userId: sam.id,
        },
      ),
    )) as Response;
    expect(ok.status).toBe(302);
    // The end of March 31 in the group's time zone (it was midnight UTC, a day earlier there).
    expect(await member(sam.id)).toMatchObject({
      membershipStatus: "active",
      membershipType: "annual",
      autoRenewal: true,
      membershipExpiry: wallTimeToDate("2027-03-31T23:59", branding.timeZone),
    });
    const [change] = await changes(sam.id);
    expect(change).toMatchObject({ kind: "membership-edited", reason: "Grace period", actorId: admin.id });
    expect(change.before).toMatchObject({ status: "inactive" });
    expect(change.after).toMatchObject({ status: "active", autoRenewal: true });
  });

  it("setting Active keeps no expiry in the past: refused next to the expiry field with a 400 and what was typed, the member unchanged; the model refuses it too", async () => {
    const admin = await person("admin@example.com", { isAdmin: true });
    const lapsed = new Date(Date.now() - 40 * DAY);
    const sam = await person("sam@example.com", { membershipStatus: "expired", membershipType: "annual", membershipExpiry: lapsed });
    // The form offers the old expiry; the admin changes only the status.
    const oldDay = dateToWallTime(lapsed, branding.timeZone).slice(0, 10);
    const refused = (await memberAction(
      args(
        post(
          `/admin/members/${sam.id}`,
          { intent: "edit-membership", status: "active", type: "annual", expiry: oldDay, reason: "Paid at the stand" },
          admin.cookie,
        ),
        { userId: sam.id },
      ),
    )) as Response;
    expect(refused.status).toBe(400);
    const { result } = await refused.json();
    expect(result.error.expiry).toEqual(["An active membership needs an expiry date after today: enter the new end date."]);
    expect(result.initialValue).toMatchObject({ status: "active", type: "annual", expiry: oldDay, reason: "Paid at the stand" });
    expect(await member(sam.id)).toMatchObject({ membershipStatus: "expired", membershipExpiry: lapsed });
    expect(await changes(sam.id)).toEqual([]);

    // The data layer keeps the rule whoever calls it: no expiry, or one in the past, is no Active membership.
    for (const expiry of [null, lapsed]) {
      expect(
        await editMembership({
          userId: sam.id,
          actorId: admin.id,
          edit: { status: "active", type: "annual", expiry, autoRenewal: false },
          reason: "x",
        }),
      ).toEqual({ ok: false, reason: expiry ? "active-expiry-past" : "active-expiry-missing" });
    }
    expect(await member(sam.id)).toMatchObject({ membershipStatus: "expired", membershipExpiry: lapsed });
    // Other statuses may keep a past date, and Active with a date to come is saved.
    const later = new Date(Date.now() + 300 * DAY);
    expect(
      await editMembership({
        userId: sam.id,
        actorId: admin.id,
        edit: { status: "active", type: "annual", expiry: later, autoRenewal: false },
        reason: "y",
      }),
    ).toEqual({ ok: true });
    expect(await member(sam.id)).toMatchObject({ membershipStatus: "active", membershipExpiry: later });
    expect(
      await editMembership({
        userId: sam.id,
        actorId: admin.id,
        edit: { status: "expired", type: "annual", expiry: lapsed, autoRenewal: false },
        reason: "z",
      }),
    ).toEqual({ ok: true });
  });

  it("an edited expiry reads back as the day typed: the form's value and the summary's date, save after save", async () => {
    const admin = await person("admin@example.com", { isAdmin: true });
    const sam = await person("sam@example.com");
    const page = async () =>
      (await ((await memberLoader(args(get(`/admin/members/${sam.id}`, admin.cookie), { userId: sam.id }))) as Response).json()).member;
    let typed = "2027-03-31";
    for (let save = 0; save < 2; save++) {
      const response = (await memberAction(
        args(
          post(
            `/admin/members/${sam.id}`,
            { intent: "edit-membership", status: "active", type: "annual", expiry: typed, reason: "Grace period" },
            admin.cookie,
          ),
          { userId: sam.id },
        ),
      )) as Response;
      expect(response.status).toBe(302);
      const { membershipExpiry } = await page();
      // What EditMembershipForm puts in the date input, and what the summary and the profile show.
      typed = dateToWallTime(membershipExpiry, branding.timeZone).slice(0, 10);
      expect(typed).toBe("2027-03-31");
      expect(formatDate(membershipExpiry, branding.timeZone)).toBe("Wed, Mar 31, 2027");
    }
    const refused = (await memberAction(
      args(
        post(
          `/admin/members/${sam.id}`,
          { intent: "edit-membership", status: "active", type: "annual", expiry: "2027-02-30", reason: "Typo" },
          admin.cookie,
        ),
        { userId: sam.id },
      ),
    )) as Response;
    expect(refused.status).toBe(400);
    expect((await refused.json()).result.error.expiry).toEqual(["Enter a valid date"]);
  });

  it("an edit queues the Mailchimp sync in its transaction", async () => {
    const admin = await person("admin@example.com", { isAdmin: true });
    const sam = await person("sam@example.com");
    const response = (await memberAction(
      args(
        post(
          `/admin/members/${sam.id}`,
          { intent: "edit-membership", status: "expired", type: "annual", expiry: "2026-01-31", reason: "Lapsed" },
          admin.cookie,
        ),
        { userId: sam.id },
      ),
    )) as Response;
    expect(response.status).toBe(302);
    const queued = await test.db.select().from(notifications).where(eq(notifications.kind, "mailchimp-sync"));
    expect(queued.map((row) => [row.userId, row.status])).toEqual([[sam.id, "pending"]]);
  });

  it("refuses to make a member lifetime by editing (Grant lifetime membership does that); leaving lifetime clears the lifetime type", async () => {
    const admin = await person("admin@example.com", { isAdmin: true });
    const sam = await person("sam@example.com", {
      membershipStatus: "active",
      membershipType: "annual",
      membershipExpiry: new Date("2030-01-01T00:00:00Z"),
    });
    await test.db
      .insert(subscriptions)
      .values({ userId: sam.id, type: "annual", tier: "supporter", price: "25.00", status: "active", stripeSubscriptionId: "sub_123" });
    const send = (userId: string, fields: Record<string, string>) =>
      memberAction(
        args(post(`/admin/members/${userId}`, { intent: "edit-membership", reason: "Correction", ...fields }, admin.cookie), { userId }),
      ) as Promise<Response>;

    const refused = await send(sam.id, { status: "lifetime", type: "lifetime", expiry: "" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).result.error.status).toEqual([
      "Use Grant lifetime membership to make this member lifetime: it also closes their subscriptions and cancels them at Stripe.",
    ]);
    expect(await member(sam.id)).toMatchObject({ membershipStatus: "active", isLifetimeMember: false, membershipType: "annual" });
    expect((await test.db.select().from(subscriptions).where(eq(subscriptions.userId, sam.id)))[0].status).toBe("active");
    expect(await changes(sam.id)).toHaveLength(0);

    // A lifetime member set back to active (the form still shows type "lifetime"): the type is cleared.
    const pat = await person("pat@example.com", { membershipStatus: "lifetime", membershipType: "lifetime", isLifetimeMember: true });
    expect((await send(pat.id, { status: "lifetime", type: "lifetime", expiry: "", autoRenewal: "" })).status).toBe(302);
    expect((await send(pat.id, { status: "active", type: "lifetime", expiry: "2027-03-31" })).status).toBe(302);
    expect(await member(pat.id)).toMatchObject({ membershipStatus: "active", membershipType: null, isLifetimeMember: false });
    // A type the admin chose is kept.
    expect((await send(pat.id, { status: "active", type: "monthly", expiry: "2027-03-31" })).status).toBe(302);
    expect((await member(pat.id)).membershipType).toBe("monthly");
  });

  it("grants and revokes admin, never the last admin", async () => {
    const admin = await person("admin@example.com", { isAdmin: true });
    const sam = await person("sam@example.com");
    const send = (userId: string, intent: string, cookie = admin.cookie) =>
      memberAction(args(post(`/admin/members/${userId}`, { intent, reason: "Committee vote" }, cookie), { userId })) as Promise<Response>;

    const lastOne = await send(admin.id, "revoke-admin");
    expect(lastOne.status).toBe(409);
    expect((await lastOne.json()).result.error[""]).toEqual(["This is the last administrator: grant admin rights to someone else first."]);
    expect((await send(sam.id, "grant-admin")).status).toBe(302);
    expect((await member(sam.id)).isAdmin).toBe(true);
    expect((await send(admin.id, "revoke-admin", sam.cookie)).status).toBe(302);
    expect((await member(admin.id)).isAdmin).toBe(false);
    expect((await send(sam.id, "revoke-admin", sam.cookie)).status).toBe(409);
    expect((await member(sam.id)).isAdmin).toBe(true);
    expect((await changes(sam.id)).map((row) => [row.kind, row.actorId])).toEqual([["admin-granted", admin.id]]);
    expect((await changes(admin.id)).map((row) => [row.kind, row.actorId])).toEqual([["admin-revoked", sam.id]]);
  });

  it("two admins revoking each other at the same moment leave one admin", async () => {
    for (let round = 0; round < 5; round++) {
      const a = await person(`a${round}@example.com`, { isAdmin: true });
      const b = await person(`b${round}@example.com`, { isAdmin: true });
      await test.db
        .update(users)
        .set({ isAdmin: false })
        .where(sql`${users.id} not in (${a.id}, ${b.id})`);
      const results = await Promise.all([
        setAdminRole({ userId: a.id, actorId: b.id, isAdmin: false, reason: "race" }),
        setAdminRole({ userId: b.id, actorId: a.id, isAdmin: false, reason: "race" }),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: "last-admin" }]);
      const admins = await test.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
      expect(admins).toHaveLength(1);
    }
  });
});

describe("the admin's member pages in German (Accept-Language: de)", () => {
  const german = (cookie: string) => ({ cookie, headers: { "Accept-Language": "de" } });

  it("an unknown member's 404 and the loyalty lines are in German", async () => {
    const admin = await person("admin@example.com", { isAdmin: true });
    const missing = await thrown(
      asServed(get("/admin/members/nobody", german(admin.cookie)), (request) => memberLoader(args(request, { userId: "nobody" }))),
    );
    expect(missing?.status).toBe(404);
    expect(await missing?.text()).toBe("Mitglied nicht gefunden");

    const sam = await person("sam@example.com", { membershipStatus: "lifetime", createdAt: new Date(Date.now() - 400 * DAY) });
    const page = await (
      (await asServed(get(`/admin/members/${sam.id}`, german(admin.cookie)), (request) =>
        memberLoader(args(request, { userId: sam.id })),
      )) as Response
    ).json();
    expect(page.loyalty.lines.map((line: { text: string }) => line.text)).toContain("1 volles Jahr Mitglied");
  });

  it("words a refused payment's field errors, a missing reason and the last admin in German", async () => {
    const admin = await person("admin@example.com", { isAdmin: true });
    const sam = await person("sam@example.com");
    const send = (fields: Record<string, string>, userId = sam.id) =>
      asServed(post(`/admin/members/${userId}`, fields, german(admin.cookie)), (request) =>
        memberAction(args(request, { userId })),
      ) as Promise<Response>;

    const bad = await send({ intent: "record-payment", tier: "gold", amount: "abc", method: "coins", key: "x" });
    expect(bad.status).toBe(400);
    const { result } = await bad.json();
    expect(result.error.tier).toEqual(["Wähle eine Stufe"]);
    expect(result.error.amount).toEqual(["Betrag: Gib einen Betrag wie 45.00 ein"]);
    expect(result.error.method).toEqual(["Wähle, wie bezahlt wurde"]);
    expect(result.error.key).toEqual(["Das Formular ist abgelaufen. Lade die Seite bitte neu."]);

    const differs = await send({ intent: "record-payment", tier: "roadie", amount: "45.00", method: "cash", key: KEY });
    expect(differs.status).toBe(400);
    expect((await differs.json()).result.error.amount[0]).toMatch(/^Roadie kostet .*45\.00/);

    const noReason = await send({ intent: "grant-lifetime", reason: " " });
    expect((await noReason.json()).result.error.reason).toEqual(["Grund fehlt"]);

    const edit = await send({ intent: "edit-membership", status: "gold", expiry: "2027-02-30", reason: "" });
    expect((await edit.json()).result.error).toMatchObject({
      status: ["Wähle einen Status"],
      expiry: ["Gib ein gültiges Datum ein"],
      reason: ["Grund fehlt"],
    });

    const lastOne = await send({ intent: "revoke-admin", reason: "Vorstandsbeschluss" }, admin.id);
    expect(lastOne.status).toBe(409);
    expect((await lastOne.json()).result.error[""]).toEqual([
      "Das ist die letzte Person mit Adminrechten: Gib erst jemand anderem Adminrechte.",
    ]);
  });

  it("toasts a recorded payment and a granted admin in German", async () => {
    const admin = await person("admin@example.com", { isAdmin: true });
    const sam = await person("sam@example.com");
    const send = (fields: Record<string, string>) =>
      asServed(post(`/admin/members/${sam.id}`, fields, german(admin.cookie)), (request) =>
        memberAction(args(request, { userId: sam.id })),
      ) as Promise<Response>;
    const paid = await send({ intent: "record-payment", tier: "roadie", amount: "", method: "cash", key: KEY });
    expect(paid.status).toBe(302);
    expect(await readToast(paid)).toMatchObject({
      title: "Zahlung eingetragen",
      description: expect.stringMatching(/^Mitgliedschaft „Roadie“ bezahlt: aktiv bis \d{4}-\d{2}-\d{2}\.$/),
    });
    const granted = await send({ intent: "grant-admin", reason: "Vorstandsbeschluss" });
    expect(await readToast(granted)).toMatchObject({ title: "Adminrechte vergeben", description: "Adminrechte vergeben." });
  });
});

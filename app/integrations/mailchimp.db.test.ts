import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_EMAIL_PREFERENCES, integrationStatus, notifications, users } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { useMockServer } from "../../test/msw";
import { createMember, type UserValues } from "../../test/factories";
import { createMailchimpFake, FAKE_MAILCHIMP_KEY } from "../../test/mocks/mailchimp";
import { deleteAccount } from "~/models/account-deletion.server";
import { saveEmailPreferences } from "~/models/member-settings.server";
import { grantLifetimeMembership, recordMembershipPayment } from "~/models/membership.server";
import { confirmEmailChange, updateProfile } from "~/models/profile.server";
import { runNotificationSweep } from "~/notifications/sweep.server";

vi.mock("~/utils/env.server", async (importOriginal) => {
  const { envWith, FAKE_MAILCHIMP } = await import("../../test/env");
  return envWith(importOriginal, { mailchimpConfig: FAKE_MAILCHIMP });
});

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();
const fake = createMailchimpFake();
useMockServer(fake.handlers);
// Queued rows are due from the database's now(): the sweeps run a minute ahead of the wall clock.
const NOW = new Date(Date.now() + 60_000);
const EMAIL = "Chimp.Fan@Example.com";
const HASH = createHash("md5").update(EMAIL.toLowerCase()).digest("hex");
const MEMBER_PATH = `/3.0/lists/a1b2c3d4e5/members/${HASH}`;
const NEW_EMAIL = "new.chimp@example.com";
const NEW_HASH = createHash("md5").update(NEW_EMAIL).digest("hex");
const SECRET = "test-secret-for-email-change-codes";

beforeEach(() => fake.reset());

const noMail = vi.fn(async () => {});
const sweep = (now: Date) => runNotificationSweep({ now, db: test.db, send: noMail });

const member = (values: UserValues = {}) =>
  createMember({
    email: EMAIL,
    firstName: "Chimp",
    emailPreferences: { ...DEFAULT_EMAIL_PREFERENCES, newsletterUpdates: false },
    ...values,
  });

const syncRows = () => test.db.select().from(notifications).where(eq(notifications.kind, "mailchimp-sync"));
const pendingSyncRows = () =>
  test.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, "mailchimp-sync"), eq(notifications.status, "pending")));

async function subscribe(userId: string) {
  await saveEmailPreferences(userId, { ...DEFAULT_EMAIL_PREFERENCES, newsletterUpdates: true }, NOW);
}

describe("Mailchimp sync", () => {
  it("queues a sync when the newsletter switch changes (no call in the request) and the sweep PUTs the member as documented", async () => {
    const userId = await member();
    await subscribe(userId);
    expect(fake.state.requests).toHaveLength(0);
    const [queued] = await syncRows();
    expect(queued).toMatchObject({ userId, status: "pending", toEmail: null });

    expect(await sweep(NOW)).toMatchObject({ sent: 1, failed: 0 });
    const [put, tags] = fake.state.requests;
    expect(put.method).toBe("PUT");
    expect(put.path).toBe(MEMBER_PATH);
    expect(put.authorization).toBe(`Basic ${Buffer.from(`roadies:${FAKE_MAILCHIMP_KEY}`).toString("base64")}`);
    expect(put.body).toEqual({
      email_address: EMAIL,
      status_if_new: "subscribed",
      status: "subscribed",
      merge_fields: { FNAME: "Chimp", LNAME: "Fan" },
    });
    expect(tags).toMatchObject({ method: "POST", path: `${MEMBER_PATH}/tags`, body: { tags: [{ name: "Member", status: "inactive" }] } });
    expect(fake.state.members.get(HASH)?.status).toBe("subscribed");
    const [status] = await test.db.select().from(integrationStatus).where(eq(integrationStatus.name, "mailchimp"));
    expect(status.lastSuccessAt).not.toBeNull();
    expect(status.lastError).toBeNull();

    // Saving the same switch again queues nothing; turning it off queues an unsubscribe.
    await subscribe(userId);
    expect(await syncRows()).toHaveLength(1);
    await saveEmailPreferences(userId, { ...DEFAULT_EMAIL_PREFERENCES, newsletterUpdates: false }, new Date(NOW.getTime() + 1000));
    await sweep(new Date(NOW.getTime() + 2000));
    expect(fake.state.members.get(HASH)?.status).toBe("unsubscribed");
  });

  it("retries after a 503 and after a 429, with the sweep's backoff, and records the failure", async () => {
    const userId = await member();
    await subscribe(userId);
    fake.fail(503);
    expect(await sweep(NOW)).toMatchObject({ sent: 0, failed: 1 });
    let [row] = await syncRows();
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.lastError).toContain("503");
    expect(row.sendAfter.getTime()).toBeGreaterThan(NOW.getTime());
    const [status] = await test.db.select().from(integrationStatus).where(eq(integrationStatus.name, "mailchimp"));
    expect(status.lastError).toContain("503 Service Unavailable");

    // Not due again before the backoff.
    expect(await sweep(new Date(NOW.getTime() + 1000))).toMatchObject({ sent: 0, failed: 0 });
    fake.fail(429);
    expect(await sweep(row.sendAfter)).toMatchObject({ failed: 1 });
    [row] = await syncRows();
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
    expect(row.lastError).toContain("429");

    expect(await sweep(row.sendAfter)).toMatchObject({ sent: 1 });
    [row] = await syncRows();
    expect(row.status).toBe("sent");
    expect(fake.state.members.get(HASH)?.status).toBe("subscribed");
  });

  it("gives up at once on a 400 (a retry would be refused the same way)", async () => {
    const userId = await member();
    await subscribe(userId);
    fake.fail(400);
    vi.spyOn(console, "error").mockImplementationOnce(() => {});
    expect(await sweep(NOW)).toMatchObject({ failed: 1 });
    const [row] = await syncRows();
    expect(row.status).toBe("failed");
    expect(row.lastError).toContain("400 Invalid Resource");
  });

  it("queues a sync inside recordMembershipPayment and grantLifetimeMembership; the Member tag follows", async () => {
    const userId = await member({ emailPreferences: { ...DEFAULT_EMAIL_PREFERENCES, newsletterUpdates: true } });
    const [admin] = await test.db.insert(users).values({ email: "boss@example.com", isAdmin: true }).returning({ id: users.id });
    await recordMembershipPayment({
      userId,
      tierId: "roadie",
      amount: "50.00",
      paymentMethod: "cash",
      transactionId: "r-1",
      actorId: admin.id,
      paidAt: NOW,
    });
    expect(await syncRows()).toHaveLength(1);
    await sweep(NOW);
    expect(fake.state.members.get(HASH)?.tags.get("Member")).toBe("active");

    await grantLifetimeMembership({ userId, actorId: admin.id, reason: "Founder", now: new Date(NOW.getTime() + 5000) });
    const rows = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, "mailchimp-sync"), eq(notifications.status, "pending")));
    expect(rows).toHaveLength(1);
  }, 20_000);

  it("unsubscribes a deleted account by its subscriber hash; the queued row keeps no address", async () => {
    const userId = await member();
    await subscribe(userId);
    await sweep(NOW);
    expect(fake.state.members.get(HASH)?.status).toBe("subscribed");
    fake.state.requests.length = 0;

    await deleteAccount(userId, new Date(NOW.getTime() + 1000));
    const [row] = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, "mailchimp-sync"), eq(notifications.status, "pending")));
    expect(row.userId).toBeNull();
    expect(row.toEmail).toBeNull();
    expect(JSON.stringify(row).toLowerCase()).not.toContain(EMAIL.toLowerCase());
    expect(row.payload).toEqual({ unsubscribeHash: HASH });

    await sweep(new Date(NOW.getTime() + 2000));
    expect(fake.state.requests).toEqual([
      expect.objectContaining({ method: "PATCH", path: MEMBER_PATH, body: { status: "unsubscribed" } }),
    ]);
    expect(fake.state.members.get(HASH)?.status).toBe("unsubscribed");
  });

  it("queues a sync when the member's name changes on the profile, none when it stays the same", async () => {
    const userId = await member({ email: EMAIL.toLowerCase() });
    const fields = { firstName: "Chimp", lastName: "Fan", email: EMAIL.toLowerCase(), profileImageUrl: null };
    await updateProfile(userId, fields, { secret: SECRET, now: NOW });
    expect(await syncRows()).toHaveLength(0);

    await updateProfile(userId, { ...fields, lastName: "Fanatic" }, { secret: SECRET, now: NOW });
    expect(await syncRows()).toEqual([expect.objectContaining({ userId, status: "pending" })]);
    await sweep(NOW);
    expect(fake.state.requests[0]).toMatchObject({
      method: "PUT",
      path: MEMBER_PATH,
      body: expect.objectContaining({ merge_fields: { FNAME: "Chimp", LNAME: "Fanatic" } }),
    });
  });

  it("a confirmed email change syncs the new address and unsubscribes the old one, queued with the change", async () => {
    const userId = await member({ email: EMAIL.toLowerCase() });
    await subscribe(userId);
    await sweep(NOW);
    expect(fake.state.members.get(HASH)?.status).toBe("subscribed");
    fake.state.requests.length = 0;

    const later = new Date(NOW.getTime() + 1000);
    const saved = await updateProfile(
      userId,
      { firstName: "Chimp", lastName: "Fan", email: NEW_EMAIL, profileImageUrl: null },
      { secret: SECRET, now: later },
    );
    const emailChange = saved.ok ? saved.emailChange : null;
    // Only requested: the audience keeps the old address until the code is typed.
    expect(await pendingSyncRows()).toHaveLength(0);
    expect(await confirmEmailChange(userId, emailChange!.code, SECRET, later)).toBe("ok");
    const queued = await pendingSyncRows();
    expect(queued).toHaveLength(2);
    expect(queued).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId }),
        expect.objectContaining({ userId: null, payload: { unsubscribeHash: HASH } }),
      ]),
    );

    await sweep(new Date(NOW.getTime() + 2000));
    expect(fake.state.members.get(HASH)?.status).toBe("unsubscribed");
    expect(fake.state.members.get(NEW_HASH)).toMatchObject({ status: "subscribed" });
  });
});

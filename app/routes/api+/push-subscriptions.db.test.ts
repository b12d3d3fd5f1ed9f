import { describe, expect, it, onTestFinished, vi } from "vitest";
import { eq } from "drizzle-orm";
import { pushSubscriptions, sessions, users } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createSignedInMember } from "../../../test/factories";
import { args, ORIGIN, settle } from "../../../test/http";
import { useLoopbackPushService } from "../../../test/push-fixture";
import { action } from "./push-subscriptions";
import { action as logout } from "../_auth+/api.logout";
import { pushConfig } from "~/utils/env.server";
import { exportMemberData } from "~/models/data-export.server";

vi.mock("~/utils/env.server", async (importOriginal) => (await import("../../../test/env")).envWithLoopbackPush(importOriginal));

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();
const service = useLoopbackPushService();

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

function call(method: "POST" | "DELETE", body: unknown, cookie?: string, path = "/api/push-subscriptions") {
  const headers: Record<string, string> = { "Content-Type": "application/json", Origin: ORIGIN, "User-Agent": ANDROID_CHROME };
  if (cookie) headers.Cookie = cookie;
  return settle(
    action(args(new Request(`${ORIGIN}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }))),
  );
}

const devicesOf = (userId: string) =>
  test.db
    .select({ endpoint: pushSubscriptions.endpoint, topics: pushSubscriptions.topics, device: pushSubscriptions.device })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));

describe("POST and DELETE /api/push-subscriptions", () => {
  it("stores the browser's subscription with its topics for the signed-in member, updates it on a second post, and removes it", async () => {
    const jana = await createSignedInMember({ email: "jana@example.com" });
    const subscription = service.subscription();

    const created = await call("POST", { ...subscription, topics: ["event-changes", "announcements"] }, jana.cookie);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ endpoint: subscription.endpoint, topics: ["event-changes", "announcements"] });
    expect(await devicesOf(jana.id)).toEqual([
      { endpoint: subscription.endpoint, topics: ["event-changes", "announcements"], device: "Chrome|Android" },
    ]);

    const updated = await call("POST", { ...subscription, topics: ["shift-reminders"] }, jana.cookie);
    expect(updated.status).toBe(200);
    expect((await devicesOf(jana.id)).map((row) => row.topics)).toEqual([["shift-reminders"]]);

    expect((await call("DELETE", { endpoint: subscription.endpoint }, jana.cookie)).status).toBe(204);
    expect(await devicesOf(jana.id)).toEqual([]);
    expect((await call("DELETE", { endpoint: subscription.endpoint }, jana.cookie)).status).toBe(404);
  });

  it("a visitor gets 401; a cross-site post is refused; bad bodies get 400 with a message", async () => {
    const subscription = service.subscription();
    expect((await call("POST", { ...subscription, topics: [] })).status).toBe(401);
    const jana = await createSignedInMember({ email: "jana@example.com" });
    const crossSite = await settle(
      action(
        args(
          new Request(`${ORIGIN}/api/push-subscriptions`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Origin: "https://evil.example", Cookie: jana.cookie },
            body: JSON.stringify({ ...subscription, topics: [] }),
          }),
        ),
      ),
    );
    expect(crossSite.status).toBe(403);
    const badKeys = await call("POST", { endpoint: subscription.endpoint, keys: { p256dh: "x", auth: "y" }, topics: [] }, jana.cookie);
    expect(badKeys.status).toBe(400);
    const badTopic = await call("POST", { ...subscription, topics: ["everything"] }, jana.cookie);
    expect(badTopic.status).toBe(400);
    expect((await badTopic.json()).message).toBeTruthy();
    // A zero byte in the address (PostgreSQL refuses it in text) is a bad address, in the body and in ?endpoint=.
    const zeroByte = `${subscription.endpoint}\u0000x`;
    const badAddress = await call("POST", { ...subscription, endpoint: zeroByte, topics: [] }, jana.cookie);
    expect(badAddress.status).toBe(400);
    expect(await badAddress.json()).toMatchObject({ errors: { endpoint: ["This is not a push subscription's address."] } });
    expect((await call("DELETE", { endpoint: zeroByte }, jana.cookie)).status).toBe(400);
    const byQuery = await call("DELETE", undefined, jana.cookie, `/api/push-subscriptions?${new URLSearchParams({ endpoint: zeroByte })}`);
    expect(byQuery.status).toBe(400);
    expect(await devicesOf(jana.id)).toEqual([]);
  });

  it("refuses endpoints the server must not post to: http, loopback over https, private and link-local addresses, names that resolve to them", async () => {
    const jana = await createSignedInMember({ email: "jana@example.com" });
    const keys = service.subscription().keys;
    // Without PUSH_ALLOW_PRIVATE_ENDPOINTS=1 (as in production), loopback is refused too.
    pushConfig.allowPrivateEndpoints = false;
    onTestFinished(() => {
      pushConfig.allowPrivateEndpoints = true;
    });
    for (const endpoint of [
      service.subscription().endpoint,
      "http://push.example.com/abc",
      "https://10.0.0.7/push/abc",
      "https://192.168.1.20/push/abc",
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/push/abc",
      "https://[fd00::1]/push/abc",
      "https://[::ffff:10.1.2.3]/push/abc",
      "https://localhost/push/abc",
      "https://no-such-host.invalid/push/abc",
      "ftp://push.example.com/abc",
    ]) {
      const response = await call("POST", { endpoint, keys, topics: ["announcements"] }, jana.cookie);
      expect(response.status, endpoint).toBe(400);
      expect((await response.json()).message, endpoint).toMatch(/HTTPS|private network|could not be found|not a push subscription/);
    }
    expect(await devicesOf(jana.id)).toEqual([]);
  });

  it("another member cannot take over a device by its endpoint alone; the same browser signed in as them (same keys) moves to them", async () => {
    const jana = await createSignedInMember({ email: "jana@example.com" });
    const omar = await createSignedInMember({ email: "omar@example.com" });
    const subscription = service.subscription();
    expect((await call("POST", { ...subscription, topics: ["announcements"] }, jana.cookie)).status).toBe(201);

    const other = service.subscription();
    const hijack = await call("POST", { endpoint: subscription.endpoint, keys: other.keys, topics: ["announcements"] }, omar.cookie);
    expect(hijack.status).toBe(409);
    expect(await devicesOf(jana.id)).toHaveLength(1);
    // Omar cannot remove Jana's device either.
    expect((await call("DELETE", { endpoint: subscription.endpoint }, omar.cookie)).status).toBe(404);
    expect(await devicesOf(jana.id)).toHaveLength(1);

    expect((await call("POST", { ...subscription, topics: ["event-changes"] }, omar.cookie)).status).toBe(200);
    expect(await devicesOf(jana.id)).toEqual([]);
    expect((await devicesOf(omar.id)).map((row) => row.topics)).toEqual([["event-changes"]]);
  });

  it("signing out on that device removes its subscription; deleting the account removes them all", async () => {
    const jana = await createSignedInMember({ email: "jana@example.com" });
    const phone = service.subscription();
    expect((await call("POST", { ...phone, topics: ["announcements"] }, jana.cookie)).status).toBe(201);
    const [row] = await test.db.select({ sessionId: pushSubscriptions.sessionId }).from(pushSubscriptions);
    const [session] = await test.db
      .select({ sid: sessions.sid })
      .from(sessions)
      .where(eq(sessions.sid, row.sessionId ?? ""));
    expect(session).toBeDefined();

    await settle(logout(args(new Request(`${ORIGIN}/api/logout`, { method: "POST", headers: { Cookie: jana.cookie, Origin: ORIGIN } }))));
    expect(await devicesOf(jana.id)).toEqual([]);

    const omar = await createSignedInMember({ email: "omar@example.com" });
    expect((await call("POST", { ...service.subscription(), topics: ["announcements"] }, omar.cookie)).status).toBe(201);
    await test.db.delete(users).where(eq(users.id, omar.id));
    expect(await test.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it("the member's data download lists their devices and topics, without the push address or keys", async () => {
    const jana = await createSignedInMember({ email: "jana@example.com" });
    const phone = service.subscription();
    expect((await call("POST", { ...phone, topics: ["shift-reminders"] }, jana.cookie)).status).toBe(201);
    const data = await exportMemberData(jana.id);
    expect(data?.alertDevices).toEqual([
      { device: "Chrome|Android", topics: ["shift-reminders"], createdAt: expect.any(Date), lastSentAt: null },
    ]);
    expect(JSON.stringify(data)).not.toContain(phone.endpoint);
    expect(JSON.stringify(data)).not.toContain(phone.keys.auth);
  });
});

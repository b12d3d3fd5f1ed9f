import { describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { events, notifications, pushSubscriptions } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createMember, kickoffMovedMatch } from "../../test/factories";
import { useLoopbackPushService } from "../../test/push-fixture";
import { subscribeToPush } from "~/models/push.server";
import type { PushTopic } from "~/models/push";
import type { Mail } from "./kind.server";
import { enqueueNotification } from "./outbox.server";
import { runNotificationSweep } from "./sweep.server";

vi.mock("~/utils/env.server", async (importOriginal) => (await import("../../test/env")).envWithLoopbackPush(importOriginal));

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();
const service = useLoopbackPushService();

async function device(userId: string, topics: PushTopic[]) {
  const subscription = service.subscription();
  const result = await subscribeToPush(userId, null, { ...subscription, topics }, "Chrome|Android", test.db);
  if (!result.ok) throw new Error(result.reason);
  return { id: result.device.id, endpoint: subscription.endpoint };
}

/** A member who RSVP'd to a match whose kickoff an admin has just moved from 19:30 to 20:45 (the event row as it is after the move). */
async function movedMatch(firstName = "Jana") {
  const userId = await createMember({ email: `${firstName.toLowerCase()}@example.com`, firstName });
  return { userId, ...(await kickoffMovedMatch(userId)) };
}

const statusOf = async (kind: "push-alert" | "event-kickoff-moved") =>
  test.db
    .select({
      status: notifications.status,
      attempts: notifications.attempts,
      lastError: notifications.lastError,
      sendAfter: notifications.sendAfter,
    })
    .from(notifications)
    .where(eq(notifications.kind, kind));

describe("push alerts through the outbox to a push service", () => {
  it("a kickoff move reaches the member's device, encrypted and signed, with its text, TTL and urgency; the mail still goes", async () => {
    const { userId, eventId, notice } = await movedMatch();
    await device(userId, ["event-changes"]);
    await enqueueNotification(notice, test.db);
    const mails: Mail[] = [];
    const result = await runNotificationSweep({ db: test.db, send: async (mail) => void mails.push(mail), enqueue: false });
    expect(result).toMatchObject({ sent: 2, failed: 0 });

    expect(mails.map((mail) => mail.to)).toEqual(["jana@example.com"]);
    const [push] = await service.waitFor(1);
    const alert = JSON.parse(push.text);
    // Only the alert's text and the page it opens: no name, no address.
    expect(Object.keys(alert).sort()).toEqual(["body", "tag", "title", "url"]);
    expect(alert.title).toBe("Kickoff moved: Roadies FC vs Harbour");
    expect(alert.body).toMatch(/^Now .+, Riverside Park\.$/);
    expect(alert.url).toBe(`/events/${eventId}`);
    expect(push.text).not.toMatch(/Jana|jana@example\.com/);
    // Six hours before kickoff: urgent, and kept no longer than until the match starts.
    expect(push.urgency).toBe("high");
    expect(push.ttl).toBeGreaterThan(5.9 * 3600);
    expect(push.ttl).toBeLessThanOrEqual(6 * 3600);
    expect(push.topic).toBe(`event-${eventId}`);
    expect(push.claims.aud).toBe(service.origin);
    expect(push.claims.sub).toMatch(/^mailto:/);
    const [row] = await test.db.select({ lastSentAt: pushSubscriptions.lastSentAt }).from(pushSubscriptions);
    expect(row.lastSentAt).not.toBeNull();
  });

  it("a device the push service answers 410 (or 404) for is deleted and its alert skipped", async () => {
    const { userId, notice } = await movedMatch();
    const gone = await device(userId, ["event-changes"]);
    const missing = await device(userId, ["event-changes"]);
    service.answer(gone.endpoint, 410);
    service.answer(missing.endpoint, 404);
    await enqueueNotification(notice, test.db);
    await runNotificationSweep({ db: test.db, send: async () => {}, enqueue: false });
    expect(await test.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).toEqual([]);
    expect((await statusOf("push-alert")).map((row) => row.status)).toEqual(["skipped", "skipped"]);
  });

  it("a push service's 500 or 429 is retried later, like a mail", async () => {
    const { userId, notice } = await movedMatch();
    const busy = await device(userId, ["event-changes"]);
    service.answer(busy.endpoint, 500);
    await enqueueNotification(notice, test.db);
    const before = Date.now();
    const result = await runNotificationSweep({ db: test.db, send: async () => {}, enqueue: false });
    expect(result.failed).toBe(1);
    const [alert] = await statusOf("push-alert");
    expect(alert).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringContaining("500") });
    expect(alert.sendAfter.getTime()).toBeGreaterThanOrEqual(before + 59_000);
    expect(await test.db.select({ id: pushSubscriptions.id }).from(pushSubscriptions)).toHaveLength(1);
  });

  it("a change superseded before the alert goes (a second move) sends no stale alert; a removed device gets none", async () => {
    const { userId, eventId, notice } = await movedMatch();
    await device(userId, ["event-changes"]);
    const removed = await device(userId, ["event-changes"]);
    await enqueueNotification(notice, test.db);
    await test.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, removed.id));
    await test.db.update(events).set({ revision: 3 }).where(eq(events.id, eventId));
    await runNotificationSweep({ db: test.db, send: async () => {}, enqueue: false });
    expect(service.received).toHaveLength(0);
    expect((await statusOf("push-alert")).map((row) => row.status)).toEqual(["skipped", "skipped"]);
  });

  it("two app instances sweeping at once send each alert once", async () => {
    const members = await Promise.all(["Ada", "Bo", "Cy"].map((name) => movedMatch(name)));
    for (const { userId, notice } of members) {
      await device(userId, ["event-changes"]);
      await device(userId, ["event-changes", "announcements"]);
      await enqueueNotification(notice, test.db);
    }
    const sweep = () => runNotificationSweep({ db: test.db, send: async () => {}, enqueue: false, batchSize: 2, concurrency: 2 });
    await Promise.all([sweep(), sweep()]);
    await service.waitFor(6);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(service.received).toHaveLength(6);
    expect(new Set(service.received.map((push) => push.id)).size).toBe(6);
    const sent = await test.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.kind, "push-alert"), eq(notifications.status, "sent")));
    expect(sent).toHaveLength(6);
  });
});

import { describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { notifications, pushSubscriptions } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createMember } from "../../test/factories";
import { enqueueNotification, enqueueNotifications } from "./outbox.server";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();

async function device(userId: string, endpoint: string, topics: (typeof pushSubscriptions.$inferInsert)["topics"]) {
  const [row] = await test.db
    .insert(pushSubscriptions)
    .values({ userId, endpoint, p256dh: "p", auth: "a", topics })
    .returning({ id: pushSubscriptions.id });
  return row.id;
}

const alertRows = () =>
  test.db
    .select({ subjectKey: notifications.subjectKey, userId: notifications.userId, payload: notifications.payload })
    .from(notifications)
    .where(eq(notifications.kind, "push-alert"))
    .orderBy(asc(notifications.id));

describe("push alerts are queued beside their source, per device and topic", () => {
  it("one alert per device whose topics meet the kind's; none for other topics, other members or kinds without alerts", async () => {
    const jana = await createMember({ email: "jana@example.com" });
    const omar = await createMember({ email: "omar@example.com" });
    const phone = await device(jana, "https://push.example.com/phone", ["event-changes", "announcements"]);
    const laptop = await device(jana, "https://push.example.com/laptop", ["event-changes"]);
    await device(jana, "https://push.example.com/tablet", ["announcements"]);
    await device(omar, "https://push.example.com/omar", ["shift-reminders"]);

    await enqueueNotification({ kind: "event-cancelled", subjectKey: `7:${jana}`, userId: jana, payload: { eventId: 7 } });
    await enqueueNotification({ kind: "order-confirmation", subjectKey: "order-1", userId: jana });
    const [source] = await test.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.kind, "event-cancelled"));

    const byDevice = (await alertRows()).sort((a, b) => Number(a.payload.subscriptionId) - Number(b.payload.subscriptionId));
    expect(byDevice).toEqual([
      { subjectKey: `${source.id}:${phone}`, userId: jana, payload: { sourceId: source.id, subscriptionId: phone } },
      { subjectKey: `${source.id}:${laptop}`, userId: jana, payload: { sourceId: source.id, subscriptionId: laptop } },
    ]);

    // The same change queued again (a retry, a second instance) queues no second alert.
    await enqueueNotification({ kind: "event-cancelled", subjectKey: `7:${jana}`, userId: jana, payload: { eventId: 7 } });
    expect(await alertRows()).toHaveLength(2);
  });

  it("a kind with two topics gives a device with both one alert; a batch fans out every row", async () => {
    const ada = await createMember({ email: "ada@example.com" });
    const bo = await createMember({ email: "bo@example.com" });
    await device(ada, "https://push.example.com/ada", ["my-place", "ballot-results"]);
    await device(bo, "https://push.example.com/bo", ["ballot-results"]);
    const queued = await enqueueNotifications([
      { kind: "away-place-offered", subjectKey: "1:a", userId: ada },
      { kind: "away-place-offered", subjectKey: "2:b", userId: bo },
    ]);
    expect(queued).toBe(2);
    const rows = await alertRows();
    expect(rows.map((row) => row.userId).sort()).toEqual([ada, bo].sort());
    const [adaAlert] = await test.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.kind, "push-alert"), eq(notifications.userId, ada)));
    expect(adaAlert).toBeDefined();
  });
});

import { and, desc, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { announcementRecipients, announcements, notifications, users } from "../../db/schema";
import type { Database } from "../../db/client";
import { db as appDb } from "~/utils/db.server";

/**
 * A member's "what's new": the announcements they received and the alerts their changes made
 * (the kinds' alerts, kept on the outbox rows by the sweep) since they last marked the list as
 * seen (users.news_seen_at); a member who never did sees the last fortnight's. Shown on their
 * profile, marked seen by its button.
 */

/** How far back the list looks for a member who never marked it seen. */
const FIRST_LOOK_MS = 14 * 86_400_000;

type WhatsNewItem = { type: "announcement" | "alert"; key: string; title: string; body: string | null; url: string; at: Date };

/**
 * The newest `limit` items since the member last looked, and how many there are in all. Two queries
 * (run at once), however many items: each reads the member's news_seen_at itself.
 */
export async function listWhatsNew(userId: string, { limit = 8, now = new Date() } = {}, db: Database = appDb) {
  const firstLook = new Date(now.getTime() - FIRST_LOOK_MS).toISOString();
  const since = sql`coalesce((select ${users.newsSeenAt} from ${users} where ${users.id} = ${userId}), ${firstLook}::timestamptz)`;
  const newAnnouncements = and(
    eq(announcementRecipients.userId, userId),
    isNotNull(announcements.queuedAt),
    isNull(announcements.withdrawnAt),
    gt(announcements.sendAt, since),
  );
  const newAlerts = and(
    eq(notifications.userId, userId),
    isNotNull(notifications.alert),
    gt(notifications.createdAt, since),
    inArray(notifications.status, ["sent", "skipped"]),
  );
  const [announcementRows, alertRows] = await Promise.all([
    db
      .select({
        id: announcements.id,
        title: announcements.title,
        at: announcements.sendAt,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(announcementRecipients)
      .innerJoin(announcements, eq(announcements.id, announcementRecipients.announcementId))
      .where(newAnnouncements)
      .orderBy(desc(announcements.sendAt), desc(announcements.id))
      .limit(limit),
    db
      .select({
        id: notifications.id,
        alert: notifications.alert,
        at: notifications.createdAt,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(notifications)
      .where(newAlerts)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit),
  ]);
  const items: WhatsNewItem[] = [
    ...announcementRows.map((row) => ({
      type: "announcement" as const,
      key: `announcement-${row.id}`,
      title: row.title,
      body: null,
      url: `/news/${row.id}`,
      at: row.at,
    })),
    ...alertRows.flatMap((row) =>
      row.alert
        ? [{ type: "alert" as const, key: `alert-${row.id}`, title: row.alert.title, body: row.alert.body, url: row.alert.url, at: row.at }]
        : [],
    ),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, limit);
  return { items, total: (announcementRows[0]?.total ?? 0) + (alertRows[0]?.total ?? 0) };
}

/** The member has looked: what came before `now` is no longer new to them. */
export async function markNewsSeen(userId: string, now = new Date(), db: Database = appDb) {
  await db.update(users).set({ newsSeenAt: now }).where(eq(users.id, userId));
}

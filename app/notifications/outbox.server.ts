import { sql } from "drizzle-orm";
import { notifications, pushSubscriptions, type NOTIFICATION_KINDS } from "../../db/schema";
import { queryRows, type Database } from "../../db/client";
import { PUSH_TOPICS_OF_KIND } from "~/models/push";
import { afterCommit, db as appDb } from "~/utils/db.server";
import { getLocale } from "~/i18n/paraglide/runtime.js";
import "~/i18n/locale.server";

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A transaction or the database: enqueue inside the write that causes the mail, so both or neither happen. */
type Executor = Pick<Database, "insert" | "execute">;

export type NewNotification = {
  kind: NotificationKind;
  /** What the mail is about (a signup id, an opportunity id + member…): one mail per (kind, subject), ever. */
  subjectKey: string;
  userId?: string | null;
  /** Only when the mail goes to an address that is not the member's current email. */
  toEmail?: string | null;
  payload?: Record<string, unknown>;
  /** Not before this time (default: now). */
  sendAfter?: Date;
  /**
   * The language to write the mail in when it has no member (a guest's order confirmation): by
   * default the language of the request (or the `inLocale` block) that queues it. A member's mail
   * ignores it and takes their saved language at send time (sweep.server.ts, `mailLocale`).
   */
  locale?: string;
};

function toRow(notification: NewNotification) {
  return {
    kind: notification.kind,
    subjectKey: notification.subjectKey,
    userId: notification.userId ?? null,
    toEmail: notification.toEmail ?? null,
    payload: notification.payload ?? {},
    locale: notification.locale ?? getLocale(),
    // Due now by this process's clock, in whole milliseconds as the sweep compares (`send_after <=
    // its now`): the column's default, the database's microsecond now(), could land a fraction of a
    // millisecond after a sweep's now and leave a mail queued right before it for the next sweep.
    sendAfter: notification.sendAfter ?? new Date(),
  };
}

/**
 * Records a mail to send. Pages, actions and webhooks call this and move on; the sweep
 * (app/notifications/sweep.server.ts) sends it. A second enqueue of the same (kind, subject) is a
 * no-op, so retries and races never mail twice. Returns whether a new row was written.
 *
 * A row due now kicks this instance's sweep loop (scheduler.server.ts) once the transaction that
 * wrote it has committed (at once outside a transaction), so the mail goes out within moments, not
 * at the next periodic sweep. Before the commit another connection could not see the row, and
 * after a rollback there is nothing to send. The kick only schedules work: the request answers
 * without waiting for it.
 */
export async function enqueueNotification(notification: NewNotification, executor: Executor = appDb): Promise<boolean> {
  const inserted = await executor
    .insert(notifications)
    .values(toRow(notification))
    .onConflictDoNothing({ target: [notifications.kind, notifications.subjectKey] })
    .returning({ id: notifications.id });
  const dueNow = !notification.sendAfter || notification.sendAfter.getTime() <= Date.now();
  if (inserted.length > 0 && alerts(notification))
    await queuePushAlerts(
      executor,
      inserted.map((row) => row.id),
    );
  if (inserted.length > 0 && dueNow) afterCommit(kickSweep);
  return inserted.length > 0;
}

/** Nothing happens without a loop in this process (vitest, NOTIFY_SWEEP_SECONDS=0): the periodic sweep of another instance sends it. */
function kickSweep() {
  try {
    globalThis.__roadiesNotificationSweep?.kick();
  } catch (error) {
    console.error("[notifications] could not start sending; the next sweep will", error);
  }
}

/**
 * Records several mails in one insert (a kickoff move's notices to hundreds of members), with the
 * same once-per-(kind, subject) rule as enqueueNotification. Returns how many rows were new.
 */
export async function enqueueNotifications(list: readonly NewNotification[], executor: Executor = appDb): Promise<number> {
  if (list.length === 0) return 0;
  const inserted = await executor
    .insert(notifications)
    .values(list.map(toRow))
    .onConflictDoNothing({ target: [notifications.kind, notifications.subjectKey] })
    .returning({ id: notifications.id });
  if (inserted.length > 0 && list.some(alerts))
    await queuePushAlerts(
      executor,
      inserted.map((row) => row.id),
    );
  if (inserted.length > 0 && list.some((notification) => !notification.sendAfter || notification.sendAfter.getTime() <= Date.now())) {
    afterCommit(kickSweep);
  }
  return inserted.length;
}

/** A member's notification of a kind that has push alerts (models/push.ts). */
const alerts = (notification: NewNotification) => Boolean(notification.userId && PUSH_TOPICS_OF_KIND[notification.kind]);

/**
 * Queues the push alerts of just-written outbox rows, in the same transaction: one 'push-alert' row
 * per row and device of its member whose topics meet the row's kind's (subject: the source row's id
 * and the subscription's id, so one alert per member, device and change, however many instances
 * queue it). The alert goes when its source is due and is rendered from it at send time
 * (kinds/push.server.ts). Rows of other kinds, or without a member, queue nothing. Returns how many
 * alerts were queued.
 *
 * `ids` are outbox row ids read back from the database, written into the statement as one array
 * literal (no parameter per id: an announcement queues ten thousand at once).
 */
export async function queuePushAlerts(executor: Pick<Database, "execute">, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  if (!ids.every((id) => Number.isSafeInteger(id))) throw new Error("queuePushAlerts: outbox ids must be integers");
  const pairs = Object.entries(PUSH_TOPICS_OF_KIND).flatMap(([kind, topics]) => (topics ?? []).map((topic) => sql`(${kind}, ${topic})`));
  const rows = await queryRows<{ id: number }>(
    executor,
    sql`
    insert into ${notifications} (kind, subject_key, user_id, payload, send_after, locale)
    select 'push-alert', n.id || ':' || s.id, n.user_id, jsonb_build_object('sourceId', n.id, 'subscriptionId', s.id), n.send_after, n.locale
      from ${notifications} n
      join ${pushSubscriptions} s on s.user_id = n.user_id
     where n.id = any(${sql.raw(`'{${ids.join(",")}}'`)}::int[])
       and exists (select 1 from (values ${sql.join(pairs, sql`, `)}) t(kind, topic) where t.kind = n.kind and t.topic = any(s.topics))
    on conflict (kind, subject_key) do nothing
    returning id`,
  );
  return rows.length;
}

import { notifications, type NOTIFICATION_KINDS } from "../../db/schema";
import type { Database } from "../../db/client";
import { afterCommit, db as appDb } from "~/utils/db.server";
import { getLocale } from "~/i18n/paraglide/runtime.js";
import "~/i18n/locale.server";

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A transaction or the database: enqueue inside the write that causes the mail, so both or neither happen. */
type Executor = Pick<Database, "insert">;

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
  if (inserted.length > 0 && list.some((notification) => !notification.sendAfter || notification.sendAfter.getTime() <= Date.now())) {
    afterCommit(kickSweep);
  }
  return inserted.length;
}

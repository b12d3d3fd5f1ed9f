import type { Database } from "../../db/client";
import type { EmailPreferences } from "../../db/schema";
import type { Alert } from "~/models/push";

/**
 * The kind framework: what a notification kind is to the outbox sweep. Each vertical's kinds are in
 * app/notifications/kinds/<area>.server.ts; the registry (registry.server.ts) lists them all.
 */

/** replyTo: where the recipient's answer goes when it is not our sender address (a member writing to a poster). */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /**
   * A mail that is not a transaction (an announcement, a reminder the member can switch off) names
   * the Email Preferences switch it falls under: it then carries List-Unsubscribe and
   * List-Unsubscribe-Post (RFC 8058) with a signed link that turns exactly that switch off. Sign-in
   * codes, receipts and email-change mails name none.
   */
  unsubscribe?: { userId: string; category: keyof EmailPreferences };
};
/**
 * What the sweep does with a row: send this mail, make this call to an outside service (a thrown
 * error is retried like a failed send; a call may answer `{ skip }` when the service says there is
 * no one to deliver to any more), or record why not (status 'skipped').
 */
export type Rendered = { mail: Mail } | { call: () => Promise<void | { skip: string }> } | { skip: string };

export type OutboxRow = {
  id: number;
  kind: string;
  subjectKey: string;
  userId: string | null;
  toEmail: string | null;
  payload: Record<string, unknown>;
};

/** How a delivery attempt ended: sent (or called), or failed with the error's message. */
type DeliveryOutcome = { ok: true } | { ok: false; error: string };

export interface KindDefinition {
  /**
   * The sweep calls it inside `inLocale(<the recipient's language>)` (sweep.server.ts, `mailLocale`):
   * every message and date it writes is in that language without being told.
   *
   * Reads what the mail needs at send time, so it reflects the state of things now, not at enqueue. */
  render(row: OutboxRow, db: Database): Promise<Rendered>;
  /**
   * The push alert for this row (kinds in models/push.ts PUSH_TOPICS_OF_KIND): rendered by the
   * 'push-alert' kind at send time, in the member's language like the mail. null: nothing to say
   * any more (the change was superseded, the announcement withdrawn): the alert is skipped.
   */
  alert?(row: OutboxRow, db: Database): Promise<Alert | null>;
  /** Called by the sweep after each attempt that was not skipped (e.g. to record an integration's health). */
  onDelivered?(outcome: DeliveryOutcome): Promise<void>;
}

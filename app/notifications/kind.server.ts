import type { Database } from "../../db/client";
import type { EmailPreferences } from "../../db/schema";

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
 * error is retried like a failed send), or record why not (status 'skipped').
 */
export type Rendered = { mail: Mail } | { call: () => Promise<void> } | { skip: string };

export type OutboxRow = {
  id: number;
  kind: string;
  subjectKey: string;
  userId: string | null;
  toEmail: string | null;
  payload: Record<string, unknown>;
};

/**
 * A push alert's content (the notification the member's service worker shows). It carries no more
 * personal data than its text: a title, one or two lines, and the path of the page it is about
 * (the event, the ballot, the shift), which a tap opens.
 */
export type Alert = {
  title: string;
  body: string;
  /** A path on this site, e.g. "/events/12". */
  url: string;
  /** RFC 8030 Urgency: a kickoff move an hour before is "high"; an announcement "normal". Default "normal". */
  urgency?: "very-low" | "low" | "normal" | "high";
  /** How long the push service keeps it for an offline phone, in seconds (RFC 8030 TTL). Default one day. */
  ttlSeconds?: number;
  /** Alerts with the same tag replace each other on the phone (a second kickoff move replaces the first). */
  tag?: string;
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

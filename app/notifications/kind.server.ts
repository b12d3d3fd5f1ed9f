import type { Database } from "../../db/client";

/**
 * The kind framework: what a notification kind is to the outbox sweep. Each vertical's kinds are in
 * app/notifications/kinds/<area>.server.ts; the registry (registry.server.ts) lists them all.
 */

/** replyTo: where the recipient's answer goes when it is not our sender address (a member writing to a poster). */
export type Mail = { to: string; subject: string; text: string; replyTo?: string };
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

/** How a delivery attempt ended: sent (or called), or failed with the error's message. */
type DeliveryOutcome = { ok: true } | { ok: false; error: string };

export interface KindDefinition {
  /**
   * The sweep calls it inside `inLocale(<the recipient's language>)` (sweep.server.ts, `mailLocale`):
   * every message and date it writes is in that language without being told.
   *
   * Reads what the mail needs at send time, so it reflects the state of things now, not at enqueue. */
  render(row: OutboxRow, db: Database): Promise<Rendered>;
  /** Called by the sweep after each attempt that was not skipped (e.g. to record an integration's health). */
  onDelivered?(outcome: DeliveryOutcome): Promise<void>;
}

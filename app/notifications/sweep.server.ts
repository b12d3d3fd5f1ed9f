import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { notifications, volunteerOpportunities, volunteerSignups } from "../../db/schema";
import { queryRows, type Database } from "../../db/client";
import { sendMail } from "~/models/integrations.server";
import type { KindDefinition, Mail, OutboxRow } from "./kind.server";
import { KNOWN_KINDS, notificationKinds } from "./registry.server";
import { runMembershipSweep } from "./membership-sweep.server";
import { enqueueTicketAlerts } from "./kinds/tickets.server";

/** Reminders go out once a confirmed shift is less than this far away. */
const REMINDER_WINDOW_MS = 24 * 60 * 60 * 1000;
/** After this many failed attempts a row is marked 'failed' and left alone. */
export const MAX_ATTEMPTS = 5;
/**
 * How long a claimed row is kept from other sweeps while this one sends it. Longer than any SMTP
 * exchange (nodemailer gives up on a silent socket after 10 minutes); if this process dies
 * meanwhile, the row becomes due again after the lease and another sweep takes it.
 */
const CLAIM_LEASE_MS = 15 * 60 * 1000;
/** Wait before retry n (1-based) after a failed send. */
const BACKOFF_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];
const BATCH_SIZE = 25;
const MAX_BATCHES_PER_SWEEP = 20;

export type SweepResult = { enqueued: number; sent: number; skipped: number; failed: number };

export interface SweepOptions {
  now?: Date;
  db: Database;
  send?: (mail: Mail) => Promise<unknown>;
  batchSize?: number;
  /** Aborted on shutdown: rows claimed but not yet sent are handed back at once. */
  signal?: AbortSignal;
}

/**
 * One pass of the outbox: enqueue the shift reminders and ticket alerts that have come due, then
 * send what is pending.
 *
 * Locking (docs/decisions/002-notifications-outbox.md): rows are claimed in a short transaction
 * with SELECT … FOR UPDATE SKIP LOCKED, which moves their send_after forward by CLAIM_LEASE_MS
 * and counts the attempt; the transaction commits before any mail is sent. Another sweep, in this
 * process or another instance, skips the locked rows while the claim runs and finds them not due
 * once it has committed, so no row is sent by two sweeps, and no transaction stays open during
 * SMTP (on PGlite an open transaction would stall every request of the process).
 */
export async function runNotificationSweep({
  now = new Date(),
  db,
  send = sendMail,
  batchSize = BATCH_SIZE,
  signal,
}: SweepOptions): Promise<SweepResult> {
  const enqueued = (await enqueueDueReminders(db, now)) + (await enqueueTicketAlerts(db, now)) + (await runMembershipSweep(db, now));
  const result: SweepResult = { enqueued, sent: 0, skipped: 0, failed: 0 };
  for (let batch = 0; batch < MAX_BATCHES_PER_SWEEP && !signal?.aborted; batch++) {
    const claimed = await claimDueRows(db, now, batchSize);
    for (let i = 0; i < claimed.length; i++) {
      if (signal?.aborted) {
        await releaseClaims(db, claimed.slice(i));
        return result;
      }
      const outcome = await deliver(db, claimed[i], send, now);
      result[outcome]++;
    }
    if (claimed.length < batchSize) break;
  }
  return result;
}

/**
 * One shift-reminder row per confirmed signup whose active shift starts within the window and
 * has not started yet. A signup made inside the window is picked up by the next sweep. ON CONFLICT
 * makes two sweeps enqueueing at once (or a sweep racing a restart) write one row.
 */
async function enqueueDueReminders(db: Database, now: Date): Promise<number> {
  const from = now.toISOString();
  const until = new Date(now.getTime() + REMINDER_WINDOW_MS).toISOString();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    insert into ${notifications} (kind, subject_key, user_id, payload, send_after)
    select 'shift-reminder', s.id::text, s.user_id,
           jsonb_build_object('signupId', s.id, 'opportunityId', s.opportunity_id), ${from}::timestamptz
      from ${volunteerSignups} s
      join ${volunteerOpportunities} o on o.id = s.opportunity_id
     where s.status = 'confirmed'
       and o.is_active
       and o.date > ${from}::timestamptz
       and o.date <= ${until}::timestamptz
       and not exists (select 1 from ${notifications} n where n.kind = 'shift-reminder' and n.subject_key = s.id::text)
    on conflict (kind, subject_key) do nothing
    returning id`,
  );
  return rows.length;
}

type ClaimedRow = OutboxRow & { attempts: number; sendAfter: Date };

async function claimDueRows(db: Database, now: Date, limit: number): Promise<ClaimedRow[]> {
  const leaseUntil = new Date(now.getTime() + CLAIM_LEASE_MS);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: notifications.id,
        kind: notifications.kind,
        subjectKey: notifications.subjectKey,
        userId: notifications.userId,
        toEmail: notifications.toEmail,
        payload: notifications.payload,
        attempts: notifications.attempts,
        sendAfter: notifications.sendAfter,
      })
      .from(notifications)
      // Kinds this version does not know (a newer instance during a rolling deploy) are left to it.
      .where(and(eq(notifications.status, "pending"), lte(notifications.sendAfter, now), inArray(notifications.kind, KNOWN_KINDS)))
      .orderBy(asc(notifications.sendAfter), asc(notifications.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (rows.length === 0) return [];
    await tx
      .update(notifications)
      .set({ sendAfter: leaseUntil, attempts: sql`${notifications.attempts} + 1` })
      .where(
        inArray(
          notifications.id,
          rows.map((row) => row.id),
        ),
      );
    return rows.map((row) => ({ ...row, attempts: row.attempts + 1 }));
  });
}

/** Our claim still holds: nobody took the row over after the lease ran out. */
const stillOurs = (row: ClaimedRow) =>
  and(eq(notifications.id, row.id), eq(notifications.status, "pending"), eq(notifications.attempts, row.attempts));

async function deliver(
  db: Database,
  row: ClaimedRow,
  send: (mail: Mail) => Promise<unknown>,
  now: Date,
): Promise<"sent" | "skipped" | "failed"> {
  const kind: KindDefinition = notificationKinds[row.kind as keyof typeof notificationKinds];
  try {
    const rendered = await kind.render(row, db);
    if ("skip" in rendered) {
      await db.update(notifications).set({ status: "skipped", lastError: rendered.skip }).where(stillOurs(row));
      return "skipped";
    }
    if ("call" in rendered) await rendered.call();
    else await send(rendered.mail);
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    await kind.onDelivered?.({ ok: false, error: message });
    // An outside service's refusal that a retry cannot change (e.g. Mailchimp's 400) is final at once.
    const permanent = typeof error === "object" && error !== null && (error as { permanent?: unknown }).permanent === true;
    const final = permanent || row.attempts >= MAX_ATTEMPTS;
    const retryAt = new Date(now.getTime() + BACKOFF_MS[Math.min(row.attempts, BACKOFF_MS.length) - 1]);
    await db
      .update(notifications)
      .set(final ? { status: "failed", lastError: message } : { sendAfter: retryAt, lastError: message })
      .where(stillOurs(row));
    console.error(`[notifications] ${row.kind} #${row.id} attempt ${row.attempts} failed${final ? " (giving up)" : ""}: ${message}`);
    return "failed";
  }
  await db.update(notifications).set({ status: "sent", sentAt: new Date(), lastError: null }).where(stillOurs(row));
  await kind.onDelivered?.({ ok: true });
  return "sent";
}

/** Hands unsent claims back (shutdown): due again at once, the attempt not counted. */
async function releaseClaims(db: Database, rows: ClaimedRow[]) {
  for (const row of rows) {
    await db
      .update(notifications)
      .set({ sendAfter: row.sendAfter, attempts: row.attempts - 1 })
      .where(stillOurs(row));
  }
}

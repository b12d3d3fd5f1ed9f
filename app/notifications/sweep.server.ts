import { and, eq, sql } from "drizzle-orm";
import { notifications, users, volunteerOpportunities, volunteerSignups } from "../../db/schema";
import { queryRows, type Database } from "../../db/client";
import { sendMail } from "~/models/integrations.server";
import { purgeRequestKeys } from "~/models/request-keys.server";
import { smtpPool } from "~/utils/env.server";
import type { KindDefinition, Mail, OutboxRow } from "./kind.server";
import { KNOWN_KINDS, notificationKinds } from "./registry.server";
import { runMembershipSweep } from "./membership-sweep.server";
import { passExpiredAwayOffers } from "~/models/away.server";
import { queueDueAnnouncements } from "~/models/announcements.server";
import { enqueueTicketAlerts } from "./kinds/tickets.server";
import { enqueueAwayOfferReminders } from "./kinds/away.server";
import { queuePushAlerts } from "./outbox.server";
import { inLocale, localeSettings, memberLocale, offeredLocale } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/paraglide/runtime.js";

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
const BATCH_SIZE = 50;
const MAX_BATCHES_PER_SWEEP = 20;

export type SweepResult = { enqueued: number; sent: number; skipped: number; failed: number };

export interface SweepOptions {
  now?: Date;
  db: Database;
  send?: (mail: Mail) => Promise<unknown>;
  batchSize?: number;
  /** Mails in flight at once (default: the SMTP pool's connections, SMTP_MAX_CONNECTIONS). */
  concurrency?: number;
  /**
   * false: only send what is already due, without enqueueing the time-based mails first (reminders,
   * ticket alerts, the membership expiry run). The run that follows a commit which queued a mail
   * does this; the periodic sweep does both.
   */
  enqueue?: boolean;
  /** Aborted on shutdown: rows claimed but not yet sent are handed back at once. */
  signal?: AbortSignal;
}

/**
 * Lets the event loop take its turn. On PGlite every query runs in this thread and answers through
 * already-resolved promises, so a sweep that only awaits the database (and a send that only logs)
 * never gives timers and sockets a chance: pages could not even be read until it ended. One turn
 * per database step keeps a page's queries interleaved with the sweep's.
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * One pass of the outbox: enqueue the shift reminders and ticket alerts that have come due, then
 * send what is pending.
 *
 * Locking (docs/decisions/002-notifications-outbox.md): each batch is claimed by one UPDATE …
 * WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) statement, which moves the rows' send_after
 * forward by CLAIM_LEASE_MS and counts the attempt. Another sweep, in this process or another
 * instance, skips the locked rows while the claim runs and finds them not due once it has
 * committed, so no row is sent by two sweeps. No transaction or lock is held while a mail is
 * rendered or sent: each result is recorded by a statement of its own (on PGlite an open
 * transaction would stall every request of the process). Up to `concurrency` mails are in flight.
 */
export async function runNotificationSweep({
  now = new Date(),
  db,
  send = sendMail,
  batchSize = BATCH_SIZE,
  concurrency = smtpPool.maxConnections,
  enqueue = true,
  signal,
}: SweepOptions): Promise<SweepResult> {
  let enqueued = 0;
  if (enqueue) {
    enqueued += await enqueueDueReminders(db, now);
    await yieldToEventLoop();
    enqueued += await enqueueTicketAlerts(db, now);
    await yieldToEventLoop();
    enqueued += await runMembershipSweep(db, now);
    await yieldToEventLoop();
    await passExpiredAwayOffers(now, db);
    await yieldToEventLoop();
    enqueued += await enqueueAwayOfferReminders(db, now);
    await yieldToEventLoop();
    enqueued += await queueDueAnnouncements(now, db);
    await purgeRequestKeys(now, db);
  }
  const result: SweepResult = { enqueued, sent: 0, skipped: 0, failed: 0 };
  for (let batch = 0; batch < MAX_BATCHES_PER_SWEEP && !signal?.aborted; batch++) {
    await yieldToEventLoop();
    const claimed = await claimDueRows(db, now, batchSize);
    let next = 0;
    // `concurrency` workers take the batch's rows in turn; on abort none takes another.
    const worker = async () => {
      for (;;) {
        await yieldToEventLoop();
        if (next >= claimed.length || signal?.aborted) return;
        const row = claimed[next++];
        result[await deliver(db, row, send, now)]++;
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, claimed.length)) }, worker));
    if (next < claimed.length) {
      await releaseClaims(db, claimed.slice(next));
      return result;
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
  await queuePushAlerts(
    db,
    rows.map((row) => row.id),
  );
  return rows.length;
}

type ClaimedRow = OutboxRow & { attempts: number; sendAfter: Date; locale: Locale };

/**
 * The language a mail is written in: its recipient's, never the sender's. Mails are rendered at send
 * time (docs/decisions/002-notifications-outbox.md), so a member's mail takes their saved language
 * (users.locale) as it stands when the sweep sends it (a member who switches to German before a
 * reminder goes out gets it in German), or the group's default when they never chose one. A mail
 * with no member behind it (a guest's order, whose row has no user) takes the language of the
 * request that queued it, stored on the row at enqueue (outbox.server.ts); rows queued by the sweep
 * itself or before that column existed get the group's default.
 */
export function mailLocale(row: {
  userId: string | null;
  memberLocale: string | null;
  memberExists: boolean;
  queuedLocale: string | null;
}): Locale {
  if (row.userId && row.memberExists) return memberLocale(row.memberLocale);
  return offeredLocale(row.queuedLocale) ?? localeSettings.defaultLocale;
}

async function claimDueRows(db: Database, now: Date, limit: number): Promise<ClaimedRow[]> {
  const leaseUntil = new Date(now.getTime() + CLAIM_LEASE_MS);
  // One statement, so the row locks last only as long as it runs. Kinds this version does not know
  // (a newer instance during a rolling deploy) are left to it. The recipient's saved language comes
  // with the row, from one join (only the outbox rows are locked, not the members).
  const rows = await queryRows<
    Omit<ClaimedRow, "locale" | "sendAfter"> & {
      sendAfter: Date | string;
      queuedLocale: string | null;
      memberLocale: string | null;
      memberExists: boolean;
    }
  >(
    db,
    sql`
    update ${notifications} n
       set send_after = ${leaseUntil.toISOString()}::timestamptz, attempts = n.attempts + 1
      from (
        select o.id, o.send_after, u.id is not null as member_exists, u.locale as member_locale
          from ${notifications} o
          left join ${users} u on u.id = o.user_id
         where o.status = 'pending' and o.send_after <= ${now.toISOString()}::timestamptz
           and o.kind in (${sql.join(
             KNOWN_KINDS.map((kind) => sql`${kind}`),
             sql`, `,
           )})
         order by o.send_after, o.id
         limit ${limit}
           for update of o skip locked
      ) due
     where n.id = due.id
    returning n.id, n.kind, n.subject_key as "subjectKey", n.user_id as "userId", n.to_email as "toEmail", n.payload,
              n.attempts, due.send_after as "sendAfter", n.locale as "queuedLocale",
              due.member_locale as "memberLocale", due.member_exists as "memberExists"`,
  );
  // The order they were due in (UPDATE … RETURNING gives no order).
  return rows
    .map(({ queuedLocale, memberLocale: saved, memberExists, ...row }) => ({
      ...row,
      locale: mailLocale({ userId: row.userId, memberLocale: saved, memberExists, queuedLocale }),
      sendAfter: new Date(row.sendAfter),
    }))
    .sort((a, b) => a.sendAfter.getTime() - b.sendAfter.getTime() || a.id - b.id);
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
  let alert: StoredAlert | null = null;
  try {
    // Every message and date the kind writes takes the recipient's language (mailLocale).
    const rendered = await inLocale(row.locale, () => kind.render(row, db));
    // Before the mail goes, so nothing after it can fail and send it twice.
    alert = await alertToKeep(kind, row, db);
    const skip =
      "skip" in rendered ? rendered.skip : "call" in rendered ? (await rendered.call())?.skip : (await send(rendered.mail), undefined);
    if (skip !== undefined) {
      await db.update(notifications).set({ status: "skipped", lastError: skip, alert }).where(stillOurs(row));
      return "skipped";
    }
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
  await db.update(notifications).set({ status: "sent", sentAt: new Date(), lastError: null, alert }).where(stillOurs(row));
  await kind.onDelivered?.({ ok: true });
  return "sent";
}

type StoredAlert = { title: string; body: string; url: string };

/**
 * The alert a member's row made, kept on the row for their "what's new" list
 * (models/whats-new.server.ts), whether the mail goes or their switch skips it: the change concerned
 * them either way. Written as the push alert is, in the member's language. Not for announcements
 * (the list reads their recipients) nor the per-device push rows. A failure here never holds up
 * the mail: the row is then just not listed.
 */
async function alertToKeep(kind: KindDefinition, row: ClaimedRow, db: Database): Promise<StoredAlert | null> {
  if (!kind.alert || !row.userId || row.kind === "announcement" || row.kind === "push-alert") return null;
  try {
    const alert = await inLocale(row.locale, async () => (await kind.alert?.(row, db)) ?? null);
    return alert ? { title: alert.title, body: alert.body, url: alert.url } : null;
  } catch (error) {
    console.error(`[notifications] ${row.kind} #${row.id}: its alert for what's new could not be written: ${String(error)}`);
    return null;
  }
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

import { sql } from "drizzle-orm";
import { membershipChanges, notifications, subscriptions, users } from "../../db/schema";
import { queryRows, type Database } from "../../db/client";
import { queueMailchimpSyncs } from "~/models/integrations.server";
import { MEMBERSHIP_REMINDER_DAYS } from "~/models/membership-plans";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The membership part of each sweep: memberships whose expiry has passed become 'expired' (a fact
 * in the database, not a guess at request time), with their open subscription and a line in
 * membership_changes; then the renewal reminders that have come due are enqueued: 30 and 7 days
 * before the expiry and on expiry, one of each per term (the subject key holds the expiry date).
 * Members who turned membershipReminders off get none; lifetime members have no expiry.
 * Returns how many notifications were enqueued.
 */
export async function runMembershipSweep(db: Database, now: Date): Promise<number> {
  const at = now.toISOString();
  const expired = await db.transaction(async (tx) => {
    const rows = await queryRows<{ id: string; expiry: Date | string }>(
      tx,
      sql`
      update ${users} set membership_status = 'expired', auto_renewal = false, next_billing_date = null, updated_at = ${at}::timestamptz
       where membership_status = 'active' and not is_lifetime_member
         and membership_expiry is not null and membership_expiry <= ${at}::timestamptz
      returning id, membership_expiry as expiry`,
    );
    if (rows.length === 0) return rows;
    const ids = rows.map((row) => row.id);
    await tx.execute(sql`
      update ${subscriptions} set status = 'expired', updated_at = ${at}::timestamptz
       where user_id in (${sql.join(
         ids.map((id) => sql`${id}`),
         sql`, `,
       )}) and status = 'active'`);
    await tx.insert(membershipChanges).values(
      rows.map((row) => ({
        userId: row.id,
        kind: "expired",
        before: { status: "active", expiry: new Date(row.expiry).toISOString() },
        after: { status: "expired" },
        reason: "The membership's expiry date passed.",
      })),
    );
    await queueMailchimpSyncs(ids, tx, now);
    return rows;
  });

  let enqueued = 0;
  if (expired.length > 0) {
    const inserted = await db
      .insert(notifications)
      .values(
        expired.map((row) => {
          const expiry = new Date(row.expiry).toISOString();
          return {
            kind: "membership-reminder",
            subjectKey: `${row.id}:${expiry}:0`,
            userId: row.id,
            payload: { expiry, days: 0 },
            sendAfter: now,
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: notifications.id });
    enqueued += inserted.length;
  }

  // Nearest threshold first: a member already inside the 7-day window gets the 7-day mail, not also the 30-day one.
  const thresholds = [...MEMBERSHIP_REMINDER_DAYS].sort((a, b) => a - b);
  for (let i = 0; i < thresholds.length; i++) {
    const days = thresholds[i];
    const until = new Date(now.getTime() + days * DAY_MS).toISOString();
    const after = i === 0 ? at : new Date(now.getTime() + thresholds[i - 1] * DAY_MS).toISOString();
    const rows = await queryRows<{ id: number }>(
      db,
      sql`
      insert into ${notifications} (kind, subject_key, user_id, payload, send_after)
      select 'membership-reminder',
             u.id || ':' || to_char(u.membership_expiry at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || ':' || ${String(days)},
             u.id,
             jsonb_build_object('expiry', to_char(u.membership_expiry at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'days', ${days}::int),
             ${at}::timestamptz
        from ${users} u
       where u.membership_status = 'active' and not u.is_lifetime_member
         and u.membership_expiry > ${after}::timestamptz and u.membership_expiry <= ${until}::timestamptz
         and coalesce((u.email_preferences ->> 'membershipReminders')::boolean, true)
      on conflict (kind, subject_key) do nothing
      returning id`,
    );
    enqueued += rows.length;
  }
  return enqueued;
}

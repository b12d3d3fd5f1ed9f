import { and, count, desc, eq, gt, gte, isNull, lt, ne, sql } from "drizzle-orm";
import { emailChangeCodes, eventCheckins, events, orders, users } from "../../db/schema";
import { queueMailchimpSync, queueMailchimpUnsubscribe } from "~/models/integrations.server";
import { db } from "~/utils/db.server";
import { fail, ok, rollback, settled, type Fail, type Ok } from "~/utils/result";
import { CODE_TTL_MS, codeMatches, hashCode, MAX_CODE_ATTEMPTS, newCode, type CodeCheck } from "./login-codes.server";
import { normalizeEmail, userColumns, type User } from "./users.server";

/**
 * The member's own profile, and the one way its email changes: a new address waits in
 * `pending_email` until the member types the code mailed to it, so nobody can claim an address
 * (and whatever later arrives for it, admin rights included) without reading its mail.
 */

export const EMAIL_CHANGE_TTL_MS = CODE_TTL_MS;

export type Profile = User & { pendingEmail: string | null; membershipTier: string | null; stripeCustomerId: string | null };

export async function getProfile(userId: string): Promise<Profile | null> {
  const [row] = await db
    .select({
      ...userColumns,
      pendingEmail: users.pendingEmail,
      membershipTier: users.membershipTier,
      stripeCustomerId: users.stripeCustomerId,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The profile's Recent Orders card: the member's newest orders, one query. */
export function listRecentOrders(userId: string, limit = 3) {
  return db
    .select({ id: orders.id, totalAmount: orders.totalAmount, status: orders.status, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/**
 * The profile's 'Matches attended this season': the member's check-ins at the door of matches
 * played since the season began (models/attendance.ts says when). A watch party or a social is
 * not a match attended. One count on the member's check-ins (event_checkins_user_idx).
 */
export async function countMatchesAttended(userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(eventCheckins)
    .innerJoin(events, eq(events.id, eventCheckins.eventId))
    // As for the points: a check-in outside its event's window (kept from before the window) does not count.
    .where(
      and(eq(eventCheckins.userId, userId), eq(eventCheckins.countsForPoints, true), eq(events.type, "match"), gte(events.date, since)),
    );
  return row?.total ?? 0;
}

export type ProfileFields = { firstName: string; lastName: string; email: string; profileImageUrl: string | null };

/** What the caller mails: the code to the new address, a notice to the old one (if any). */
export type EmailChangeRequest = { from: string | null; to: string; code: string };

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

/** The code is bound to the member and the address, and can never pass for a sign-in code. */
const boundTo = (userId: string, email: string) => `email-change:${userId}:${email}`;

async function issueEmailChangeCode(tx: Tx, userId: string, email: string, secret: string, now: Date) {
  const code = newCode();
  await tx
    .update(emailChangeCodes)
    .set({ consumedAt: now })
    .where(and(eq(emailChangeCodes.userId, userId), isNull(emailChangeCodes.consumedAt)));
  await tx.insert(emailChangeCodes).values({
    userId,
    newEmail: email,
    codeHash: hashCode(secret, boundTo(userId, email), code),
    expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
  });
  await tx.delete(emailChangeCodes).where(lt(emailChangeCodes.expiresAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
  return code;
}

/** Another member holds the address: the profile is not saved and no code is sent. */
export type EmailTaken = Fail<"email-taken">;

async function emailIsFree(tx: Tx, userId: string, email: string) {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return !taken;
}

/**
 * Saves names and image at once. A different email is not saved as the email: it becomes the
 * pending one and a fresh code for it is returned (any earlier code stops working). An address
 * another member holds is refused (email-taken) and saves nothing. A changed name queues a
 * Mailchimp sync (the audience shows it) in the same transaction.
 */
export async function updateProfile(
  userId: string,
  fields: ProfileFields,
  { secret, now = new Date() }: { secret: string; now?: Date },
): Promise<Ok<{ profile: Profile; emailChange: EmailChangeRequest | null }> | EmailTaken> {
  const email = normalizeEmail(fields.email);
  const emailChange = await settled<EmailChangeRequest | null, EmailTaken>(
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId))
        .for("update");
      if (!current) throw new Error(`No member ${userId}`);
      const names = { firstName: fields.firstName, lastName: fields.lastName, profileImageUrl: fields.profileImageUrl };
      if (current.firstName !== fields.firstName || current.lastName !== fields.lastName) await queueMailchimpSync(userId, tx, now);
      if (current.email === email) {
        await tx.update(users).set(names).where(eq(users.id, userId));
        return null;
      }
      // The Mailchimp sync may already be queued: throwing rolls it back with the rest.
      if (!(await emailIsFree(tx, userId, email))) rollback(fail("email-taken"));
      await tx
        .update(users)
        .set({ ...names, pendingEmail: email, pendingEmailRequestedAt: now })
        .where(eq(users.id, userId));
      const code = await issueEmailChangeCode(tx, userId, email, secret, now);
      return { from: current.email, to: email, code };
    }),
  );
  if (emailChange && "reason" in emailChange) return emailChange;
  return ok({ profile: (await getProfile(userId))!, emailChange });
}

/** A new code for the pending address; refused when no change is pending or the address was taken meanwhile. */
export async function resendEmailChangeCode(
  userId: string,
  { secret, now = new Date() }: { secret: string; now?: Date },
): Promise<Ok<{ emailChange: EmailChangeRequest }> | Fail<"nothing-pending"> | EmailTaken> {
  return db.transaction(async (tx): Promise<Ok<{ emailChange: EmailChangeRequest }> | Fail<"nothing-pending"> | EmailTaken> => {
    const [current] = await tx
      .select({ email: users.email, pendingEmail: users.pendingEmail })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!current?.pendingEmail) return fail("nothing-pending");
    if (!(await emailIsFree(tx, userId, current.pendingEmail))) return fail("email-taken");
    await tx.update(users).set({ pendingEmailRequestedAt: now }).where(eq(users.id, userId));
    const code = await issueEmailChangeCode(tx, userId, current.pendingEmail, secret, now);
    return ok({ emailChange: { from: current.email, to: current.pendingEmail, code } });
  });
}

export type EmailConfirmation = CodeCheck | "taken";

/**
 * Checks the code for the pending address (single use, 10 minutes, 5 tries, the row locked so two
 * checks cannot both pass). On success the pending address becomes the email, recorded as proven
 * by 'email-change' — unless another member took it meanwhile: then "taken", and the stale
 * pending change is dropped. A new email moves the member's Mailchimp entry: a sync for the new
 * address and an unsubscribe of the old one are queued in the same transaction.
 */
export async function confirmEmailChange(userId: string, code: string, secret: string, now = new Date()): Promise<EmailConfirmation> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          id: emailChangeCodes.id,
          newEmail: emailChangeCodes.newEmail,
          codeHash: emailChangeCodes.codeHash,
          attempts: emailChangeCodes.attempts,
          oldEmail: users.email,
        })
        .from(emailChangeCodes)
        .innerJoin(users, and(eq(users.id, emailChangeCodes.userId), eq(users.pendingEmail, emailChangeCodes.newEmail)))
        .where(and(eq(emailChangeCodes.userId, userId), isNull(emailChangeCodes.consumedAt), gt(emailChangeCodes.expiresAt, now)))
        .orderBy(desc(emailChangeCodes.createdAt))
        .limit(1)
        .for("update");
      if (!row) return "expired";
      if (row.attempts >= MAX_CODE_ATTEMPTS) return "too-many-attempts";
      if (!codeMatches(row.codeHash, secret, boundTo(userId, row.newEmail), code)) {
        const attempts = row.attempts + 1;
        await tx
          .update(emailChangeCodes)
          .set({ attempts, consumedAt: attempts >= MAX_CODE_ATTEMPTS ? now : null })
          .where(eq(emailChangeCodes.id, row.id));
        return attempts >= MAX_CODE_ATTEMPTS ? "too-many-attempts" : "invalid";
      }
      await tx.update(emailChangeCodes).set({ consumedAt: now }).where(eq(emailChangeCodes.id, row.id));
      const [changed] = await tx
        .update(users)
        .set({
          email: row.newEmail,
          emailVerifiedAt: now,
          emailVerifiedVia: "email-change",
          pendingEmail: null,
          pendingEmailRequestedAt: null,
        })
        .where(
          and(
            eq(users.id, userId),
            sql`not exists (select 1 from ${users} as other where other.email = ${row.newEmail} and other.id <> ${userId})`,
          ),
        )
        .returning({ id: users.id });
      if (changed) {
        await queueMailchimpSync(userId, tx, now);
        if (row.oldEmail && row.oldEmail !== row.newEmail) await queueMailchimpUnsubscribe(row.oldEmail, tx, now);
        return "ok";
      }
      await tx.update(users).set({ pendingEmail: null, pendingEmailRequestedAt: null }).where(eq(users.id, userId));
      return "taken";
    });
  } catch (error) {
    // Two members confirming one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) {
      await db.update(users).set({ pendingEmail: null, pendingEmailRequestedAt: null }).where(eq(users.id, userId));
      return "taken";
    }
    throw error;
  }
}

/** Drops the pending change and its codes; false when nothing was pending. */
export async function cancelEmailChange(userId: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const cleared = await tx
      .update(users)
      .set({ pendingEmail: null, pendingEmailRequestedAt: null })
      .where(and(eq(users.id, userId), sql`${users.pendingEmail} is not null`))
      .returning({ id: users.id });
    await tx
      .update(emailChangeCodes)
      .set({ consumedAt: now })
      .where(and(eq(emailChangeCodes.userId, userId), isNull(emailChangeCodes.consumedAt)));
    return cleared.length > 0;
  });
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e?.code ?? e?.cause?.code) === "23505";
}

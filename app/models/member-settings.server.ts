import { eq } from "drizzle-orm";
import { DEFAULT_EMAIL_PREFERENCES, DEFAULT_PRIVACY_SETTINGS, users, type EmailPreferences, type PrivacySettings } from "../../db/schema";
import { queueMailchimpSync } from "~/models/integrations.server";
import { db } from "~/utils/db.server";

/**
 * A member's email and privacy switches, kept on their row (users.email_preferences /
 * users.privacy_settings) so they follow them across devices. Stored objects are merged over the
 * defaults, so a flag added later reads as its default for members who saved before it existed.
 */
export async function getMemberSettings(userId: string) {
  const [row] = await db
    .select({
      emailPreferences: users.emailPreferences,
      privacySettings: users.privacySettings,
      showNameOnBallotResults: users.showNameOnBallotResults,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return {
    emailPreferences: { ...DEFAULT_EMAIL_PREFERENCES, ...row?.emailPreferences } satisfies EmailPreferences,
    privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, ...row?.privacySettings } satisfies PrivacySettings,
    /** 'Show my name on published ballot results' (its own column, off by default; not profile visibility). */
    showNameOnBallotResults: row?.showNameOnBallotResults ?? false,
  };
}

/**
 * Saves the email switches. A change of newsletterUpdates queues a Mailchimp sync in the same
 * transaction (the sweep makes the call), so the audience follows the switch without the request
 * waiting for Mailchimp.
 */
export async function saveEmailPreferences(userId: string, emailPreferences: EmailPreferences, now = new Date()) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ emailPreferences: users.emailPreferences }).from(users).where(eq(users.id, userId)).for("update");
    if (!before) return;
    await tx.update(users).set({ emailPreferences }).where(eq(users.id, userId));
    const was = { ...DEFAULT_EMAIL_PREFERENCES, ...before.emailPreferences }.newsletterUpdates;
    if (was !== emailPreferences.newsletterUpdates) await queueMailchimpSync(userId, tx, now);
  });
}

export async function savePrivacySettings(userId: string, privacySettings: PrivacySettings, showNameOnBallotResults: boolean) {
  await db.update(users).set({ privacySettings, showNameOnBallotResults }).where(eq(users.id, userId));
}

/**
 * Turns one email switch off (an unsubscribe link): through saveEmailPreferences, so turning off
 * newsletterUpdates still leaves the Mailchimp audience. false: there is no such member (any more).
 * Doing it twice changes nothing the second time.
 */
export async function turnOffEmail(userId: string, category: keyof EmailPreferences, now = new Date()): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) return false;
  const { emailPreferences } = await getMemberSettings(userId);
  if (emailPreferences[category]) await saveEmailPreferences(userId, { ...emailPreferences, [category]: false }, now);
  return true;
}

/** Whether the member gets this kind of email now; null: there is no such member. */
export async function getsEmail(userId: string, category: keyof EmailPreferences): Promise<boolean | null> {
  const [row] = await db.select({ emailPreferences: users.emailPreferences }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) return null;
  return { ...DEFAULT_EMAIL_PREFERENCES, ...row.emailPreferences }[category];
}

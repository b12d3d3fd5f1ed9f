import { eq } from "drizzle-orm";
import {
  DEFAULT_EMAIL_PREFERENCES,
  DEFAULT_PRIVACY_SETTINGS,
  users,
  type EmailPreferences,
  type PrivacySettings,
} from "../../db/schema";
import { db } from "~/utils/db.server";

/**
 * A member's email and privacy switches, kept on their row (users.email_preferences /
 * users.privacy_settings) so they follow them across devices. Stored objects are merged over the
 * defaults, so a flag added later reads as its default for members who saved before it existed.
 */
export async function getMemberSettings(userId: string) {
  const [row] = await db
    .select({ emailPreferences: users.emailPreferences, privacySettings: users.privacySettings })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return {
    emailPreferences: { ...DEFAULT_EMAIL_PREFERENCES, ...row?.emailPreferences } satisfies EmailPreferences,
    privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, ...row?.privacySettings } satisfies PrivacySettings,
  };
}

export async function saveEmailPreferences(userId: string, emailPreferences: EmailPreferences) {
  await db.update(users).set({ emailPreferences }).where(eq(users.id, userId));
}

export async function savePrivacySettings(userId: string, privacySettings: PrivacySettings) {
  await db.update(users).set({ privacySettings }).where(eq(users.id, userId));
}

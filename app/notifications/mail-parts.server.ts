import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import type { Database } from "../../db/client";
import { appOrigin } from "~/utils/env.server";

/** Pieces every kind of outbox mail uses (app/notifications/kinds/<area>.server.ts). */

export const emailSettingsUrl = () => `${appOrigin}/email-settings`;

export const greeting = (firstName: string | null | undefined) => `Hi ${firstName?.trim() || "there"},`;

/** The member a mail is for, as it stands at send time; null when they no longer exist. */
export async function loadMember(db: Database, userId: string | null) {
  if (!userId) return null;
  const [member] = await db
    .select({ email: users.email, firstName: users.firstName, emailPreferences: users.emailPreferences })
    .from(users)
    .where(eq(users.id, userId));
  return member ?? null;
}

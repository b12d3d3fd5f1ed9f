import { eq } from "drizzle-orm";
import { appSettings } from "../../db/schema";
import { db } from "~/utils/db.server";
import { defaultSlackInviteUrl } from "~/utils/env.server";

/** The settings an admin may change in the app (app_settings keys). */
export type AppSettingKey = "slack-invite-url";

export async function getAppSetting(key: AppSettingKey): Promise<string | null> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  return row?.value ?? null;
}

/** Stores a setting, or removes it when value is null (the environment's default applies again). */
export async function setAppSetting(key: AppSettingKey, value: string | null, updatedBy: string | null) {
  if (value === null) {
    await db.delete(appSettings).where(eq(appSettings.key, key));
    return;
  }
  await db
    .insert(appSettings)
    .values({ key, value, updatedBy })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedBy, updatedAt: new Date() } });
}

/**
 * The group's Slack invite link: the one an admin set in /admin/settings, else SLACK_INVITE_URL,
 * else null (no link: the Slack line of the Integration Status card says 'Not configured').
 */
export async function getSlackInviteUrl(
  fallback: string | null = defaultSlackInviteUrl,
): Promise<{ url: string | null; source: "admin" | "env" | null }> {
  const stored = await getAppSetting("slack-invite-url");
  if (stored) return { url: stored, source: "admin" };
  return fallback ? { url: fallback, source: "env" } : { url: null, source: null };
}

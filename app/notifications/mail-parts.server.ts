import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import type { Database } from "../../db/client";
import { branding } from "~/utils/branding.server";
import { formatDate, formatDateTime, formatTime } from "~/utils/dates";
import { appOrigin } from "~/utils/env.server";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { dateToWallTime, wallTimeToDate } from "~/utils/zoned-time";

/** Pieces every kind of outbox mail uses (app/notifications/kinds/<area>.server.ts). */

export const emailSettingsUrl = () => `${appOrigin}/email-settings`;

/** Pieces and messages are called at render time, inside the recipient's language (sweep.server.ts). */
export const greeting = (firstName: string | null | undefined) => {
  const name = firstName?.trim();
  return name ? m.mail_greeting({ name }) : m.mail_greeting_anonymous();
};

/** The last line of a mail: a sign-off ("See you there,") and the group's name. */
export const signOff = (words: string) => `${words}\n${branding.groupName}`;

/** The member a mail is for, as it stands at send time; null when they no longer exist. */
export async function loadMember(db: Database, userId: string | null) {
  if (!userId) return null;
  const [member] = await db
    .select({ email: users.email, firstName: users.firstName, emailPreferences: users.emailPreferences })
    .from(users)
    .where(eq(users.id, userId));
  return member ?? null;
}

/**
 * Every date and time in a mail goes through these, so a mail has one clock: the group's time zone
 * and the recipient's language ("Sat, Dec 5, 2026 · 6:00 PM PST"), whatever server sends it.
 */
export const mailDateTime = (at: Date | string) => formatDateTime(at, branding.timeZone);

export const mailDate = (at: Date | string) => formatDate(at, branding.timeZone);

/**
 * A shift's time: its start (a timestamp) to its end, a wall-clock "HH:MM" in the group's zone on
 * the start's day (the next day when it is not later): "Sat, Dec 5, 2026 · 6:00 PM PST to 9:00 PM PST".
 */
export function mailTimeRange(start: Date | string, endClock: string): string {
  const zone = branding.timeZone;
  const day = dateToWallTime(start, zone).slice(0, 10);
  let end = wallTimeToDate(`${day}T${endClock.slice(0, 5)}`, zone);
  if (end.getTime() <= new Date(start).getTime()) end = new Date(end.getTime() + 24 * 60 * 60 * 1000);
  return m.mail_time_range({ start: mailDateTime(start), end: formatTime(end, zone) });
}

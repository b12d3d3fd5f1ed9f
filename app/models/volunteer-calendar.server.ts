import { eq } from "drizzle-orm";
import { db } from "~/utils/db.server";
import { users } from "../../db/schema";
import { memberLocale } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/paraglide/runtime.js";

/**
 * The language a member's private shift feed is written in: their saved language (the group's
 * default when none). A calendar app fetches the feed by its token, with no cookie and an
 * Accept-Language of its own, so the request says nothing about who reads it. Null for an unknown token.
 */
export async function calendarTokenLocale(token: string): Promise<Locale | null> {
  const [owner] = await db.select({ locale: users.locale }).from(users).where(eq(users.calendarToken, token)).limit(1);
  return owner ? memberLocale(owner.locale) : null;
}

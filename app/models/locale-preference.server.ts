import { localeCookie } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/paraglide/runtime.js";
import { isHttps } from "~/utils/env.server";
import { saveLocalePreference } from "./users.server";

/**
 * One place that saves a language choice, for the footer's switch and the profile: on the member (so
 * their mails, alerts and calendar feeds follow, and every device they sign in on) and in the cookie
 * the pages are chosen by. Returns the Set-Cookie.
 */
export async function persistLocaleChoice(userId: string | null, locale: Locale): Promise<string> {
  if (userId) await saveLocalePreference(userId, locale);
  return localeCookie(locale, { secure: isHttps });
}

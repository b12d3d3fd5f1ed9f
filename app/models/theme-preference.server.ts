import { serializeThemeCookie } from "~/utils/theme.server";
import type { ThemePreference } from "~/utils/theme";
import { saveThemePreference } from "./users.server";

/**
 * One place that saves a theme choice, for the switcher's form, remix-themes' fetch and the API:
 * on the member (so it follows them to every device) and in the cookie. Returns the Set-Cookie.
 */
export async function persistThemeChoice(userId: string | null, theme: ThemePreference): Promise<string> {
  if (userId) await saveThemePreference(userId, theme);
  return serializeThemeCookie(theme);
}

import { createCookie } from "@remix-run/node";
import { isHttps } from "./env.server";
import { toThemePreference, type ThemePreference } from "./theme";

/** The visitor's theme choice, for visitors who are not signed in (a member's is stored on the user). */
const themeCookie = createCookie("theme-preference", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: isHttps,
  maxAge: 60 * 60 * 24 * 365,
});

export async function getThemeFromCookie(request: Request): Promise<ThemePreference> {
  return toThemePreference(await themeCookie.parse(request.headers.get("Cookie")));
}

export function serializeThemeCookie(theme: ThemePreference): Promise<string> {
  return themeCookie.serialize(theme);
}

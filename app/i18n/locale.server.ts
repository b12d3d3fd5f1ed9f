import { AsyncLocalStorage } from "node:async_hooks";
import Negotiator from "negotiator";
import { currentRequest } from "../../server/request-context.mjs";
import { isLocale, locales as compiledLocales, overwriteGetLocale, type Locale } from "./paraglide/runtime.js";

/** The cookie a visitor's choice in the footer (or a member's on their profile) is kept in. */
const LOCALE_COOKIE = "lang";
const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export type LocaleSettings = { locales: readonly Locale[]; defaultLocale: Locale };

/**
 * The group's languages: LOCALES, the ones it offers (comma-separated, every language the app has
 * catalogues for when unset), and DEFAULT_LOCALE, the one a visitor gets when neither a cookie nor
 * their browser picks another (the first of LOCALES when unset). A group deploys in German with
 * DEFAULT_LOCALE=de alone.
 */
export function localeSettingsFromEnv(env: Record<string, string | undefined>): LocaleSettings {
  const listed = (env.LOCALES ?? "")
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
  for (const tag of listed) {
    if (!isLocale(tag)) throw new Error(`LOCALES lists "${tag}", but the app has catalogues only for ${compiledLocales.join(", ")}`);
  }
  const locales = listed.length > 0 ? (listed as Locale[]) : [...compiledLocales];
  const wanted = env.DEFAULT_LOCALE?.trim();
  if (wanted && !locales.includes(wanted as Locale)) {
    throw new Error(`DEFAULT_LOCALE is "${wanted}", which is not one of the group's languages (LOCALES: ${locales.join(", ")})`);
  }
  return { locales, defaultLocale: wanted ? (wanted as Locale) : locales[0] };
}

export const localeSettings: LocaleSettings = localeSettingsFromEnv(process.env);

/** One of the group's languages, or null (an unknown tag, or one the app has but the group does not offer). */
export function offeredLocale(value: string | null | undefined, settings: LocaleSettings = localeSettings): Locale | null {
  if (!value) return null;
  const found = settings.locales.find((locale) => locale.toLowerCase() === value.trim().toLowerCase());
  return found ?? null;
}

function cookieValue(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return undefined;
}

/**
 * The language of a page for this request: the visitor's choice (the `lang` cookie, which a
 * member's saved language also sets), else the best of the group's languages their Accept-Language
 * asks for (`de-AT` finds `de`), else the group's default.
 */
export function negotiateLocale(
  headers: { cookie?: string | null; acceptLanguage?: string | null },
  settings: LocaleSettings = localeSettings,
): Locale {
  const chosen = offeredLocale(cookieValue(headers.cookie, LOCALE_COOKIE), settings);
  if (chosen) return chosen;
  if (headers.acceptLanguage) {
    const negotiator = new Negotiator({ headers: { "accept-language": headers.acceptLanguage } });
    const wanted = negotiator.languages([...settings.locales]);
    const exact = offeredLocale(wanted[0], settings);
    if (exact) return exact;
    // Negotiator matches `de-AT` to an offered `de`, but not `de` to an offered `de-AT`.
    for (const tag of negotiator.languages()) {
      const base = tag.split("-")[0].toLowerCase();
      const match = settings.locales.find((locale) => locale.split("-")[0].toLowerCase() === base);
      if (match) return match;
    }
  }
  return settings.defaultLocale;
}

/** The Set-Cookie that keeps a language choice for a year (no JavaScript reads it). */
export function localeCookie(locale: Locale, { secure }: { secure: boolean }): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}

const chosenLocale = new AsyncLocalStorage<Locale>();

/**
 * Runs `render` with every message in `locale`: a mail in its recipient's language, a calendar feed
 * in its subscriber's, whoever caused it.
 */
export function inLocale<T>(locale: Locale, render: () => T): T {
  return chosenLocale.run(locale, render);
}

/** A member's saved language if the group still offers it, else the group's default (mails, alerts, feeds). */
export function memberLocale(saved: string | null | undefined): Locale {
  return offeredLocale(saved) ?? localeSettings.defaultLocale;
}

/**
 * The language a new account keeps (users.locale) when it is created inside a request: the page's
 * language the person signed up in, when that is not the group's default (a German visitor joining
 * an English-speaking group gets their mails in German from the first one). The group's default
 * is not stored, so such a member follows the group if it changes its default later.
 */
export function signUpLocale(): Locale | null {
  if (!currentRequest() && !chosenLocale.getStore()) return null;
  const locale = serverLocale();
  return locale === localeSettings.defaultLocale ? null : locale;
}

/**
 * The language every message takes on the server: an explicit one (`inLocale`), else the request's
 * (chosen once per request from its headers; the front door sends it as Content-Language), else the
 * group's default (scripts, the notification sweep).
 */
function serverLocale(): Locale {
  const explicit = chosenLocale.getStore();
  if (explicit) return explicit;
  const request = currentRequest();
  if (request) {
    if (!request.locale) {
      const cookie = request.headers?.cookie;
      const acceptLanguage = request.headers?.["accept-language"];
      request.locale = negotiateLocale({
        cookie,
        acceptLanguage: Array.isArray(acceptLanguage) ? acceptLanguage.join(",") : acceptLanguage,
      });
    }
    return request.locale as Locale;
  }
  return localeSettings.defaultLocale;
}

overwriteGetLocale(serverLocale);

import { baseLocale, overwriteGetLocale, type Locale } from "./paraglide/runtime.js";

/**
 * The page's language in the browser. The server renders in the request's language
 * (`locale.server.ts`) and writes it as `<html lang>`; the browser starts from that, and the root
 * component keeps it equal to the root loader's `locale` on every render after (a member who saves
 * another language on their profile sees the next render in it). The server ignores this value.
 */
let pageLocale: Locale = baseLocale;

/** Called by the browser's entry before hydration. */
export function startPageLocale(initial: string) {
  pageLocale = initial as Locale;
  overwriteGetLocale(() => pageLocale);
}

/** Called by the root component as it renders, before any child does. */
export function followPageLocale(locale: Locale) {
  if (typeof document !== "undefined") pageLocale = locale;
}

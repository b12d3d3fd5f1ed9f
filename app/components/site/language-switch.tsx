import { useLocation } from "@remix-run/react";
import * as m from "~/i18n/paraglide/messages/_index.js";
import type { Locale } from "~/i18n/paraglide/runtime.js";

/** A language's name in itself ("Deutsch", "English"), so a visitor who cannot read this page still finds theirs. */
export function languageName(locale: string): string {
  const name = new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/**
 * The group's languages as submit buttons of a plain form: the post keeps the choice (a cookie, and
 * the member's profile) and returns to this page in that language, with or without JavaScript. Not
 * shown when the group offers one language.
 */
export function LanguageSwitch({ locales, current }: { locales: readonly Locale[]; current: Locale }) {
  const location = useLocation();
  if (locales.length < 2) return null;
  return (
    <form method="post" action="/action/set-language" aria-label={m.site_language_switch()} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {locales.map((locale) => (
        <button
          key={locale}
          type="submit"
          name="locale"
          value={locale}
          lang={locale}
          aria-pressed={locale === current}
          className="rounded px-2 py-1 text-gray-600 underline-offset-2 hover:underline aria-pressed:font-semibold aria-pressed:text-gray-900 dark:text-gray-400 dark:aria-pressed:text-white"
        >
          {languageName(locale)}
        </button>
      ))}
    </form>
  );
}

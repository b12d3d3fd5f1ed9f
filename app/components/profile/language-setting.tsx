import { Button } from "~/components/ui/button";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { languageName } from "~/components/site/language-switch";

/**
 * The member's language on their profile: a plain form post (the same with or without JavaScript,
 * a whole new page in the chosen language), saved on the member for every device, their mails and
 * feeds. Shown only when the group offers more than one language.
 */
export function LanguageSetting({ current, offered, error }: { current: string; offered: readonly string[]; error?: string }) {
  return (
    <section aria-labelledby="language-heading" className="rounded-xl border border-gray-200 p-6 dark:border-gray-700">
      <h2 id="language-heading" className="text-xl font-semibold">
        {m.profile_language_heading()}
      </h2>
      <form method="post" action="/profile" className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="profile-locale" className="block text-sm font-medium text-gray-800 dark:text-gray-200">
            {m.profile_language_label()}
          </label>
          <select
            id="profile-locale"
            name="locale"
            defaultValue={current}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "profile-locale-error profile-locale-hint" : "profile-locale-hint"}
            className="mt-1 block rounded-md border border-gray-300 bg-white px-3 py-2 dark:border-gray-600 dark:bg-gray-900"
          >
            {offered.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {languageName(locale)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" name="intent" value="save-language">
          {m.profile_language_save()}
        </Button>
      </form>
      {error ? (
        <p id="profile-locale-error" role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <p id="profile-locale-hint" className="mt-2 text-sm text-gray-600 dark:text-gray-300">
        {m.profile_language_hint()}
      </p>
    </section>
  );
}

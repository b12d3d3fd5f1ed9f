import * as m from "~/i18n/paraglide/messages/_index.js";
import { getLocale } from "~/i18n/paraglide/runtime.js";

/** When the legal pages' text last changed (both pages): a month, told in the page's language. */
const UPDATED = { year: 2018, month: 7 };

/** "Last updated July 2018" / "Zuletzt aktualisiert: Juli 2018" under a legal page's heading. */
export function LastUpdated() {
  const month = new Intl.DateTimeFormat(getLocale(), { month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(UPDATED.year, UPDATED.month - 1, 1),
  );
  return (
    <p className="mt-2 text-sm text-gray-500 dark:text-gray-400">
      {m.site_legal_last_updated()} <time dateTime={`${UPDATED.year}-${String(UPDATED.month).padStart(2, "0")}`}>{month}</time>
    </p>
  );
}

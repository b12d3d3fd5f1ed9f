import { CHECKOUT_COUNTRIES } from "~/models/checkout";
import { getLocale } from "~/i18n/paraglide/runtime.js";
import * as m from "~/i18n/paraglide/messages/_index.js";

/** The list's own English names in English; another language names the country through Intl. */
function countryName(code: string, english: string): string {
  const locale = getLocale();
  if (locale === "en") return english;
  return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? english;
}

export function CountryOptions() {
  return (
    <>
      <option value="">{m.shop_checkout_choose_country()}</option>
      {CHECKOUT_COUNTRIES.map(([code, name]) => (
        <option key={code} value={code}>
          {countryName(code, name)}
        </option>
      ))}
    </>
  );
}

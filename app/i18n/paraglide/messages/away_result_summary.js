/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, tickets: NonNullable<unknown>, applications: NonNullable<unknown> }} Away_Result_SummaryInputs */

const en_away_result_summary = /** @type {(inputs: Away_Result_SummaryInputs) => LocalizedString} */ (i) => {const applicationsPlural = registry.plural("en", i?.applications, {});
	if (applicationsPlural === "one") return /** @type {LocalizedString} */ (`Drawn ${i?.date} · ${i?.tickets} tickets · ${i?.applications} application`);
	return /** @type {LocalizedString} */ (`Drawn ${i?.date} · ${i?.tickets} tickets · ${i?.applications} applications`)
	
};

const de_away_result_summary = /** @type {(inputs: Away_Result_SummaryInputs) => LocalizedString} */ (i) => {const applicationsPlural = registry.plural("de", i?.applications, {});
	if (applicationsPlural === "one") return /** @type {LocalizedString} */ (`Gezogen am ${i?.date} · ${i?.tickets} Tickets · ${i?.applications} Bewerbung`);
	return /** @type {LocalizedString} */ (`Gezogen am ${i?.date} · ${i?.tickets} Tickets · ${i?.applications} Bewerbungen`)
	
};

/**
* | applicationsPlural | output |
* | --- | --- |
* | "one" | "Drawn {date} · {tickets} tickets · {applications} application" |
* | * | "Drawn {date} · {tickets} tickets · {applications} applications" |
*
* @param {Away_Result_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_summary = /** @type {((inputs: Away_Result_SummaryInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_SummaryInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_result_summary(inputs)
	return en_away_result_summary(inputs)
});
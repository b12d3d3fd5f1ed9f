/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ group: NonNullable<unknown> }} Calendar_Fixtures_NameInputs */

const en_calendar_fixtures_name = /** @type {(inputs: Calendar_Fixtures_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} fixtures`)
};

const de_calendar_fixtures_name = /** @type {(inputs: Calendar_Fixtures_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} – Termine`)
};

/**
* | output |
* | --- |
* | "{group} fixtures" |
*
* @param {Calendar_Fixtures_NameInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const calendar_fixtures_name = /** @type {((inputs: Calendar_Fixtures_NameInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Fixtures_NameInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_calendar_fixtures_name(inputs)
	return en_calendar_fixtures_name(inputs)
});
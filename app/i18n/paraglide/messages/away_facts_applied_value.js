/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ applications: NonNullable<unknown>, applicants: NonNullable<unknown> }} Away_Facts_Applied_ValueInputs */

const en_away_facts_applied_value = /** @type {(inputs: Away_Facts_Applied_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.applications} (${i?.applicants})`)
};

const de_away_facts_applied_value = /** @type {(inputs: Away_Facts_Applied_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.applications} (${i?.applicants})`)
};

/**
* | output |
* | --- |
* | "{applications} ({applicants})" |
*
* @param {Away_Facts_Applied_ValueInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_applied_value = /** @type {((inputs: Away_Facts_Applied_ValueInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_Applied_ValueInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_facts_applied_value(inputs)
	return en_away_facts_applied_value(inputs)
});
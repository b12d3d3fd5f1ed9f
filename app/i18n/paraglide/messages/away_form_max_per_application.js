/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Form_Max_Per_ApplicationInputs */

const en_away_form_max_per_application = /** @type {(inputs: Away_Form_Max_Per_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose 1 or 2 tickets per application`)
};

const de_away_form_max_per_application = /** @type {(inputs: Away_Form_Max_Per_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle 1 oder 2 Tickets pro Bewerbung`)
};

/**
* | output |
* | --- |
* | "Choose 1 or 2 tickets per application" |
*
* @param {Away_Form_Max_Per_ApplicationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_form_max_per_application = /** @type {((inputs?: Away_Form_Max_Per_ApplicationInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Form_Max_Per_ApplicationInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_form_max_per_application(inputs)
	return en_away_form_max_per_application(inputs)
});
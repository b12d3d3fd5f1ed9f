/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Form_Closes_InvalidInputs */

const en_away_form_closes_invalid = /** @type {(inputs: Away_Form_Closes_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter when applications close, as a date and time`)
};

const de_away_form_closes_invalid = /** @type {(inputs: Away_Form_Closes_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib an, wann die Bewerbung schließt (Datum und Uhrzeit)`)
};

/**
* | output |
* | --- |
* | "Enter when applications close, as a date and time" |
*
* @param {Away_Form_Closes_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_form_closes_invalid = /** @type {((inputs?: Away_Form_Closes_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Form_Closes_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_form_closes_invalid(inputs)
	return en_away_form_closes_invalid(inputs)
});
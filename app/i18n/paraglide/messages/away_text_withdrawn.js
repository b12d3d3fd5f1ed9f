/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Text_WithdrawnInputs */

const en_away_text_withdrawn = /** @type {(inputs: Away_Text_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your application was withdrawn.`)
};

const de_away_text_withdrawn = /** @type {(inputs: Away_Text_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Bewerbung wurde zurückgezogen.`)
};

/**
* | output |
* | --- |
* | "Your application was withdrawn." |
*
* @param {Away_Text_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_withdrawn = /** @type {((inputs?: Away_Text_WithdrawnInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_WithdrawnInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_text_withdrawn(inputs)
	return en_away_text_withdrawn(inputs)
});
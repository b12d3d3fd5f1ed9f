/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Text_AppliedInputs */

const en_away_text_applied = /** @type {(inputs: Away_Text_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application received. Good luck in the draw!`)
};

const de_away_text_applied = /** @type {(inputs: Away_Text_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewerbung erhalten. Viel Glück bei der Ziehung!`)
};

/**
* | output |
* | --- |
* | "Application received. Good luck in the draw!" |
*
* @param {Away_Text_AppliedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_applied = /** @type {((inputs?: Away_Text_AppliedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_AppliedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_text_applied(inputs)
	return en_away_text_applied(inputs)
});
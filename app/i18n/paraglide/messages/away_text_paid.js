/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Text_PaidInputs */

const en_away_text_paid = /** @type {(inputs: Away_Text_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment recorded.`)
};

const de_away_text_paid = /** @type {(inputs: Away_Text_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung erfasst.`)
};

/**
* | output |
* | --- |
* | "Payment recorded." |
*
* @param {Away_Text_PaidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_paid = /** @type {((inputs?: Away_Text_PaidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_PaidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_text_paid(inputs)
	return en_away_text_paid(inputs)
});
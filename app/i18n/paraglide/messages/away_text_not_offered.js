/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Text_Not_OfferedInputs */

const en_away_text_not_offered = /** @type {(inputs: Away_Text_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That place is no longer waiting for payment.`)
};

const de_away_text_not_offered = /** @type {(inputs: Away_Text_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Platz wartet nicht mehr auf Zahlung.`)
};

/**
* | output |
* | --- |
* | "That place is no longer waiting for payment." |
*
* @param {Away_Text_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_not_offered = /** @type {((inputs?: Away_Text_Not_OfferedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_Not_OfferedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_text_not_offered(inputs)
	return en_away_text_not_offered(inputs)
});
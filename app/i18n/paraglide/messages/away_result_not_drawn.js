/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Result_Not_DrawnInputs */

const en_away_result_not_drawn = /** @type {(inputs: Away_Result_Not_DrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This ballot has not been drawn yet.`)
};

const de_away_result_not_drawn = /** @type {(inputs: Away_Result_Not_DrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Verlosung wurde noch nicht gezogen.`)
};

/**
* | output |
* | --- |
* | "This ballot has not been drawn yet." |
*
* @param {Away_Result_Not_DrawnInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_not_drawn = /** @type {((inputs?: Away_Result_Not_DrawnInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_Not_DrawnInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_result_not_drawn(inputs)
	return en_away_result_not_drawn(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Result_BackInputs */

const en_away_result_back = /** @type {(inputs: Away_Result_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The ballot`)
};

const de_away_result_back = /** @type {(inputs: Away_Result_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Verlosung`)
};

/**
* | output |
* | --- |
* | "The ballot" |
*
* @param {Away_Result_BackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_back = /** @type {((inputs?: Away_Result_BackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_BackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_result_back(inputs)
	return en_away_result_back(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Result_Col_ResultInputs */

const en_away_result_col_result = /** @type {(inputs: Away_Result_Col_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Result`)
};

const de_away_result_col_result = /** @type {(inputs: Away_Result_Col_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ergebnis`)
};

/**
* | output |
* | --- |
* | "Result" |
*
* @param {Away_Result_Col_ResultInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_col_result = /** @type {((inputs?: Away_Result_Col_ResultInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_Col_ResultInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_result_col_result(inputs)
	return en_away_result_col_result(inputs)
});
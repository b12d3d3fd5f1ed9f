/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Result_Check_MiddleInputs */

const en_away_result_check_middle = /** @type {(inputs: Away_Result_Check_MiddleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in a copy of this app, or recompute it from`)
};

const de_away_result_check_middle = /** @type {(inputs: Away_Result_Check_MiddleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in einer Kopie dieser App aus, oder rechne sie nach anhand`)
};

/**
* | output |
* | --- |
* | "in a copy of this app, or recompute it from" |
*
* @param {Away_Result_Check_MiddleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_check_middle = /** @type {((inputs?: Away_Result_Check_MiddleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_Check_MiddleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_result_check_middle(inputs)
	return en_away_result_check_middle(inputs)
});
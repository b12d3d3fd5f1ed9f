/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Result_Check_BeforeInputs */

const en_away_result_check_before = /** @type {(inputs: Away_Result_Check_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To check the draw yourself, run`)
};

const de_away_result_check_before = /** @type {(inputs: Away_Result_Check_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um die Ziehung selbst zu prüfen, führe`)
};

/**
* | output |
* | --- |
* | "To check the draw yourself, run" |
*
* @param {Away_Result_Check_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_check_before = /** @type {((inputs?: Away_Result_Check_BeforeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_Check_BeforeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_result_check_before(inputs)
	return en_away_result_check_before(inputs)
});
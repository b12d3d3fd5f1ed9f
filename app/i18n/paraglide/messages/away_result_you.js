/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Result_YouInputs */

const en_away_result_you = /** @type {(inputs: Away_Result_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you`)
};

const de_away_result_you = /** @type {(inputs: Away_Result_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`du`)
};

/**
* | output |
* | --- |
* | "you" |
*
* @param {Away_Result_YouInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_you = /** @type {((inputs?: Away_Result_YouInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_YouInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_result_you(inputs)
	return en_away_result_you(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Result_Seed_HeadingInputs */

const en_away_result_seed_heading = /** @type {(inputs: Away_Result_Seed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seed and formula`)
};

const de_away_result_seed_heading = /** @type {(inputs: Away_Result_Seed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seed und Formel`)
};

/**
* | output |
* | --- |
* | "Seed and formula" |
*
* @param {Away_Result_Seed_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_seed_heading = /** @type {((inputs?: Away_Result_Seed_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_Seed_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_result_seed_heading(inputs)
	return en_away_result_seed_heading(inputs)
});
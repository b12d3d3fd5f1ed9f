/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Result_SeedInputs */

const en_away_result_seed = /** @type {(inputs: Away_Result_SeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seed`)
};

const de_away_result_seed = /** @type {(inputs: Away_Result_SeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seed`)
};

/**
* | output |
* | --- |
* | "Seed" |
*
* @param {Away_Result_SeedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_seed = /** @type {((inputs?: Away_Result_SeedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_SeedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_result_seed(inputs)
	return en_away_result_seed(inputs)
});
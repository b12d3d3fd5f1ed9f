/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Result_Published_DataInputs */

const en_away_result_published_data = /** @type {(inputs: Away_Result_Published_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the published data`)
};

const de_away_result_published_data = /** @type {(inputs: Away_Result_Published_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`der veröffentlichten Daten`)
};

/**
* | output |
* | --- |
* | "the published data" |
*
* @param {Away_Result_Published_DataInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_published_data = /** @type {((inputs?: Away_Result_Published_DataInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_Published_DataInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_result_published_data(inputs)
	return en_away_result_published_data(inputs)
});
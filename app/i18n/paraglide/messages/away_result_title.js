/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ match: NonNullable<unknown> }} Away_Result_TitleInputs */

const en_away_result_title = /** @type {(inputs: Away_Result_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ballot result: ${i?.match}`)
};

const de_away_result_title = /** @type {(inputs: Away_Result_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ergebnis der Verlosung: ${i?.match}`)
};

/**
* | output |
* | --- |
* | "Ballot result: {match}" |
*
* @param {Away_Result_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_title = /** @type {((inputs: Away_Result_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_result_title(inputs)
	return en_away_result_title(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Result_Title_PlainInputs */

const en_away_result_title_plain = /** @type {(inputs: Away_Result_Title_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ballot result`)
};

const de_away_result_title_plain = /** @type {(inputs: Away_Result_Title_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ergebnis der Verlosung`)
};

/**
* | output |
* | --- |
* | "Ballot result" |
*
* @param {Away_Result_Title_PlainInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_title_plain = /** @type {((inputs?: Away_Result_Title_PlainInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_Title_PlainInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_result_title_plain(inputs)
	return en_away_result_title_plain(inputs)
});
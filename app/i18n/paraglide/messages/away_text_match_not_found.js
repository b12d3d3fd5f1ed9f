/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Text_Match_Not_FoundInputs */

const en_away_text_match_not_found = /** @type {(inputs: Away_Text_Match_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That match is no longer there. Choose another.`)
};

const de_away_text_match_not_found = /** @type {(inputs: Away_Text_Match_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Spiel gibt es nicht mehr. Wähle ein anderes.`)
};

/**
* | output |
* | --- |
* | "That match is no longer there. Choose another." |
*
* @param {Away_Text_Match_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_match_not_found = /** @type {((inputs?: Away_Text_Match_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_Match_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_text_match_not_found(inputs)
	return en_away_text_match_not_found(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Text_Not_Away_MatchInputs */

const en_away_text_not_away_match = /** @type {(inputs: Away_Text_Not_Away_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose an away match: a ballot is for away tickets.`)
};

const de_away_text_not_away_match = /** @type {(inputs: Away_Text_Not_Away_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle ein Auswärtsspiel: Eine Verlosung ist für Auswärtstickets.`)
};

/**
* | output |
* | --- |
* | "Choose an away match: a ballot is for away tickets." |
*
* @param {Away_Text_Not_Away_MatchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_not_away_match = /** @type {((inputs?: Away_Text_Not_Away_MatchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_Not_Away_MatchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_text_not_away_match(inputs)
	return en_away_text_not_away_match(inputs)
});
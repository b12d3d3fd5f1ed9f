/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Text_No_Away_MatchesInputs */

const en_away_text_no_away_matches = /** @type {(inputs: Away_Text_No_Away_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No upcoming away matches: add the match first, marked Away.`)
};

const de_away_text_no_away_matches = /** @type {(inputs: Away_Text_No_Away_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine kommenden Auswärtsspiele: Lege zuerst das Spiel an, markiert als Auswärts.`)
};

/**
* | output |
* | --- |
* | "No upcoming away matches: add the match first, marked Away." |
*
* @param {Away_Text_No_Away_MatchesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_no_away_matches = /** @type {((inputs?: Away_Text_No_Away_MatchesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_No_Away_MatchesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_text_no_away_matches(inputs)
	return en_away_text_no_away_matches(inputs)
});
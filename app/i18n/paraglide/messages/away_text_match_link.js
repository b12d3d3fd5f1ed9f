/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Text_Match_LinkInputs */

const en_away_text_match_link = /** @type {(inputs: Away_Text_Match_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The match: kickoff, where, who is going`)
};

const de_away_text_match_link = /** @type {(inputs: Away_Text_Match_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Spiel: Anstoß, Ort, wer mitkommt`)
};

/**
* | output |
* | --- |
* | "The match: kickoff, where, who is going" |
*
* @param {Away_Text_Match_LinkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_match_link = /** @type {((inputs?: Away_Text_Match_LinkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_Match_LinkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_text_match_link(inputs)
	return en_away_text_match_link(inputs)
});
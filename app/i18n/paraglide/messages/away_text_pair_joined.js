/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Text_Pair_JoinedInputs */

const en_away_text_pair_joined = /** @type {(inputs: Away_Text_Pair_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You joined the pair: you win or lose together.`)
};

const de_away_text_pair_joined = /** @type {(inputs: Away_Text_Pair_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du bist dem Paar beigetreten: Ihr gewinnt oder verliert gemeinsam.`)
};

/**
* | output |
* | --- |
* | "You joined the pair: you win or lose together." |
*
* @param {Away_Text_Pair_JoinedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_pair_joined = /** @type {((inputs?: Away_Text_Pair_JoinedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_Pair_JoinedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_text_pair_joined(inputs)
	return en_away_text_pair_joined(inputs)
});
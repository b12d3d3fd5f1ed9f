/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Ballot_See_DrawInputs */

const en_away_ballot_see_draw = /** @type {(inputs: Away_Ballot_See_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the draw and how to check it`)
};

const de_away_ballot_see_draw = /** @type {(inputs: Away_Ballot_See_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Ziehung ansehen und nachprüfen`)
};

/**
* | output |
* | --- |
* | "See the draw and how to check it" |
*
* @param {Away_Ballot_See_DrawInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_see_draw = /** @type {((inputs?: Away_Ballot_See_DrawInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_See_DrawInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_ballot_see_draw(inputs)
	return en_away_ballot_see_draw(inputs)
});
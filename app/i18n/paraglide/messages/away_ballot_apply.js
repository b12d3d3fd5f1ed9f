/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Ballot_ApplyInputs */

const en_away_ballot_apply = /** @type {(inputs: Away_Ballot_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply`)
};

const de_away_ballot_apply = /** @type {(inputs: Away_Ballot_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewerben`)
};

/**
* | output |
* | --- |
* | "Apply" |
*
* @param {Away_Ballot_ApplyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_apply = /** @type {((inputs?: Away_Ballot_ApplyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_ApplyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_ballot_apply(inputs)
	return en_away_ballot_apply(inputs)
});
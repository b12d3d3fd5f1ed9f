/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Ballot_BackInputs */

const en_away_ballot_back = /** @type {(inputs: Away_Ballot_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All away ballots`)
};

const de_away_ballot_back = /** @type {(inputs: Away_Ballot_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Verlosungen`)
};

/**
* | output |
* | --- |
* | "All away ballots" |
*
* @param {Away_Ballot_BackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_back = /** @type {((inputs?: Away_Ballot_BackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_BackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_ballot_back(inputs)
	return en_away_ballot_back(inputs)
});
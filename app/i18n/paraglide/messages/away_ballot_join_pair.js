/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Ballot_Join_PairInputs */

const en_away_ballot_join_pair = /** @type {(inputs: Away_Ballot_Join_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join the pair`)
};

const de_away_ballot_join_pair = /** @type {(inputs: Away_Ballot_Join_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dem Paar beitreten`)
};

/**
* | output |
* | --- |
* | "Join the pair" |
*
* @param {Away_Ballot_Join_PairInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_join_pair = /** @type {((inputs?: Away_Ballot_Join_PairInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_Join_PairInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_ballot_join_pair(inputs)
	return en_away_ballot_join_pair(inputs)
});
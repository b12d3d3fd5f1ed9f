/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Ballot_A_MemberInputs */

const en_away_ballot_a_member = /** @type {(inputs: Away_Ballot_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A member`)
};

const de_away_ballot_a_member = /** @type {(inputs: Away_Ballot_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Mitglied`)
};

/**
* | output |
* | --- |
* | "A member" |
*
* @param {Away_Ballot_A_MemberInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_a_member = /** @type {((inputs?: Away_Ballot_A_MemberInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_A_MemberInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_ballot_a_member(inputs)
	return en_away_ballot_a_member(inputs)
});
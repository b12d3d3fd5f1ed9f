/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, memberId: NonNullable<unknown> }} Away_Ballot_With_PartnerInputs */

const en_away_ballot_with_partner = /** @type {(inputs: Away_Ballot_With_PartnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` With ${i?.name} (${i?.memberId}).`)
};

const de_away_ballot_with_partner = /** @type {(inputs: Away_Ballot_With_PartnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` Mit ${i?.name} (${i?.memberId}).`)
};

/**
* | output |
* | --- |
* | "With {name} ({memberId})." |
*
* @param {Away_Ballot_With_PartnerInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_with_partner = /** @type {((inputs: Away_Ballot_With_PartnerInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_With_PartnerInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_ballot_with_partner(inputs)
	return en_away_ballot_with_partner(inputs)
});
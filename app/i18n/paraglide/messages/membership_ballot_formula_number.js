/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Ballot_Formula_NumberInputs */

const en_membership_ballot_formula_number = /** @type {(inputs: Membership_Ballot_Formula_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each application gets a number u between 0 and 1: the first 53 bits of HMAC-SHA256(seed, "application:<id>").`)
};

const de_membership_ballot_formula_number = /** @type {(inputs: Membership_Ballot_Formula_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede Bewerbung bekommt eine Zahl u zwischen 0 und 1: die ersten 53 Bits von HMAC-SHA256(seed, "application:<id>").`)
};

/**
* | output |
* | --- |
* | "Each application gets a number u between 0 and 1: the first 53 bits of HMAC-SHA256(seed, \"application:<id>\")." |
*
* @param {Membership_Ballot_Formula_NumberInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_ballot_formula_number = /** @type {((inputs?: Membership_Ballot_Formula_NumberInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Ballot_Formula_NumberInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_ballot_formula_number(inputs)
	return en_membership_ballot_formula_number(inputs)
});
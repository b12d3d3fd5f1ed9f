/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Ballot_Formula_KeyInputs */

const en_membership_ballot_formula_key = /** @type {(inputs: Membership_Ballot_Formula_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its key is ln(u) ÷ weight; the order is the keys from the largest down (a weighted draw without replacement).`)
};

const de_membership_ballot_formula_key = /** @type {(inputs: Membership_Ballot_Formula_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Schlüssel ist ln(u) ÷ Gewicht; die Reihenfolge sind die Schlüssel vom größten abwärts (eine gewichtete Ziehung ohne Zurücklegen).`)
};

/**
* | output |
* | --- |
* | "Its key is ln(u) ÷ weight; the order is the keys from the largest down (a weighted draw without replacement)." |
*
* @param {Membership_Ballot_Formula_KeyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_ballot_formula_key = /** @type {((inputs?: Membership_Ballot_Formula_KeyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Ballot_Formula_KeyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_ballot_formula_key(inputs)
	return en_membership_ballot_formula_key(inputs)
});
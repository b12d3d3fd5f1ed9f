/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ base: NonNullable<unknown> }} Membership_Ballot_Formula_WeightInputs */

const en_membership_ballot_formula_weight = /** @type {(inputs: Membership_Ballot_Formula_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Weight = ${i?.base} + points (a pair applying together: the mean of their two weights).`)
};

const de_membership_ballot_formula_weight = /** @type {(inputs: Membership_Ballot_Formula_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gewicht = ${i?.base} + Punkte (ein Paar, das sich gemeinsam bewirbt: der Mittelwert seiner beiden Gewichte).`)
};

/**
* | output |
* | --- |
* | "Weight = {base} + points (a pair applying together: the mean of their two weights)." |
*
* @param {Membership_Ballot_Formula_WeightInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_ballot_formula_weight = /** @type {((inputs: Membership_Ballot_Formula_WeightInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Ballot_Formula_WeightInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_ballot_formula_weight(inputs)
	return en_membership_ballot_formula_weight(inputs)
});
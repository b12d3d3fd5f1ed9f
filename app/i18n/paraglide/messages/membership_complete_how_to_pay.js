/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Complete_How_To_PayInputs */

const en_membership_complete_how_to_pay = /** @type {(inputs: Membership_Complete_How_To_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How to pay`)
};

const de_membership_complete_how_to_pay = /** @type {(inputs: Membership_Complete_How_To_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`So bezahlst du`)
};

/**
* | output |
* | --- |
* | "How to pay" |
*
* @param {Membership_Complete_How_To_PayInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_complete_how_to_pay = /** @type {((inputs?: Membership_Complete_How_To_PayInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Complete_How_To_PayInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_complete_how_to_pay(inputs)
	return en_membership_complete_how_to_pay(inputs)
});
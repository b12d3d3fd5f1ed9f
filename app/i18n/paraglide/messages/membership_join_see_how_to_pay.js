/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Join_See_How_To_PayInputs */

const en_membership_join_see_how_to_pay = /** @type {(inputs: Membership_Join_See_How_To_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See how to pay`)
};

const de_membership_join_see_how_to_pay = /** @type {(inputs: Membership_Join_See_How_To_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`So bezahlst du`)
};

/**
* | output |
* | --- |
* | "See how to pay" |
*
* @param {Membership_Join_See_How_To_PayInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_join_see_how_to_pay = /** @type {((inputs?: Membership_Join_See_How_To_PayInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Join_See_How_To_PayInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_join_see_how_to_pay(inputs)
	return en_membership_join_see_how_to_pay(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Verify_ValidInputs */

const en_membership_verify_valid = /** @type {(inputs: Membership_Verify_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VALID`)
};

const de_membership_verify_valid = /** @type {(inputs: Membership_Verify_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GÜLTIG`)
};

/**
* | output |
* | --- |
* | "VALID" |
*
* @param {Membership_Verify_ValidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_verify_valid = /** @type {((inputs?: Membership_Verify_ValidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Verify_ValidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_verify_valid(inputs)
	return en_membership_verify_valid(inputs)
});
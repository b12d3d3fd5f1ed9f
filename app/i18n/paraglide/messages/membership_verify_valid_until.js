/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Verify_Valid_UntilInputs */

const en_membership_verify_valid_until = /** @type {(inputs: Membership_Verify_Valid_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valid until`)
};

const de_membership_verify_valid_until = /** @type {(inputs: Membership_Verify_Valid_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gültig bis`)
};

/**
* | output |
* | --- |
* | "Valid until" |
*
* @param {Membership_Verify_Valid_UntilInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_verify_valid_until = /** @type {((inputs?: Membership_Verify_Valid_UntilInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Verify_Valid_UntilInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_verify_valid_until(inputs)
	return en_membership_verify_valid_until(inputs)
});
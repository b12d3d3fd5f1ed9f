/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Verify_Not_ValidInputs */

const en_membership_verify_not_valid = /** @type {(inputs: Membership_Verify_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NOT VALID`)
};

const de_membership_verify_not_valid = /** @type {(inputs: Membership_Verify_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UNGÜLTIG`)
};

/**
* | output |
* | --- |
* | "NOT VALID" |
*
* @param {Membership_Verify_Not_ValidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_verify_not_valid = /** @type {((inputs?: Membership_Verify_Not_ValidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Verify_Not_ValidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_verify_not_valid(inputs)
	return en_membership_verify_not_valid(inputs)
});
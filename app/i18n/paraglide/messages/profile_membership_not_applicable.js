/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Membership_Not_ApplicableInputs */

const en_profile_membership_not_applicable = /** @type {(inputs: Profile_Membership_Not_ApplicableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N/A`)
};

const de_profile_membership_not_applicable = /** @type {(inputs: Profile_Membership_Not_ApplicableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`–`)
};

/**
* | output |
* | --- |
* | "N/A" |
*
* @param {Profile_Membership_Not_ApplicableInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_membership_not_applicable = /** @type {((inputs?: Profile_Membership_Not_ApplicableInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Membership_Not_ApplicableInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_membership_not_applicable(inputs)
	return en_profile_membership_not_applicable(inputs)
});
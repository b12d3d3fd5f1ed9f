/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Membership_ExpiryInputs */

const en_profile_membership_expiry = /** @type {(inputs: Profile_Membership_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expiry date`)
};

const de_profile_membership_expiry = /** @type {(inputs: Profile_Membership_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gültig bis`)
};

/**
* | output |
* | --- |
* | "Expiry date" |
*
* @param {Profile_Membership_ExpiryInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_membership_expiry = /** @type {((inputs?: Profile_Membership_ExpiryInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Membership_ExpiryInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_membership_expiry(inputs)
	return en_profile_membership_expiry(inputs)
});
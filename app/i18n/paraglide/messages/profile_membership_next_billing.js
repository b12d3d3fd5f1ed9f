/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Membership_Next_BillingInputs */

const en_profile_membership_next_billing = /** @type {(inputs: Profile_Membership_Next_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next billing date`)
};

const de_profile_membership_next_billing = /** @type {(inputs: Profile_Membership_Next_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächste Abbuchung`)
};

/**
* | output |
* | --- |
* | "Next billing date" |
*
* @param {Profile_Membership_Next_BillingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_membership_next_billing = /** @type {((inputs?: Profile_Membership_Next_BillingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Membership_Next_BillingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_membership_next_billing(inputs)
	return en_profile_membership_next_billing(inputs)
});
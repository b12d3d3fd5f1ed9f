/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Membership_Update_PaymentInputs */

const en_profile_membership_update_payment = /** @type {(inputs: Profile_Membership_Update_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update Payment Method`)
};

const de_profile_membership_update_payment = /** @type {(inputs: Profile_Membership_Update_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlungsmethode ändern`)
};

/**
* | output |
* | --- |
* | "Update Payment Method" |
*
* @param {Profile_Membership_Update_PaymentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_membership_update_payment = /** @type {((inputs?: Profile_Membership_Update_PaymentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Membership_Update_PaymentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_membership_update_payment(inputs)
	return en_profile_membership_update_payment(inputs)
});
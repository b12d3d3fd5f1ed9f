/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Membership_Auto_Renewal_OffInputs */

const en_profile_membership_auto_renewal_off = /** @type {(inputs: Profile_Membership_Auto_Renewal_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disabled`)
};

const de_profile_membership_auto_renewal_off = /** @type {(inputs: Profile_Membership_Auto_Renewal_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aus`)
};

/**
* | output |
* | --- |
* | "Disabled" |
*
* @param {Profile_Membership_Auto_Renewal_OffInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_membership_auto_renewal_off = /** @type {((inputs?: Profile_Membership_Auto_Renewal_OffInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Membership_Auto_Renewal_OffInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_membership_auto_renewal_off(inputs)
	return en_profile_membership_auto_renewal_off(inputs)
});
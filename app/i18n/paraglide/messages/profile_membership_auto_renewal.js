/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Membership_Auto_RenewalInputs */

const en_profile_membership_auto_renewal = /** @type {(inputs: Profile_Membership_Auto_RenewalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auto-renewal`)
};

const de_profile_membership_auto_renewal = /** @type {(inputs: Profile_Membership_Auto_RenewalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Automatische Verlängerung`)
};

/**
* | output |
* | --- |
* | "Auto-renewal" |
*
* @param {Profile_Membership_Auto_RenewalInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_membership_auto_renewal = /** @type {((inputs?: Profile_Membership_Auto_RenewalInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Membership_Auto_RenewalInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_membership_auto_renewal(inputs)
	return en_profile_membership_auto_renewal(inputs)
});
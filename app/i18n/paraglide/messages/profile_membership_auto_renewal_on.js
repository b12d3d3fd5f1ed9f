/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Membership_Auto_Renewal_OnInputs */

const en_profile_membership_auto_renewal_on = /** @type {(inputs: Profile_Membership_Auto_Renewal_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enabled`)
};

const de_profile_membership_auto_renewal_on = /** @type {(inputs: Profile_Membership_Auto_Renewal_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktiv`)
};

/**
* | output |
* | --- |
* | "Enabled" |
*
* @param {Profile_Membership_Auto_Renewal_OnInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_membership_auto_renewal_on = /** @type {((inputs?: Profile_Membership_Auto_Renewal_OnInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Membership_Auto_Renewal_OnInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_membership_auto_renewal_on(inputs)
	return en_profile_membership_auto_renewal_on(inputs)
});
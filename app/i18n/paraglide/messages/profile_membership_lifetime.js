/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Membership_LifetimeInputs */

const en_profile_membership_lifetime = /** @type {(inputs: Profile_Membership_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lifetime Member`)
};

const de_profile_membership_lifetime = /** @type {(inputs: Profile_Membership_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied auf Lebenszeit`)
};

/**
* | output |
* | --- |
* | "Lifetime Member" |
*
* @param {Profile_Membership_LifetimeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_membership_lifetime = /** @type {((inputs?: Profile_Membership_LifetimeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Membership_LifetimeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_membership_lifetime(inputs)
	return en_profile_membership_lifetime(inputs)
});
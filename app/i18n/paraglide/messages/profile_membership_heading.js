/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Membership_HeadingInputs */

const en_profile_membership_heading = /** @type {(inputs: Profile_Membership_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership & Subscription`)
};

const de_profile_membership_heading = /** @type {(inputs: Profile_Membership_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft & Abo`)
};

/**
* | output |
* | --- |
* | "Membership & Subscription" |
*
* @param {Profile_Membership_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_membership_heading = /** @type {((inputs?: Profile_Membership_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Membership_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_membership_heading(inputs)
	return en_profile_membership_heading(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Membership_Member_SinceInputs */

const en_profile_membership_member_since = /** @type {(inputs: Profile_Membership_Member_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member Since`)
};

const de_profile_membership_member_since = /** @type {(inputs: Profile_Membership_Member_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied seit`)
};

/**
* | output |
* | --- |
* | "Member Since" |
*
* @param {Profile_Membership_Member_SinceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_membership_member_since = /** @type {((inputs?: Profile_Membership_Member_SinceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Membership_Member_SinceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_membership_member_since(inputs)
	return en_profile_membership_member_since(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Membership_Member_IdInputs */

const en_profile_membership_member_id = /** @type {(inputs: Profile_Membership_Member_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member ID`)
};

const de_profile_membership_member_id = /** @type {(inputs: Profile_Membership_Member_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedsnummer`)
};

/**
* | output |
* | --- |
* | "Member ID" |
*
* @param {Profile_Membership_Member_IdInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_membership_member_id = /** @type {((inputs?: Profile_Membership_Member_IdInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Membership_Member_IdInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_membership_member_id(inputs)
	return en_profile_membership_member_id(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Membership_Matches_AttendedInputs */

const en_profile_membership_matches_attended = /** @type {(inputs: Profile_Membership_Matches_AttendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matches attended this season`)
};

const de_profile_membership_matches_attended = /** @type {(inputs: Profile_Membership_Matches_AttendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiele besucht in dieser Saison`)
};

/**
* | output |
* | --- |
* | "Matches attended this season" |
*
* @param {Profile_Membership_Matches_AttendedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_membership_matches_attended = /** @type {((inputs?: Profile_Membership_Matches_AttendedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Membership_Matches_AttendedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_membership_matches_attended(inputs)
	return en_profile_membership_matches_attended(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Email_Volunteer_AboutInputs */

const en_profile_email_volunteer_about = /** @type {(inputs: Profile_Email_Volunteer_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New shifts where the group needs a hand.`)
};

const de_profile_email_volunteer_about = /** @type {(inputs: Profile_Email_Volunteer_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Helferschichten, bei denen wir Hilfe brauchen.`)
};

/**
* | output |
* | --- |
* | "New shifts where the group needs a hand." |
*
* @param {Profile_Email_Volunteer_AboutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_email_volunteer_about = /** @type {((inputs?: Profile_Email_Volunteer_AboutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Email_Volunteer_AboutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_email_volunteer_about(inputs)
	return en_profile_email_volunteer_about(inputs)
});
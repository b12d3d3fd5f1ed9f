/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Email_Membership_AboutInputs */

const en_profile_email_membership_about = /** @type {(inputs: Profile_Email_Membership_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renewal dates and changes to your membership.`)
};

const de_profile_email_membership_about = /** @type {(inputs: Profile_Email_Membership_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlängerungstermine und Änderungen an deiner Mitgliedschaft.`)
};

/**
* | output |
* | --- |
* | "Renewal dates and changes to your membership." |
*
* @param {Profile_Email_Membership_AboutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_email_membership_about = /** @type {((inputs?: Profile_Email_Membership_AboutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Email_Membership_AboutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_email_membership_about(inputs)
	return en_profile_email_membership_about(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Links_Email_AboutInputs */

const en_profile_links_email_about = /** @type {(inputs: Profile_Links_Email_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which emails you get from us.`)
};

const de_profile_links_email_about = /** @type {(inputs: Profile_Links_Email_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welche E-Mails du von uns bekommst.`)
};

/**
* | output |
* | --- |
* | "Which emails you get from us." |
*
* @param {Profile_Links_Email_AboutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_links_email_about = /** @type {((inputs?: Profile_Links_Email_AboutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Links_Email_AboutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_links_email_about(inputs)
	return en_profile_links_email_about(inputs)
});
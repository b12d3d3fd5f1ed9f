/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Email_Newsletter_AboutInputs */

const en_profile_email_newsletter_about = /** @type {(inputs: Profile_Email_Newsletter_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The group's newsletter with news from the board.`)
};

const de_profile_email_newsletter_about = /** @type {(inputs: Profile_Email_Newsletter_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unser Newsletter mit Neuigkeiten vom Vorstand.`)
};

/**
* | output |
* | --- |
* | "The group's newsletter with news from the board." |
*
* @param {Profile_Email_Newsletter_AboutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_email_newsletter_about = /** @type {((inputs?: Profile_Email_Newsletter_AboutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Email_Newsletter_AboutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_email_newsletter_about(inputs)
	return en_profile_email_newsletter_about(inputs)
});
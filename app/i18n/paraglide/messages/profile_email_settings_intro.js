/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Email_Settings_IntroInputs */

const en_profile_email_settings_intro = /** @type {(inputs: Profile_Email_Settings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose which emails you get from us.`)
};

const de_profile_email_settings_intro = /** @type {(inputs: Profile_Email_Settings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle, welche E-Mails du von uns bekommst.`)
};

/**
* | output |
* | --- |
* | "Choose which emails you get from us." |
*
* @param {Profile_Email_Settings_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_email_settings_intro = /** @type {((inputs?: Profile_Email_Settings_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Email_Settings_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_email_settings_intro(inputs)
	return en_profile_email_settings_intro(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Email_Settings_FailedInputs */

const en_profile_email_settings_failed = /** @type {(inputs: Profile_Email_Settings_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your preferences could not be saved. Please try again.`)
};

const de_profile_email_settings_failed = /** @type {(inputs: Profile_Email_Settings_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Einstellungen konnten nicht gespeichert werden. Bitte versuch es noch einmal.`)
};

/**
* | output |
* | --- |
* | "Your preferences could not be saved. Please try again." |
*
* @param {Profile_Email_Settings_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_email_settings_failed = /** @type {((inputs?: Profile_Email_Settings_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Email_Settings_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_email_settings_failed(inputs)
	return en_profile_email_settings_failed(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Email_Settings_SavedInputs */

const en_profile_email_settings_saved = /** @type {(inputs: Profile_Email_Settings_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email preferences have been updated.`)
};

const de_profile_email_settings_saved = /** @type {(inputs: Profile_Email_Settings_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine E-Mail-Einstellungen wurden gespeichert.`)
};

/**
* | output |
* | --- |
* | "Your email preferences have been updated." |
*
* @param {Profile_Email_Settings_SavedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_email_settings_saved = /** @type {((inputs?: Profile_Email_Settings_SavedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Email_Settings_SavedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_email_settings_saved(inputs)
	return en_profile_email_settings_saved(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Email_Settings_LegendInputs */

const en_profile_email_settings_legend = /** @type {(inputs: Profile_Email_Settings_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emails you receive`)
};

const de_profile_email_settings_legend = /** @type {(inputs: Profile_Email_Settings_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mails, die du bekommst`)
};

/**
* | output |
* | --- |
* | "Emails you receive" |
*
* @param {Profile_Email_Settings_LegendInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_email_settings_legend = /** @type {((inputs?: Profile_Email_Settings_LegendInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Email_Settings_LegendInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_email_settings_legend(inputs)
	return en_profile_email_settings_legend(inputs)
});
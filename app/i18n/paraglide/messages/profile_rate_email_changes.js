/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Rate_Email_ChangesInputs */

const en_profile_rate_email_changes = /** @type {(inputs: Profile_Rate_Email_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`email change requests`)
};

const de_profile_rate_email_changes = /** @type {(inputs: Profile_Rate_Email_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anfragen zur Änderung der E-Mail-Adresse`)
};

/**
* | output |
* | --- |
* | "email change requests" |
*
* @param {Profile_Rate_Email_ChangesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_rate_email_changes = /** @type {((inputs?: Profile_Rate_Email_ChangesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Rate_Email_ChangesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_rate_email_changes(inputs)
	return en_profile_rate_email_changes(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Email_Code_InvalidInputs */

const en_profile_email_code_invalid = /** @type {(inputs: Profile_Email_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the 6-digit code from the email`)
};

const de_profile_email_code_invalid = /** @type {(inputs: Profile_Email_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib den 6-stelligen Code aus der E-Mail ein`)
};

/**
* | output |
* | --- |
* | "Enter the 6-digit code from the email" |
*
* @param {Profile_Email_Code_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_email_code_invalid = /** @type {((inputs?: Profile_Email_Code_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Email_Code_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_email_code_invalid(inputs)
	return en_profile_email_code_invalid(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Email_Code_Too_ManyInputs */

const en_profile_email_code_too_many = /** @type {(inputs: Profile_Email_Code_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many wrong codes. Request a new code.`)
};

const de_profile_email_code_too_many = /** @type {(inputs: Profile_Email_Code_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu viele falsche Codes. Fordere einen neuen Code an.`)
};

/**
* | output |
* | --- |
* | "Too many wrong codes. Request a new code." |
*
* @param {Profile_Email_Code_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_email_code_too_many = /** @type {((inputs?: Profile_Email_Code_Too_ManyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Email_Code_Too_ManyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_email_code_too_many(inputs)
	return en_profile_email_code_too_many(inputs)
});
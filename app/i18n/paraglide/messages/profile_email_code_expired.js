/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Email_Code_ExpiredInputs */

const en_profile_email_code_expired = /** @type {(inputs: Profile_Email_Code_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That code has expired or was already used. Request a new code.`)
};

const de_profile_email_code_expired = /** @type {(inputs: Profile_Email_Code_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Code ist abgelaufen oder wurde schon benutzt. Fordere einen neuen Code an.`)
};

/**
* | output |
* | --- |
* | "That code has expired or was already used. Request a new code." |
*
* @param {Profile_Email_Code_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_email_code_expired = /** @type {((inputs?: Profile_Email_Code_ExpiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Email_Code_ExpiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_email_code_expired(inputs)
	return en_profile_email_code_expired(inputs)
});
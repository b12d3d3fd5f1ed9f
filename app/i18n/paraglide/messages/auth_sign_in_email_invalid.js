/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Sign_In_Email_InvalidInputs */

const en_auth_sign_in_email_invalid = /** @type {(inputs: Auth_Sign_In_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid email address`)
};

const de_auth_sign_in_email_invalid = /** @type {(inputs: Auth_Sign_In_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib eine gültige E-Mail-Adresse ein`)
};

/**
* | output |
* | --- |
* | "Enter a valid email address" |
*
* @param {Auth_Sign_In_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_email_invalid = /** @type {((inputs?: Auth_Sign_In_Email_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_Email_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_sign_in_email_invalid(inputs)
	return en_auth_sign_in_email_invalid(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Sign_In_Code_InvalidInputs */

const en_auth_sign_in_code_invalid = /** @type {(inputs: Auth_Sign_In_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the 6-digit code from the email`)
};

const de_auth_sign_in_code_invalid = /** @type {(inputs: Auth_Sign_In_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib den 6-stelligen Code aus der E-Mail ein`)
};

/**
* | output |
* | --- |
* | "Enter the 6-digit code from the email" |
*
* @param {Auth_Sign_In_Code_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_code_invalid = /** @type {((inputs?: Auth_Sign_In_Code_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_Code_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_sign_in_code_invalid(inputs)
	return en_auth_sign_in_code_invalid(inputs)
});
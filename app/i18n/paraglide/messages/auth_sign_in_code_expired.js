/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Sign_In_Code_ExpiredInputs */

const en_auth_sign_in_code_expired = /** @type {(inputs: Auth_Sign_In_Code_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That code has expired or was already used. Request a new code.`)
};

const de_auth_sign_in_code_expired = /** @type {(inputs: Auth_Sign_In_Code_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Code ist abgelaufen oder wurde schon benutzt. Fordere einen neuen Code an.`)
};

/**
* | output |
* | --- |
* | "That code has expired or was already used. Request a new code." |
*
* @param {Auth_Sign_In_Code_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_code_expired = /** @type {((inputs?: Auth_Sign_In_Code_ExpiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_Code_ExpiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_sign_in_code_expired(inputs)
	return en_auth_sign_in_code_expired(inputs)
});
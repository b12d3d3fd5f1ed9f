/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Sign_In_AttemptsInputs */

const en_auth_sign_in_attempts = /** @type {(inputs: Auth_Sign_In_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sign-in attempts`)
};

const de_auth_sign_in_attempts = /** @type {(inputs: Auth_Sign_In_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldeversuche`)
};

/**
* | output |
* | --- |
* | "sign-in attempts" |
*
* @param {Auth_Sign_In_AttemptsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_attempts = /** @type {((inputs?: Auth_Sign_In_AttemptsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_AttemptsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_sign_in_attempts(inputs)
	return en_auth_sign_in_attempts(inputs)
});
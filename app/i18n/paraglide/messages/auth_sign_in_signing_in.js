/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Sign_In_Signing_InInputs */

const en_auth_sign_in_signing_in = /** @type {(inputs: Auth_Sign_In_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in...`)
};

const de_auth_sign_in_signing_in = /** @type {(inputs: Auth_Sign_In_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung läuft …`)
};

/**
* | output |
* | --- |
* | "Signing in..." |
*
* @param {Auth_Sign_In_Signing_InInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_signing_in = /** @type {((inputs?: Auth_Sign_In_Signing_InInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_Signing_InInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_sign_in_signing_in(inputs)
	return en_auth_sign_in_signing_in(inputs)
});
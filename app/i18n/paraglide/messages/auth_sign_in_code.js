/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Sign_In_CodeInputs */

const en_auth_sign_in_code = /** @type {(inputs: Auth_Sign_In_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in code`)
};

const de_auth_sign_in_code = /** @type {(inputs: Auth_Sign_In_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldecode`)
};

/**
* | output |
* | --- |
* | "Sign-in code" |
*
* @param {Auth_Sign_In_CodeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_code = /** @type {((inputs?: Auth_Sign_In_CodeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_CodeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_sign_in_code(inputs)
	return en_auth_sign_in_code(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Sign_In_Too_Many_CodesInputs */

const en_auth_sign_in_too_many_codes = /** @type {(inputs: Auth_Sign_In_Too_Many_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many wrong codes. Request a new code.`)
};

const de_auth_sign_in_too_many_codes = /** @type {(inputs: Auth_Sign_In_Too_Many_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu viele falsche Codes. Fordere einen neuen Code an.`)
};

/**
* | output |
* | --- |
* | "Too many wrong codes. Request a new code." |
*
* @param {Auth_Sign_In_Too_Many_CodesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_too_many_codes = /** @type {((inputs?: Auth_Sign_In_Too_Many_CodesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_Too_Many_CodesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_sign_in_too_many_codes(inputs)
	return en_auth_sign_in_too_many_codes(inputs)
});
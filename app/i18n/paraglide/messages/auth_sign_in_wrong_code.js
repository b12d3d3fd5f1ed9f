/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Sign_In_Wrong_CodeInputs */

const en_auth_sign_in_wrong_code = /** @type {(inputs: Auth_Sign_In_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That code is not right. Check the email and try again.`)
};

const de_auth_sign_in_wrong_code = /** @type {(inputs: Auth_Sign_In_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Code stimmt nicht. Schau noch mal in die E-Mail und versuch es erneut.`)
};

/**
* | output |
* | --- |
* | "That code is not right. Check the email and try again." |
*
* @param {Auth_Sign_In_Wrong_CodeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_wrong_code = /** @type {((inputs?: Auth_Sign_In_Wrong_CodeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_Wrong_CodeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_sign_in_wrong_code(inputs)
	return en_auth_sign_in_wrong_code(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Sign_In_SendingInputs */

const en_auth_sign_in_sending = /** @type {(inputs: Auth_Sign_In_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending code...`)
};

const de_auth_sign_in_sending = /** @type {(inputs: Auth_Sign_In_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code wird gesendet …`)
};

/**
* | output |
* | --- |
* | "Sending code..." |
*
* @param {Auth_Sign_In_SendingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_sending = /** @type {((inputs?: Auth_Sign_In_SendingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_SendingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_sign_in_sending(inputs)
	return en_auth_sign_in_sending(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Auth_Sign_In_Code_SentInputs */

const en_auth_sign_in_code_sent = /** @type {(inputs: Auth_Sign_In_Code_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent a 6-digit code to ${i?.email}. It works once, for 10 minutes.`)
};

const de_auth_sign_in_code_sent = /** @type {(inputs: Auth_Sign_In_Code_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir haben einen 6-stelligen Code an ${i?.email} geschickt. Er gilt einmal, 10 Minuten lang.`)
};

/**
* | output |
* | --- |
* | "We sent a 6-digit code to {email}. It works once, for 10 minutes." |
*
* @param {Auth_Sign_In_Code_SentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_code_sent = /** @type {((inputs: Auth_Sign_In_Code_SentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_Code_SentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_sign_in_code_sent(inputs)
	return en_auth_sign_in_code_sent(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Sign_In_Code_Not_SentInputs */

const en_auth_sign_in_code_not_sent = /** @type {(inputs: Auth_Sign_In_Code_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not send your sign-in code just now. Please try again in a minute.`)
};

const de_auth_sign_in_code_not_sent = /** @type {(inputs: Auth_Sign_In_Code_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir konnten deinen Anmeldecode gerade nicht verschicken. Versuch es bitte in einer Minute noch mal.`)
};

/**
* | output |
* | --- |
* | "We could not send your sign-in code just now. Please try again in a minute." |
*
* @param {Auth_Sign_In_Code_Not_SentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_code_not_sent = /** @type {((inputs?: Auth_Sign_In_Code_Not_SentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_Code_Not_SentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_sign_in_code_not_sent(inputs)
	return en_auth_sign_in_code_not_sent(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Sign_In_IntroInputs */

const en_auth_sign_in_intro = /** @type {(inputs: Auth_Sign_In_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We'll email you a 6-digit code. No password needed.`)
};

const de_auth_sign_in_intro = /** @type {(inputs: Auth_Sign_In_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir schicken dir einen 6-stelligen Code per E-Mail. Kein Passwort nötig.`)
};

/**
* | output |
* | --- |
* | "We'll email you a 6-digit code. No password needed." |
*
* @param {Auth_Sign_In_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_intro = /** @type {((inputs?: Auth_Sign_In_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_sign_in_intro(inputs)
	return en_auth_sign_in_intro(inputs)
});
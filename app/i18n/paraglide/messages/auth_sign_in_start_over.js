/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Sign_In_Start_OverInputs */

const en_auth_sign_in_start_over = /** @type {(inputs: Auth_Sign_In_Start_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use a different email or get a new code`)
};

const de_auth_sign_in_start_over = /** @type {(inputs: Auth_Sign_In_Start_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andere E-Mail-Adresse nutzen oder neuen Code anfordern`)
};

/**
* | output |
* | --- |
* | "Use a different email or get a new code" |
*
* @param {Auth_Sign_In_Start_OverInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_start_over = /** @type {((inputs?: Auth_Sign_In_Start_OverInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_Start_OverInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_sign_in_start_over(inputs)
	return en_auth_sign_in_start_over(inputs)
});
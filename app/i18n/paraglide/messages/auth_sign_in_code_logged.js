/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Auth_Sign_In_Code_LoggedInputs */

const en_auth_sign_in_code_logged = /** @type {(inputs: Auth_Sign_In_Code_LoggedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Email is not set up on this server (no SMTP_URL), so the code for ${i?.email} was written to the server log. It works once, for 10 minutes.`)
};

const de_auth_sign_in_code_logged = /** @type {(inputs: Auth_Sign_In_Code_LoggedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auf diesem Server ist kein E-Mail-Versand eingerichtet (kein SMTP_URL), deshalb steht der Code für ${i?.email} im Server-Log. Er gilt einmal, 10 Minuten lang.`)
};

/**
* | output |
* | --- |
* | "Email is not set up on this server (no SMTP_URL), so the code for {email} was written to the server log. It works once, for 10 minutes." |
*
* @param {Auth_Sign_In_Code_LoggedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_code_logged = /** @type {((inputs: Auth_Sign_In_Code_LoggedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_Code_LoggedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_sign_in_code_logged(inputs)
	return en_auth_sign_in_code_logged(inputs)
});
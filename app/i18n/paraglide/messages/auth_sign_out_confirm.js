/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Sign_Out_ConfirmInputs */

const en_auth_sign_out_confirm = /** @type {(inputs: Auth_Sign_Out_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out?`)
};

const de_auth_sign_out_confirm = /** @type {(inputs: Auth_Sign_Out_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abmelden?`)
};

/**
* | output |
* | --- |
* | "Sign out?" |
*
* @param {Auth_Sign_Out_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_out_confirm = /** @type {((inputs?: Auth_Sign_Out_ConfirmInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_Out_ConfirmInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_sign_out_confirm(inputs)
	return en_auth_sign_out_confirm(inputs)
});
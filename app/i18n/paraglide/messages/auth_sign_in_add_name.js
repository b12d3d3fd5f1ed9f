/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Sign_In_Add_NameInputs */

const en_auth_sign_in_add_name = /** @type {(inputs: Auth_Sign_In_Add_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New here? Add your name (optional)`)
};

const de_auth_sign_in_add_name = /** @type {(inputs: Auth_Sign_In_Add_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neu hier? Gib deinen Namen an (freiwillig)`)
};

/**
* | output |
* | --- |
* | "New here? Add your name (optional)" |
*
* @param {Auth_Sign_In_Add_NameInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_add_name = /** @type {((inputs?: Auth_Sign_In_Add_NameInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_Add_NameInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_sign_in_add_name(inputs)
	return en_auth_sign_in_add_name(inputs)
});
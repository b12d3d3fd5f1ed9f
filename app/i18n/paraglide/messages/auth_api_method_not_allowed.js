/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Api_Method_Not_AllowedInputs */

const en_auth_api_method_not_allowed = /** @type {(inputs: Auth_Api_Method_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Method Not Allowed`)
};

const de_auth_api_method_not_allowed = /** @type {(inputs: Auth_Api_Method_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Methode nicht erlaubt`)
};

/**
* | output |
* | --- |
* | "Method Not Allowed" |
*
* @param {Auth_Api_Method_Not_AllowedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_api_method_not_allowed = /** @type {((inputs?: Auth_Api_Method_Not_AllowedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Api_Method_Not_AllowedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_api_method_not_allowed(inputs)
	return en_auth_api_method_not_allowed(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Api_Validation_ErrorInputs */

const en_auth_api_validation_error = /** @type {(inputs: Auth_Api_Validation_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Validation Error`)
};

const de_auth_api_validation_error = /** @type {(inputs: Auth_Api_Validation_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige Eingaben`)
};

/**
* | output |
* | --- |
* | "Validation Error" |
*
* @param {Auth_Api_Validation_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_api_validation_error = /** @type {((inputs?: Auth_Api_Validation_ErrorInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Api_Validation_ErrorInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_api_validation_error(inputs)
	return en_auth_api_validation_error(inputs)
});
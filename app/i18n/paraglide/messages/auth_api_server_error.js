/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Api_Server_ErrorInputs */

const en_auth_api_server_error = /** @type {(inputs: Auth_Api_Server_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Internal Server Error`)
};

const de_auth_api_server_error = /** @type {(inputs: Auth_Api_Server_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interner Serverfehler`)
};

/**
* | output |
* | --- |
* | "Internal Server Error" |
*
* @param {Auth_Api_Server_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_api_server_error = /** @type {((inputs?: Auth_Api_Server_ErrorInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Api_Server_ErrorInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_api_server_error(inputs)
	return en_auth_api_server_error(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Api_ForbiddenInputs */

const en_auth_api_forbidden = /** @type {(inputs: Auth_Api_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forbidden`)
};

const de_auth_api_forbidden = /** @type {(inputs: Auth_Api_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Berechtigung`)
};

/**
* | output |
* | --- |
* | "Forbidden" |
*
* @param {Auth_Api_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_api_forbidden = /** @type {((inputs?: Auth_Api_ForbiddenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Api_ForbiddenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_api_forbidden(inputs)
	return en_auth_api_forbidden(inputs)
});
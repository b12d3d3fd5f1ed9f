/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Api_Body_Not_JsonInputs */

const en_auth_api_body_not_json = /** @type {(inputs: Auth_Api_Body_Not_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request body must be JSON`)
};

const de_auth_api_body_not_json = /** @type {(inputs: Auth_Api_Body_Not_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Inhalt der Anfrage muss JSON sein`)
};

/**
* | output |
* | --- |
* | "The request body must be JSON" |
*
* @param {Auth_Api_Body_Not_JsonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_api_body_not_json = /** @type {((inputs?: Auth_Api_Body_Not_JsonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Api_Body_Not_JsonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_api_body_not_json(inputs)
	return en_auth_api_body_not_json(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Api_Form_OnlyInputs */

const en_auth_api_form_only = /** @type {(inputs: Auth_Api_Form_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This address accepts form posts only (application/x-www-form-urlencoded or multipart/form-data).`)
};

const de_auth_api_form_only = /** @type {(inputs: Auth_Api_Form_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Adresse nimmt nur Formulare an (application/x-www-form-urlencoded oder multipart/form-data).`)
};

/**
* | output |
* | --- |
* | "This address accepts form posts only (application/x-www-form-urlencoded or multipart/form-data)." |
*
* @param {Auth_Api_Form_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_api_form_only = /** @type {((inputs?: Auth_Api_Form_OnlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Api_Form_OnlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_api_form_only(inputs)
	return en_auth_api_form_only(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Api_Form_UnreadableInputs */

const en_auth_api_form_unreadable = /** @type {(inputs: Auth_Api_Form_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The form data could not be read. Please submit the form again.`)
};

const de_auth_api_form_unreadable = /** @type {(inputs: Auth_Api_Form_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Formulardaten konnten nicht gelesen werden. Bitte schick das Formular noch einmal ab.`)
};

/**
* | output |
* | --- |
* | "The form data could not be read. Please submit the form again." |
*
* @param {Auth_Api_Form_UnreadableInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_api_form_unreadable = /** @type {((inputs?: Auth_Api_Form_UnreadableInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Api_Form_UnreadableInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_api_form_unreadable(inputs)
	return en_auth_api_form_unreadable(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Callback_FailedInputs */

const en_auth_callback_failed = /** @type {(inputs: Auth_Callback_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We couldn't sign you in. Please try again.`)
};

const de_auth_callback_failed = /** @type {(inputs: Auth_Callback_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir konnten dich nicht anmelden. Bitte versuch es noch mal.`)
};

/**
* | output |
* | --- |
* | "We couldn't sign you in. Please try again." |
*
* @param {Auth_Callback_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_callback_failed = /** @type {((inputs?: Auth_Callback_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Callback_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_callback_failed(inputs)
	return en_auth_callback_failed(inputs)
});
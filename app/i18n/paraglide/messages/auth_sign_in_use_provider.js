/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Sign_In_Use_ProviderInputs */

const en_auth_sign_in_use_provider = /** @type {(inputs: Auth_Sign_In_Use_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with your provider`)
};

const de_auth_sign_in_use_provider = /** @type {(inputs: Auth_Sign_In_Use_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melde dich über deinen Anbieter an`)
};

/**
* | output |
* | --- |
* | "Sign in with your provider" |
*
* @param {Auth_Sign_In_Use_ProviderInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_use_provider = /** @type {((inputs?: Auth_Sign_In_Use_ProviderInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_Use_ProviderInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_sign_in_use_provider(inputs)
	return en_auth_sign_in_use_provider(inputs)
});
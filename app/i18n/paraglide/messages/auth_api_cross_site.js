/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Api_Cross_SiteInputs */

const en_auth_api_cross_site = /** @type {(inputs: Auth_Api_Cross_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cross-site request refused`)
};

const de_auth_api_cross_site = /** @type {(inputs: Auth_Api_Cross_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anfrage von einer fremden Seite abgelehnt`)
};

/**
* | output |
* | --- |
* | "Cross-site request refused" |
*
* @param {Auth_Api_Cross_SiteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_api_cross_site = /** @type {((inputs?: Auth_Api_Cross_SiteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Api_Cross_SiteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_api_cross_site(inputs)
	return en_auth_api_cross_site(inputs)
});
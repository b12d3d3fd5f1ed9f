/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Api_Invalid_Page_ViewInputs */

const en_auth_api_invalid_page_view = /** @type {(inputs: Auth_Api_Invalid_Page_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid page view`)
};

const de_auth_api_invalid_page_view = /** @type {(inputs: Auth_Api_Invalid_Page_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültiger Seitenaufruf`)
};

/**
* | output |
* | --- |
* | "Invalid page view" |
*
* @param {Auth_Api_Invalid_Page_ViewInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_api_invalid_page_view = /** @type {((inputs?: Auth_Api_Invalid_Page_ViewInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Api_Invalid_Page_ViewInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_api_invalid_page_view(inputs)
	return en_auth_api_invalid_page_view(inputs)
});
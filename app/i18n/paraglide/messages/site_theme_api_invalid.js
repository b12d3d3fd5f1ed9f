/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Theme_Api_InvalidInputs */

const en_site_theme_api_invalid = /** @type {(inputs: Site_Theme_Api_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid theme`)
};

const de_site_theme_api_invalid = /** @type {(inputs: Site_Theme_Api_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültiges Design`)
};

/**
* | output |
* | --- |
* | "Invalid theme" |
*
* @param {Site_Theme_Api_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_theme_api_invalid = /** @type {((inputs?: Site_Theme_Api_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Theme_Api_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_theme_api_invalid(inputs)
	return en_site_theme_api_invalid(inputs)
});
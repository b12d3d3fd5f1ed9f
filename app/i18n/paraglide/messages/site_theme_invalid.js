/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Theme_InvalidInputs */

const en_site_theme_invalid = /** @type {(inputs: Site_Theme_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Theme must be light, dark or system`)
};

const de_site_theme_invalid = /** @type {(inputs: Site_Theme_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Design muss hell, dunkel oder das des Systems sein`)
};

/**
* | output |
* | --- |
* | "Theme must be light, dark or system" |
*
* @param {Site_Theme_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_theme_invalid = /** @type {((inputs?: Site_Theme_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Theme_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_theme_invalid(inputs)
	return en_site_theme_invalid(inputs)
});
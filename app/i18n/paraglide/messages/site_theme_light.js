/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Theme_LightInputs */

const en_site_theme_light = /** @type {(inputs: Site_Theme_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Light theme`)
};

const de_site_theme_light = /** @type {(inputs: Site_Theme_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helles Design`)
};

/**
* | output |
* | --- |
* | "Light theme" |
*
* @param {Site_Theme_LightInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_theme_light = /** @type {((inputs?: Site_Theme_LightInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Theme_LightInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_theme_light(inputs)
	return en_site_theme_light(inputs)
});
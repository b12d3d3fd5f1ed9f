/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Theme_Return_LabelInputs */

const en_site_theme_return_label = /** @type {(inputs: Site_Theme_Return_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return address`)
};

const de_site_theme_return_label = /** @type {(inputs: Site_Theme_Return_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rücksprungadresse`)
};

/**
* | output |
* | --- |
* | "Return address" |
*
* @param {Site_Theme_Return_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_theme_return_label = /** @type {((inputs?: Site_Theme_Return_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Theme_Return_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_theme_return_label(inputs)
	return en_site_theme_return_label(inputs)
});
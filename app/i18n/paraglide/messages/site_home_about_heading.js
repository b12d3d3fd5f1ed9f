/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Home_About_HeadingInputs */

const en_site_home_about_heading = /** @type {(inputs: Site_Home_About_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About us`)
};

const de_site_home_about_heading = /** @type {(inputs: Site_Home_About_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Über uns`)
};

/**
* | output |
* | --- |
* | "About us" |
*
* @param {Site_Home_About_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_about_heading = /** @type {((inputs?: Site_Home_About_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_About_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_home_about_heading(inputs)
	return en_site_home_about_heading(inputs)
});
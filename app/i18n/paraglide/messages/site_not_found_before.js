/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Not_Found_BeforeInputs */

const en_site_not_found_before = /** @type {(inputs: Site_Not_Found_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is nothing at`)
};

const de_site_not_found_before = /** @type {(inputs: Site_Not_Found_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unter`)
};

/**
* | output |
* | --- |
* | "There is nothing at" |
*
* @param {Site_Not_Found_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_not_found_before = /** @type {((inputs?: Site_Not_Found_BeforeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Not_Found_BeforeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_not_found_before(inputs)
	return en_site_not_found_before(inputs)
});
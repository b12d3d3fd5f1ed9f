/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Home_DescriptionInputs */

const en_site_home_description = /** @type {(inputs: Site_Home_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Independent supporters group: matches, watch parties, merch and more.`)
};

const de_site_home_description = /** @type {(inputs: Site_Home_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unabhängige Fangruppe: Spiele, Public Viewing, Merch und mehr.`)
};

/**
* | output |
* | --- |
* | "Independent supporters group: matches, watch parties, merch and more." |
*
* @param {Site_Home_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_description = /** @type {((inputs?: Site_Home_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_home_description(inputs)
	return en_site_home_description(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Home_Shop_HeadingInputs */

const en_site_home_shop_heading = /** @type {(inputs: Site_Home_Shop_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From the shop`)
};

const de_site_home_shop_heading = /** @type {(inputs: Site_Home_Shop_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aus dem Shop`)
};

/**
* | output |
* | --- |
* | "From the shop" |
*
* @param {Site_Home_Shop_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_shop_heading = /** @type {((inputs?: Site_Home_Shop_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_Shop_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_home_shop_heading(inputs)
	return en_site_home_shop_heading(inputs)
});
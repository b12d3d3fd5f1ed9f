/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Home_Shop_EmptyInputs */

const en_site_home_shop_empty = /** @type {(inputs: Site_Home_Shop_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New merchandise is on its way.`)
};

const de_site_home_shop_empty = /** @type {(inputs: Site_Home_Shop_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Merch ist unterwegs.`)
};

/**
* | output |
* | --- |
* | "New merchandise is on its way." |
*
* @param {Site_Home_Shop_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_shop_empty = /** @type {((inputs?: Site_Home_Shop_EmptyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_Shop_EmptyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_home_shop_empty(inputs)
	return en_site_home_shop_empty(inputs)
});
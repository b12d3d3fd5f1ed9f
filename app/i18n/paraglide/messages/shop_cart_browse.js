/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Cart_BrowseInputs */

const en_shop_cart_browse = /** @type {(inputs: Shop_Cart_BrowseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse the shop`)
};

const de_shop_cart_browse = /** @type {(inputs: Shop_Cart_BrowseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Shop`)
};

/**
* | output |
* | --- |
* | "Browse the shop" |
*
* @param {Shop_Cart_BrowseInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_browse = /** @type {((inputs?: Shop_Cart_BrowseInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_BrowseInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_cart_browse(inputs)
	return en_shop_cart_browse(inputs)
});
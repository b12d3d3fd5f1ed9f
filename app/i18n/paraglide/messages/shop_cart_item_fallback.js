/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Cart_Item_FallbackInputs */

const en_shop_cart_item_fallback = /** @type {(inputs: Shop_Cart_Item_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item`)
};

const de_shop_cart_item_fallback = /** @type {(inputs: Shop_Cart_Item_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel`)
};

/**
* | output |
* | --- |
* | "Item" |
*
* @param {Shop_Cart_Item_FallbackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_item_fallback = /** @type {((inputs?: Shop_Cart_Item_FallbackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Item_FallbackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_cart_item_fallback(inputs)
	return en_shop_cart_item_fallback(inputs)
});
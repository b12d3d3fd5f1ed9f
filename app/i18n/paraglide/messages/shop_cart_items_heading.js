/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Cart_Items_HeadingInputs */

const en_shop_cart_items_heading = /** @type {(inputs: Shop_Cart_Items_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items in your cart`)
};

const de_shop_cart_items_heading = /** @type {(inputs: Shop_Cart_Items_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel in deinem Warenkorb`)
};

/**
* | output |
* | --- |
* | "Items in your cart" |
*
* @param {Shop_Cart_Items_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_items_heading = /** @type {((inputs?: Shop_Cart_Items_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Items_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_cart_items_heading(inputs)
	return en_shop_cart_items_heading(inputs)
});
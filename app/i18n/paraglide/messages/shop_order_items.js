/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Order_ItemsInputs */

const en_shop_order_items = /** @type {(inputs: Shop_Order_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items`)
};

const de_shop_order_items = /** @type {(inputs: Shop_Order_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel`)
};

/**
* | output |
* | --- |
* | "Items" |
*
* @param {Shop_Order_ItemsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_items = /** @type {((inputs?: Shop_Order_ItemsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_ItemsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_order_items(inputs)
	return en_shop_order_items(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Cart_Item_RemovedInputs */

const en_shop_cart_item_removed = /** @type {(inputs: Shop_Cart_Item_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item removed from your cart.`)
};

const de_shop_cart_item_removed = /** @type {(inputs: Shop_Cart_Item_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel aus dem Warenkorb entfernt.`)
};

/**
* | output |
* | --- |
* | "Item removed from your cart." |
*
* @param {Shop_Cart_Item_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_item_removed = /** @type {((inputs?: Shop_Cart_Item_RemovedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Item_RemovedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_cart_item_removed(inputs)
	return en_shop_cart_item_removed(inputs)
});
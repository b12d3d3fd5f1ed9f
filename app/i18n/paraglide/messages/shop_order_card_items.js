/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Shop_Order_Card_ItemsInputs */

const en_shop_order_card_items = /** @type {(inputs: Shop_Order_Card_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Items in order #${i?.number}`)
};

const de_shop_order_card_items = /** @type {(inputs: Shop_Order_Card_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Artikel in Bestellung #${i?.number}`)
};

/**
* | output |
* | --- |
* | "Items in order #{number}" |
*
* @param {Shop_Order_Card_ItemsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_card_items = /** @type {((inputs: Shop_Order_Card_ItemsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_Card_ItemsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_order_card_items(inputs)
	return en_shop_order_card_items(inputs)
});
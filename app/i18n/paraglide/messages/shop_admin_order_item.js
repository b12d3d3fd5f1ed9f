/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Order_ItemInputs */

const en_shop_admin_order_item = /** @type {(inputs: Shop_Admin_Order_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item`)
};

const de_shop_admin_order_item = /** @type {(inputs: Shop_Admin_Order_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel`)
};

/**
* | output |
* | --- |
* | "Item" |
*
* @param {Shop_Admin_Order_ItemInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_item = /** @type {((inputs?: Shop_Admin_Order_ItemInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_ItemInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_item(inputs)
	return en_shop_admin_order_item(inputs)
});
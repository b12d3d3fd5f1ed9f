/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Order_QtyInputs */

const en_shop_admin_order_qty = /** @type {(inputs: Shop_Admin_Order_QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qty`)
};

const de_shop_admin_order_qty = /** @type {(inputs: Shop_Admin_Order_QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menge`)
};

/**
* | output |
* | --- |
* | "Qty" |
*
* @param {Shop_Admin_Order_QtyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_qty = /** @type {((inputs?: Shop_Admin_Order_QtyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_QtyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_qty(inputs)
	return en_shop_admin_order_qty(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Orders_Col_OrderInputs */

const en_shop_admin_orders_col_order = /** @type {(inputs: Shop_Admin_Orders_Col_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order`)
};

const de_shop_admin_orders_col_order = /** @type {(inputs: Shop_Admin_Orders_Col_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellung`)
};

/**
* | output |
* | --- |
* | "Order" |
*
* @param {Shop_Admin_Orders_Col_OrderInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_orders_col_order = /** @type {((inputs?: Shop_Admin_Orders_Col_OrderInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Orders_Col_OrderInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_orders_col_order(inputs)
	return en_shop_admin_orders_col_order(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Orders_EmptyInputs */

const en_shop_admin_orders_empty = /** @type {(inputs: Shop_Admin_Orders_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No orders found`)
};

const de_shop_admin_orders_empty = /** @type {(inputs: Shop_Admin_Orders_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Bestellungen gefunden`)
};

/**
* | output |
* | --- |
* | "No orders found" |
*
* @param {Shop_Admin_Orders_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_orders_empty = /** @type {((inputs?: Shop_Admin_Orders_EmptyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Orders_EmptyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_orders_empty(inputs)
	return en_shop_admin_orders_empty(inputs)
});
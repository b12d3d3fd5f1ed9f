/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Pick_OrdersInputs */

const en_shop_admin_pick_orders = /** @type {(inputs: Shop_Admin_Pick_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup orders`)
};

const de_shop_admin_pick_orders = /** @type {(inputs: Shop_Admin_Pick_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellungen zur Abholung`)
};

/**
* | output |
* | --- |
* | "Pickup orders" |
*
* @param {Shop_Admin_Pick_OrdersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_pick_orders = /** @type {((inputs?: Shop_Admin_Pick_OrdersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Pick_OrdersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_pick_orders(inputs)
	return en_shop_admin_pick_orders(inputs)
});
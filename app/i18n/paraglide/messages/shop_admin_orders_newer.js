/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Orders_NewerInputs */

const en_shop_admin_orders_newer = /** @type {(inputs: Shop_Admin_Orders_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newer orders`)
};

const de_shop_admin_orders_newer = /** @type {(inputs: Shop_Admin_Orders_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuere Bestellungen`)
};

/**
* | output |
* | --- |
* | "Newer orders" |
*
* @param {Shop_Admin_Orders_NewerInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_orders_newer = /** @type {((inputs?: Shop_Admin_Orders_NewerInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Orders_NewerInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_orders_newer(inputs)
	return en_shop_admin_orders_newer(inputs)
});
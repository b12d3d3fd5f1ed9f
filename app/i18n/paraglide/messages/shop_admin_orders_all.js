/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Orders_AllInputs */

const en_shop_admin_orders_all = /** @type {(inputs: Shop_Admin_Orders_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All orders`)
};

const de_shop_admin_orders_all = /** @type {(inputs: Shop_Admin_Orders_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Bestellungen`)
};

/**
* | output |
* | --- |
* | "All orders" |
*
* @param {Shop_Admin_Orders_AllInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_orders_all = /** @type {((inputs?: Shop_Admin_Orders_AllInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Orders_AllInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_orders_all(inputs)
	return en_shop_admin_orders_all(inputs)
});
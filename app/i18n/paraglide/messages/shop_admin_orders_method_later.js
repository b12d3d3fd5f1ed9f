/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Orders_Method_LaterInputs */

const en_shop_admin_orders_method_later = /** @type {(inputs: Shop_Admin_Orders_Method_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay later`)
};

const de_shop_admin_orders_method_later = /** @type {(inputs: Shop_Admin_Orders_Method_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Später zahlen`)
};

/**
* | output |
* | --- |
* | "Pay later" |
*
* @param {Shop_Admin_Orders_Method_LaterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_orders_method_later = /** @type {((inputs?: Shop_Admin_Orders_Method_LaterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Orders_Method_LaterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_orders_method_later(inputs)
	return en_shop_admin_orders_method_later(inputs)
});
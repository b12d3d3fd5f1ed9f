/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Orders_FilterInputs */

const en_shop_admin_orders_filter = /** @type {(inputs: Shop_Admin_Orders_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter`)
};

const de_shop_admin_orders_filter = /** @type {(inputs: Shop_Admin_Orders_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtern`)
};

/**
* | output |
* | --- |
* | "Filter" |
*
* @param {Shop_Admin_Orders_FilterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_orders_filter = /** @type {((inputs?: Shop_Admin_Orders_FilterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Orders_FilterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_orders_filter(inputs)
	return en_shop_admin_orders_filter(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Orders_Filter_LabelInputs */

const en_shop_admin_orders_filter_label = /** @type {(inputs: Shop_Admin_Orders_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter orders`)
};

const de_shop_admin_orders_filter_label = /** @type {(inputs: Shop_Admin_Orders_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellungen filtern`)
};

/**
* | output |
* | --- |
* | "Filter orders" |
*
* @param {Shop_Admin_Orders_Filter_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_orders_filter_label = /** @type {((inputs?: Shop_Admin_Orders_Filter_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Orders_Filter_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_orders_filter_label(inputs)
	return en_shop_admin_orders_filter_label(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Orders_FilteringInputs */

const en_shop_admin_orders_filtering = /** @type {(inputs: Shop_Admin_Orders_FilteringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtering...`)
};

const de_shop_admin_orders_filtering = /** @type {(inputs: Shop_Admin_Orders_FilteringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gefiltert...`)
};

/**
* | output |
* | --- |
* | "Filtering..." |
*
* @param {Shop_Admin_Orders_FilteringInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_orders_filtering = /** @type {((inputs?: Shop_Admin_Orders_FilteringInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Orders_FilteringInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_orders_filtering(inputs)
	return en_shop_admin_orders_filtering(inputs)
});
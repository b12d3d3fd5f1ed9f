/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Orders_All_StatusesInputs */

const en_shop_admin_orders_all_statuses = /** @type {(inputs: Shop_Admin_Orders_All_StatusesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All statuses`)
};

const de_shop_admin_orders_all_statuses = /** @type {(inputs: Shop_Admin_Orders_All_StatusesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Status`)
};

/**
* | output |
* | --- |
* | "All statuses" |
*
* @param {Shop_Admin_Orders_All_StatusesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_orders_all_statuses = /** @type {((inputs?: Shop_Admin_Orders_All_StatusesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Orders_All_StatusesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_orders_all_statuses(inputs)
	return en_shop_admin_orders_all_statuses(inputs)
});
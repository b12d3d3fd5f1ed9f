/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Stat_OrdersInputs */

const en_admin_dashboard_stat_orders = /** @type {(inputs: Admin_Dashboard_Stat_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders`)
};

const de_admin_dashboard_stat_orders = /** @type {(inputs: Admin_Dashboard_Stat_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellungen`)
};

/**
* | output |
* | --- |
* | "Orders" |
*
* @param {Admin_Dashboard_Stat_OrdersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_stat_orders = /** @type {((inputs?: Admin_Dashboard_Stat_OrdersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Stat_OrdersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_dashboard_stat_orders(inputs)
	return en_admin_dashboard_stat_orders(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Manage_OrdersInputs */

const en_admin_dashboard_manage_orders = /** @type {(inputs: Admin_Dashboard_Manage_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage orders`)
};

const de_admin_dashboard_manage_orders = /** @type {(inputs: Admin_Dashboard_Manage_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellungen verwalten`)
};

/**
* | output |
* | --- |
* | "Manage orders" |
*
* @param {Admin_Dashboard_Manage_OrdersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_manage_orders = /** @type {((inputs?: Admin_Dashboard_Manage_OrdersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Manage_OrdersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_dashboard_manage_orders(inputs)
	return en_admin_dashboard_manage_orders(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Manage_ProductsInputs */

const en_admin_dashboard_manage_products = /** @type {(inputs: Admin_Dashboard_Manage_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage products`)
};

const de_admin_dashboard_manage_products = /** @type {(inputs: Admin_Dashboard_Manage_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produkte verwalten`)
};

/**
* | output |
* | --- |
* | "Manage products" |
*
* @param {Admin_Dashboard_Manage_ProductsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_manage_products = /** @type {((inputs?: Admin_Dashboard_Manage_ProductsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Manage_ProductsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_dashboard_manage_products(inputs)
	return en_admin_dashboard_manage_products(inputs)
});
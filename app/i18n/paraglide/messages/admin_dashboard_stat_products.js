/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Stat_ProductsInputs */

const en_admin_dashboard_stat_products = /** @type {(inputs: Admin_Dashboard_Stat_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Products`)
};

const de_admin_dashboard_stat_products = /** @type {(inputs: Admin_Dashboard_Stat_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produkte`)
};

/**
* | output |
* | --- |
* | "Products" |
*
* @param {Admin_Dashboard_Stat_ProductsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_stat_products = /** @type {((inputs?: Admin_Dashboard_Stat_ProductsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Stat_ProductsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_dashboard_stat_products(inputs)
	return en_admin_dashboard_stat_products(inputs)
});
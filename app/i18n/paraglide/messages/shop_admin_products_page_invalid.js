/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Products_Page_InvalidInputs */

const en_shop_admin_products_page_invalid = /** @type {(inputs: Shop_Admin_Products_Page_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page must be a whole number from 1`)
};

const de_shop_admin_products_page_invalid = /** @type {(inputs: Shop_Admin_Products_Page_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Seite muss eine ganze Zahl ab 1 sein`)
};

/**
* | output |
* | --- |
* | "Page must be a whole number from 1" |
*
* @param {Shop_Admin_Products_Page_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_products_page_invalid = /** @type {((inputs?: Shop_Admin_Products_Page_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Products_Page_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_products_page_invalid(inputs)
	return en_shop_admin_products_page_invalid(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Products_EmptyInputs */

const en_shop_admin_products_empty = /** @type {(inputs: Shop_Admin_Products_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No products yet.`)
};

const de_shop_admin_products_empty = /** @type {(inputs: Shop_Admin_Products_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Produkte.`)
};

/**
* | output |
* | --- |
* | "No products yet." |
*
* @param {Shop_Admin_Products_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_products_empty = /** @type {((inputs?: Shop_Admin_Products_EmptyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Products_EmptyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_products_empty(inputs)
	return en_shop_admin_products_empty(inputs)
});
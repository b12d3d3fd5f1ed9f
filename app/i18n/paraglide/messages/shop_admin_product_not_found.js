/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Product_Not_FoundInputs */

const en_shop_admin_product_not_found = /** @type {(inputs: Shop_Admin_Product_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product not found`)
};

const de_shop_admin_product_not_found = /** @type {(inputs: Shop_Admin_Product_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produkt nicht gefunden`)
};

/**
* | output |
* | --- |
* | "Product not found" |
*
* @param {Shop_Admin_Product_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_product_not_found = /** @type {((inputs?: Shop_Admin_Product_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Product_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_product_not_found(inputs)
	return en_shop_admin_product_not_found(inputs)
});
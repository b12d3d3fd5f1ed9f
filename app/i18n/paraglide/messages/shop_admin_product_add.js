/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Product_AddInputs */

const en_shop_admin_product_add = /** @type {(inputs: Shop_Admin_Product_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add New Product`)
};

const de_shop_admin_product_add = /** @type {(inputs: Shop_Admin_Product_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Produkt hinzufügen`)
};

/**
* | output |
* | --- |
* | "Add New Product" |
*
* @param {Shop_Admin_Product_AddInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_product_add = /** @type {((inputs?: Shop_Admin_Product_AddInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Product_AddInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_product_add(inputs)
	return en_shop_admin_product_add(inputs)
});
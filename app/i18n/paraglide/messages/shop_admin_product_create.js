/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Product_CreateInputs */

const en_shop_admin_product_create = /** @type {(inputs: Shop_Admin_Product_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Product`)
};

const de_shop_admin_product_create = /** @type {(inputs: Shop_Admin_Product_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produkt anlegen`)
};

/**
* | output |
* | --- |
* | "Create Product" |
*
* @param {Shop_Admin_Product_CreateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_product_create = /** @type {((inputs?: Shop_Admin_Product_CreateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Product_CreateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_product_create(inputs)
	return en_shop_admin_product_create(inputs)
});
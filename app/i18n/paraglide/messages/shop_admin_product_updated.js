/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Product_UpdatedInputs */

const en_shop_admin_product_updated = /** @type {(inputs: Shop_Admin_Product_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product updated successfully!`)
};

const de_shop_admin_product_updated = /** @type {(inputs: Shop_Admin_Product_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produkt gespeichert!`)
};

/**
* | output |
* | --- |
* | "Product updated successfully!" |
*
* @param {Shop_Admin_Product_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_product_updated = /** @type {((inputs?: Shop_Admin_Product_UpdatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Product_UpdatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_product_updated(inputs)
	return en_shop_admin_product_updated(inputs)
});
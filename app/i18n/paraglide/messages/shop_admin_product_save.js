/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Product_SaveInputs */

const en_shop_admin_product_save = /** @type {(inputs: Shop_Admin_Product_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save Product`)
};

const de_shop_admin_product_save = /** @type {(inputs: Shop_Admin_Product_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produkt speichern`)
};

/**
* | output |
* | --- |
* | "Save Product" |
*
* @param {Shop_Admin_Product_SaveInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_product_save = /** @type {((inputs?: Shop_Admin_Product_SaveInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Product_SaveInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_product_save(inputs)
	return en_shop_admin_product_save(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Product_Update_FailedInputs */

const en_shop_admin_product_update_failed = /** @type {(inputs: Shop_Admin_Product_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update product. Please try again.`)
};

const de_shop_admin_product_update_failed = /** @type {(inputs: Shop_Admin_Product_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Produkt konnte nicht gespeichert werden. Bitte versuch es noch einmal.`)
};

/**
* | output |
* | --- |
* | "Failed to update product. Please try again." |
*
* @param {Shop_Admin_Product_Update_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_product_update_failed = /** @type {((inputs?: Shop_Admin_Product_Update_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Product_Update_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_product_update_failed(inputs)
	return en_shop_admin_product_update_failed(inputs)
});
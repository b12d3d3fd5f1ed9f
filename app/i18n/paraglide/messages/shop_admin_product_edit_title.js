/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Product_Edit_TitleInputs */

const en_shop_admin_product_edit_title = /** @type {(inputs: Shop_Admin_Product_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Product`)
};

const de_shop_admin_product_edit_title = /** @type {(inputs: Shop_Admin_Product_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produkt bearbeiten`)
};

/**
* | output |
* | --- |
* | "Edit Product" |
*
* @param {Shop_Admin_Product_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_product_edit_title = /** @type {((inputs?: Shop_Admin_Product_Edit_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Product_Edit_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_product_edit_title(inputs)
	return en_shop_admin_product_edit_title(inputs)
});
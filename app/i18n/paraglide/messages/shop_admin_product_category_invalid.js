/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Product_Category_InvalidInputs */

const en_shop_admin_product_category_invalid = /** @type {(inputs: Shop_Admin_Product_Category_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose apparel, accessories or stickers`)
};

const de_shop_admin_product_category_invalid = /** @type {(inputs: Shop_Admin_Product_Category_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle Kleidung, Accessoires oder Sticker`)
};

/**
* | output |
* | --- |
* | "Choose apparel, accessories or stickers" |
*
* @param {Shop_Admin_Product_Category_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_product_category_invalid = /** @type {((inputs?: Shop_Admin_Product_Category_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Product_Category_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_product_category_invalid(inputs)
	return en_shop_admin_product_category_invalid(inputs)
});
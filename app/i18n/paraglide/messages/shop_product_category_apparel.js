/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Product_Category_ApparelInputs */

const en_shop_product_category_apparel = /** @type {(inputs: Shop_Product_Category_ApparelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apparel`)
};

const de_shop_product_category_apparel = /** @type {(inputs: Shop_Product_Category_ApparelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kleidung`)
};

/**
* | output |
* | --- |
* | "Apparel" |
*
* @param {Shop_Product_Category_ApparelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_product_category_apparel = /** @type {((inputs?: Shop_Product_Category_ApparelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Product_Category_ApparelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_product_category_apparel(inputs)
	return en_shop_product_category_apparel(inputs)
});
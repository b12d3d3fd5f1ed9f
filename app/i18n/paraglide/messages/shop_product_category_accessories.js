/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Product_Category_AccessoriesInputs */

const en_shop_product_category_accessories = /** @type {(inputs: Shop_Product_Category_AccessoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accessories`)
};

const de_shop_product_category_accessories = /** @type {(inputs: Shop_Product_Category_AccessoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accessoires`)
};

/**
* | output |
* | --- |
* | "Accessories" |
*
* @param {Shop_Product_Category_AccessoriesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_product_category_accessories = /** @type {((inputs?: Shop_Product_Category_AccessoriesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Product_Category_AccessoriesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_product_category_accessories(inputs)
	return en_shop_product_category_accessories(inputs)
});
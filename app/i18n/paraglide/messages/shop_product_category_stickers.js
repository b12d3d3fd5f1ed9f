/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Product_Category_StickersInputs */

const en_shop_product_category_stickers = /** @type {(inputs: Shop_Product_Category_StickersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stickers`)
};

const de_shop_product_category_stickers = /** @type {(inputs: Shop_Product_Category_StickersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sticker`)
};

/**
* | output |
* | --- |
* | "Stickers" |
*
* @param {Shop_Product_Category_StickersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_product_category_stickers = /** @type {((inputs?: Shop_Product_Category_StickersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Product_Category_StickersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_product_category_stickers(inputs)
	return en_shop_product_category_stickers(inputs)
});
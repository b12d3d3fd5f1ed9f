/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Product_DetailsInputs */

const en_shop_product_details = /** @type {(inputs: Shop_Product_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product Details`)
};

const de_shop_product_details = /** @type {(inputs: Shop_Product_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produktdetails`)
};

/**
* | output |
* | --- |
* | "Product Details" |
*
* @param {Shop_Product_DetailsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_product_details = /** @type {((inputs?: Shop_Product_DetailsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Product_DetailsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_product_details(inputs)
	return en_shop_product_details(inputs)
});
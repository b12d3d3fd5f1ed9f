/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Product_Price_NounInputs */

const en_shop_admin_product_price_noun = /** @type {(inputs: Shop_Admin_Product_Price_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`price`)
};

const de_shop_admin_product_price_noun = /** @type {(inputs: Shop_Admin_Product_Price_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preis`)
};

/**
* | output |
* | --- |
* | "price" |
*
* @param {Shop_Admin_Product_Price_NounInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_product_price_noun = /** @type {((inputs?: Shop_Admin_Product_Price_NounInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Product_Price_NounInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_product_price_noun(inputs)
	return en_shop_admin_product_price_noun(inputs)
});
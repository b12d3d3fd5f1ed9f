/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Product_Price_RequiredInputs */

const en_shop_admin_product_price_required = /** @type {(inputs: Shop_Admin_Product_Price_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price is required`)
};

const de_shop_admin_product_price_required = /** @type {(inputs: Shop_Admin_Product_Price_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib einen Preis ein`)
};

/**
* | output |
* | --- |
* | "Price is required" |
*
* @param {Shop_Admin_Product_Price_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_product_price_required = /** @type {((inputs?: Shop_Admin_Product_Price_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Product_Price_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_product_price_required(inputs)
	return en_shop_admin_product_price_required(inputs)
});
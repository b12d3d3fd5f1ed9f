/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ symbol: NonNullable<unknown> }} Shop_Admin_Product_PriceInputs */

const en_shop_admin_product_price = /** @type {(inputs: Shop_Admin_Product_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Price (${i?.symbol})`)
};

const de_shop_admin_product_price = /** @type {(inputs: Shop_Admin_Product_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Preis (${i?.symbol})`)
};

/**
* | output |
* | --- |
* | "Price ({symbol})" |
*
* @param {Shop_Admin_Product_PriceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_product_price = /** @type {((inputs: Shop_Admin_Product_PriceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Product_PriceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_product_price(inputs)
	return en_shop_admin_product_price(inputs)
});
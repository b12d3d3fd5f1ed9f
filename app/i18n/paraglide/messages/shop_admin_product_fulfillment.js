/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Product_FulfillmentInputs */

const en_shop_admin_product_fulfillment = /** @type {(inputs: Shop_Admin_Product_FulfillmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fulfillment`)
};

const de_shop_admin_product_fulfillment = /** @type {(inputs: Shop_Admin_Product_FulfillmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versandart`)
};

/**
* | output |
* | --- |
* | "Fulfillment" |
*
* @param {Shop_Admin_Product_FulfillmentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_product_fulfillment = /** @type {((inputs?: Shop_Admin_Product_FulfillmentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Product_FulfillmentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_product_fulfillment(inputs)
	return en_shop_admin_product_fulfillment(inputs)
});
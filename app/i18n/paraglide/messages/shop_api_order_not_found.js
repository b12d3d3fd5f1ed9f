/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Api_Order_Not_FoundInputs */

const en_shop_api_order_not_found = /** @type {(inputs: Shop_Api_Order_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order not found`)
};

const de_shop_api_order_not_found = /** @type {(inputs: Shop_Api_Order_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellung nicht gefunden`)
};

/**
* | output |
* | --- |
* | "Order not found" |
*
* @param {Shop_Api_Order_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_api_order_not_found = /** @type {((inputs?: Shop_Api_Order_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Api_Order_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_api_order_not_found(inputs)
	return en_shop_api_order_not_found(inputs)
});
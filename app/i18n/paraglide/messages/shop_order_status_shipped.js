/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Order_Status_ShippedInputs */

const en_shop_order_status_shipped = /** @type {(inputs: Shop_Order_Status_ShippedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipped`)
};

const de_shop_order_status_shipped = /** @type {(inputs: Shop_Order_Status_ShippedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versandt`)
};

/**
* | output |
* | --- |
* | "Shipped" |
*
* @param {Shop_Order_Status_ShippedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_status_shipped = /** @type {((inputs?: Shop_Order_Status_ShippedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_Status_ShippedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_order_status_shipped(inputs)
	return en_shop_order_status_shipped(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Order_CustomerInputs */

const en_shop_order_customer = /** @type {(inputs: Shop_Order_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customer`)
};

const de_shop_order_customer = /** @type {(inputs: Shop_Order_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kund:in`)
};

/**
* | output |
* | --- |
* | "Customer" |
*
* @param {Shop_Order_CustomerInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_customer = /** @type {((inputs?: Shop_Order_CustomerInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_CustomerInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_order_customer(inputs)
	return en_shop_order_customer(inputs)
});
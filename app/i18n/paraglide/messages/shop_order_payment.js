/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Order_PaymentInputs */

const en_shop_order_payment = /** @type {(inputs: Shop_Order_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment`)
};

const de_shop_order_payment = /** @type {(inputs: Shop_Order_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung`)
};

/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Shop_Order_PaymentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_payment = /** @type {((inputs?: Shop_Order_PaymentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_PaymentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_order_payment(inputs)
	return en_shop_order_payment(inputs)
});
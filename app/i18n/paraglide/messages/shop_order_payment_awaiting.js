/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Order_Payment_AwaitingInputs */

const en_shop_order_payment_awaiting = /** @type {(inputs: Shop_Order_Payment_AwaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Awaiting payment`)
};

const de_shop_order_payment_awaiting = /** @type {(inputs: Shop_Order_Payment_AwaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung ausstehend`)
};

/**
* | output |
* | --- |
* | "Awaiting payment" |
*
* @param {Shop_Order_Payment_AwaitingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_payment_awaiting = /** @type {((inputs?: Shop_Order_Payment_AwaitingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_Payment_AwaitingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_order_payment_awaiting(inputs)
	return en_shop_order_payment_awaiting(inputs)
});
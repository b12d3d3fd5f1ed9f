/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Checkout_Continue_To_PaymentInputs */

const en_shop_checkout_continue_to_payment = /** @type {(inputs: Shop_Checkout_Continue_To_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue to payment`)
};

const de_shop_checkout_continue_to_payment = /** @type {(inputs: Shop_Checkout_Continue_To_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter zur Zahlung`)
};

/**
* | output |
* | --- |
* | "Continue to payment" |
*
* @param {Shop_Checkout_Continue_To_PaymentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_continue_to_payment = /** @type {((inputs?: Shop_Checkout_Continue_To_PaymentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Continue_To_PaymentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_continue_to_payment(inputs)
	return en_shop_checkout_continue_to_payment(inputs)
});
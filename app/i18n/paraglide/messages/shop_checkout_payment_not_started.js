/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Checkout_Payment_Not_StartedInputs */

const en_shop_checkout_payment_not_started = /** @type {(inputs: Shop_Checkout_Payment_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment could not be started. Please try again.`)
};

const de_shop_checkout_payment_not_started = /** @type {(inputs: Shop_Checkout_Payment_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zahlung konnte nicht gestartet werden. Bitte versuch es noch einmal.`)
};

/**
* | output |
* | --- |
* | "Payment could not be started. Please try again." |
*
* @param {Shop_Checkout_Payment_Not_StartedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_payment_not_started = /** @type {((inputs?: Shop_Checkout_Payment_Not_StartedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Payment_Not_StartedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_payment_not_started(inputs)
	return en_shop_checkout_payment_not_started(inputs)
});
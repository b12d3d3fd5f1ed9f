/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Order_Payment_LaterInputs */

const en_shop_order_payment_later = /** @type {(inputs: Shop_Order_Payment_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay at pickup / on invoice`)
};

const de_shop_order_payment_later = /** @type {(inputs: Shop_Order_Payment_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung bei Abholung / auf Rechnung`)
};

/**
* | output |
* | --- |
* | "Pay at pickup / on invoice" |
*
* @param {Shop_Order_Payment_LaterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_payment_later = /** @type {((inputs?: Shop_Order_Payment_LaterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_Payment_LaterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_order_payment_later(inputs)
	return en_shop_order_payment_later(inputs)
});
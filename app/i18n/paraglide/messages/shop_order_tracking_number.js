/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Order_Tracking_NumberInputs */

const en_shop_order_tracking_number = /** @type {(inputs: Shop_Order_Tracking_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking number`)
};

const de_shop_order_tracking_number = /** @type {(inputs: Shop_Order_Tracking_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sendungsnummer`)
};

/**
* | output |
* | --- |
* | "Tracking number" |
*
* @param {Shop_Order_Tracking_NumberInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_tracking_number = /** @type {((inputs?: Shop_Order_Tracking_NumberInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_Tracking_NumberInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_order_tracking_number(inputs)
	return en_shop_order_tracking_number(inputs)
});
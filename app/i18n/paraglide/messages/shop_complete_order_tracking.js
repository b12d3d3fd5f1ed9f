/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Complete_Order_TrackingInputs */

const en_shop_complete_order_tracking = /** @type {(inputs: Shop_Complete_Order_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order Tracking`)
};

const de_shop_complete_order_tracking = /** @type {(inputs: Shop_Complete_Order_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellverfolgung`)
};

/**
* | output |
* | --- |
* | "Order Tracking" |
*
* @param {Shop_Complete_Order_TrackingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_order_tracking = /** @type {((inputs?: Shop_Complete_Order_TrackingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_Order_TrackingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_complete_order_tracking(inputs)
	return en_shop_complete_order_tracking(inputs)
});
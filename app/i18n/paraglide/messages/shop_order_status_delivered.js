/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Order_Status_DeliveredInputs */

const en_shop_order_status_delivered = /** @type {(inputs: Shop_Order_Status_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivered`)
};

const de_shop_order_status_delivered = /** @type {(inputs: Shop_Order_Status_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zugestellt`)
};

/**
* | output |
* | --- |
* | "Delivered" |
*
* @param {Shop_Order_Status_DeliveredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_status_delivered = /** @type {((inputs?: Shop_Order_Status_DeliveredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_Status_DeliveredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_order_status_delivered(inputs)
	return en_shop_order_status_delivered(inputs)
});
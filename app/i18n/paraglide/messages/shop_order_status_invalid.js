/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ statuses: NonNullable<unknown> }} Shop_Order_Status_InvalidInputs */

const en_shop_order_status_invalid = /** @type {(inputs: Shop_Order_Status_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`status must be one of ${i?.statuses}`)
};

const de_shop_order_status_invalid = /** @type {(inputs: Shop_Order_Status_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`status muss einer dieser Werte sein: ${i?.statuses}`)
};

/**
* | output |
* | --- |
* | "status must be one of {statuses}" |
*
* @param {Shop_Order_Status_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_status_invalid = /** @type {((inputs: Shop_Order_Status_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_Status_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_order_status_invalid(inputs)
	return en_shop_order_status_invalid(inputs)
});
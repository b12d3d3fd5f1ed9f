/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Shop_Order_Status_WordInputs */

const en_shop_order_status_word = /** @type {(inputs: Shop_Order_Status_WordInputs) => LocalizedString} */ (i) => {
	if (i?.status === "pending") return /** @type {LocalizedString} */ (`pending`);
	if (i?.status === "processing") return /** @type {LocalizedString} */ (`processing`);
	if (i?.status === "shipped") return /** @type {LocalizedString} */ (`shipped`);
	if (i?.status === "delivered") return /** @type {LocalizedString} */ (`delivered`);
	if (i?.status === "cancelled") return /** @type {LocalizedString} */ (`cancelled`);
	return /** @type {LocalizedString} */ (`${i?.status}`)
	
};

const de_shop_order_status_word = /** @type {(inputs: Shop_Order_Status_WordInputs) => LocalizedString} */ (i) => {
	if (i?.status === "pending") return /** @type {LocalizedString} */ (`offen`);
	if (i?.status === "processing") return /** @type {LocalizedString} */ (`in Bearbeitung`);
	if (i?.status === "shipped") return /** @type {LocalizedString} */ (`versandt`);
	if (i?.status === "delivered") return /** @type {LocalizedString} */ (`zugestellt`);
	if (i?.status === "cancelled") return /** @type {LocalizedString} */ (`storniert`);
	return /** @type {LocalizedString} */ (`${i?.status}`)
	
};

/**
* | status | output |
* | --- | --- |
* | "pending" | "pending" |
* | "processing" | "processing" |
* | "shipped" | "shipped" |
* | "delivered" | "delivered" |
* | "cancelled" | "cancelled" |
* | * | "{status}" |
*
* @param {Shop_Order_Status_WordInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_status_word = /** @type {((inputs: Shop_Order_Status_WordInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_Status_WordInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_order_status_word(inputs)
	return en_shop_order_status_word(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Order_Tracking_LinkInputs */

const en_shop_order_tracking_link = /** @type {(inputs: Shop_Order_Tracking_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking link`)
};

const de_shop_order_tracking_link = /** @type {(inputs: Shop_Order_Tracking_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link zur Sendungsverfolgung`)
};

/**
* | output |
* | --- |
* | "Tracking link" |
*
* @param {Shop_Order_Tracking_LinkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_tracking_link = /** @type {((inputs?: Shop_Order_Tracking_LinkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_Tracking_LinkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_order_tracking_link(inputs)
	return en_shop_order_tracking_link(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Order_No_DeliveryInputs */

const en_shop_admin_order_no_delivery = /** @type {(inputs: Shop_Admin_Order_No_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pickup event or address recorded.`)
};

const de_shop_admin_order_no_delivery = /** @type {(inputs: Shop_Admin_Order_No_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weder Abholtermin noch Adresse erfasst.`)
};

/**
* | output |
* | --- |
* | "No pickup event or address recorded." |
*
* @param {Shop_Admin_Order_No_DeliveryInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_no_delivery = /** @type {((inputs?: Shop_Admin_Order_No_DeliveryInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_No_DeliveryInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_no_delivery(inputs)
	return en_shop_admin_order_no_delivery(inputs)
});
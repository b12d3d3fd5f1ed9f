/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Order_DeliveryInputs */

const en_shop_admin_order_delivery = /** @type {(inputs: Shop_Admin_Order_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery`)
};

const de_shop_admin_order_delivery = /** @type {(inputs: Shop_Admin_Order_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieferung`)
};

/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Shop_Admin_Order_DeliveryInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_delivery = /** @type {((inputs?: Shop_Admin_Order_DeliveryInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_DeliveryInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_delivery(inputs)
	return en_shop_admin_order_delivery(inputs)
});
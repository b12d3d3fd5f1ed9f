/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Order_Check_ShippingInputs */

const en_shop_admin_order_check_shipping = /** @type {(inputs: Shop_Admin_Order_Check_ShippingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the shipping details.`)
};

const de_shop_admin_order_check_shipping = /** @type {(inputs: Shop_Admin_Order_Check_ShippingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prüf die Versanddaten.`)
};

/**
* | output |
* | --- |
* | "Check the shipping details." |
*
* @param {Shop_Admin_Order_Check_ShippingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_check_shipping = /** @type {((inputs?: Shop_Admin_Order_Check_ShippingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_Check_ShippingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_check_shipping(inputs)
	return en_shop_admin_order_check_shipping(inputs)
});
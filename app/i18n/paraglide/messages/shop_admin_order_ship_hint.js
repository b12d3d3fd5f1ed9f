/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Order_Ship_HintInputs */

const en_shop_admin_order_ship_hint = /** @type {(inputs: Shop_Admin_Order_Ship_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipping details are optional; the customer sees them in Order Tracking and in the email.`)
};

const de_shop_admin_order_ship_hint = /** @type {(inputs: Shop_Admin_Order_Ship_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Versanddaten sind optional; die Kundin oder der Kunde sieht sie in der Bestellverfolgung und in der E-Mail.`)
};

/**
* | output |
* | --- |
* | "Shipping details are optional; the customer sees them in Order Tracking and in the email." |
*
* @param {Shop_Admin_Order_Ship_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_ship_hint = /** @type {((inputs?: Shop_Admin_Order_Ship_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_Ship_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_ship_hint(inputs)
	return en_shop_admin_order_ship_hint(inputs)
});
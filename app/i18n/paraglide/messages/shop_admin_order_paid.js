/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Shop_Admin_Order_PaidInputs */

const en_shop_admin_order_paid = /** @type {(inputs: Shop_Admin_Order_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order #${i?.number} is marked paid.`)
};

const de_shop_admin_order_paid = /** @type {(inputs: Shop_Admin_Order_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestellung #${i?.number} ist als bezahlt markiert.`)
};

/**
* | output |
* | --- |
* | "Order #{number} is marked paid." |
*
* @param {Shop_Admin_Order_PaidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_paid = /** @type {((inputs: Shop_Admin_Order_PaidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_PaidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_paid(inputs)
	return en_shop_admin_order_paid(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, providerOrderId: NonNullable<unknown> }} Shop_Admin_Order_SentInputs */

const en_shop_admin_order_sent = /** @type {(inputs: Shop_Admin_Order_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order #${i?.number} is with Printify as order ${i?.providerOrderId}.`)
};

const de_shop_admin_order_sent = /** @type {(inputs: Shop_Admin_Order_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestellung #${i?.number} liegt bei Printify als Auftrag ${i?.providerOrderId}.`)
};

/**
* | output |
* | --- |
* | "Order #{number} is with Printify as order {providerOrderId}." |
*
* @param {Shop_Admin_Order_SentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_sent = /** @type {((inputs: Shop_Admin_Order_SentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_SentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_sent(inputs)
	return en_shop_admin_order_sent(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, providerOrderId: NonNullable<unknown> }} Shop_Admin_Order_Paid_SentInputs */

const en_shop_admin_order_paid_sent = /** @type {(inputs: Shop_Admin_Order_Paid_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order #${i?.number} is marked paid. Its print-on-demand items are with Printify (order ${i?.providerOrderId}).`)
};

const de_shop_admin_order_paid_sent = /** @type {(inputs: Shop_Admin_Order_Paid_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestellung #${i?.number} ist als bezahlt markiert. Ihre Print-on-Demand-Artikel liegen bei Printify (Auftrag ${i?.providerOrderId}).`)
};

/**
* | output |
* | --- |
* | "Order #{number} is marked paid. Its print-on-demand items are with Printify (order {providerOrderId})." |
*
* @param {Shop_Admin_Order_Paid_SentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_paid_sent = /** @type {((inputs: Shop_Admin_Order_Paid_SentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_Paid_SentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_paid_sent(inputs)
	return en_shop_admin_order_paid_sent(inputs)
});
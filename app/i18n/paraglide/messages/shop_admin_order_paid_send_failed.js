/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Shop_Admin_Order_Paid_Send_FailedInputs */

const en_shop_admin_order_paid_send_failed = /** @type {(inputs: Shop_Admin_Order_Paid_Send_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order #${i?.number} is marked paid. Sending its print-on-demand items to Printify failed: see the order's provider section to retry.`)
};

const de_shop_admin_order_paid_send_failed = /** @type {(inputs: Shop_Admin_Order_Paid_Send_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestellung #${i?.number} ist als bezahlt markiert. Das Senden ihrer Print-on-Demand-Artikel an Printify ist fehlgeschlagen: Im Abschnitt zum Anbieter kannst du es noch einmal versuchen.`)
};

/**
* | output |
* | --- |
* | "Order #{number} is marked paid. Sending its print-on-demand items to Printify failed: see the order's provider section to retry." |
*
* @param {Shop_Admin_Order_Paid_Send_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_paid_send_failed = /** @type {((inputs: Shop_Admin_Order_Paid_Send_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_Paid_Send_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_paid_send_failed(inputs)
	return en_shop_admin_order_paid_send_failed(inputs)
});
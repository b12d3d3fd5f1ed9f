/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown>, number: NonNullable<unknown> }} Shop_Admin_Order_UpdatedInputs */

const en_shop_admin_order_updated = /** @type {(inputs: Shop_Admin_Order_UpdatedInputs) => LocalizedString} */ (i) => {
	if (i?.status === "pending") return /** @type {LocalizedString} */ (`Order #${i?.number} is pending again. The customer has been emailed.`);
	if (i?.status === "processing") return /** @type {LocalizedString} */ (`Order #${i?.number} is being processed. The customer has been emailed.`);
	if (i?.status === "shipped") return /** @type {LocalizedString} */ (`Order #${i?.number} is shipped. The customer has been emailed.`);
	if (i?.status === "delivered") return /** @type {LocalizedString} */ (`Order #${i?.number} is delivered. The customer has been emailed.`);
	return /** @type {LocalizedString} */ (`Order #${i?.number} is cancelled. The customer has been emailed.`)
	
};

const de_shop_admin_order_updated = /** @type {(inputs: Shop_Admin_Order_UpdatedInputs) => LocalizedString} */ (i) => {
	if (i?.status === "pending") return /** @type {LocalizedString} */ (`Bestellung #${i?.number} ist wieder offen. Die Kundin oder der Kunde hat eine E-Mail bekommen.`);
	if (i?.status === "processing") return /** @type {LocalizedString} */ (`Bestellung #${i?.number} ist in Bearbeitung. Die Kundin oder der Kunde hat eine E-Mail bekommen.`);
	if (i?.status === "shipped") return /** @type {LocalizedString} */ (`Bestellung #${i?.number} ist versandt. Die Kundin oder der Kunde hat eine E-Mail bekommen.`);
	if (i?.status === "delivered") return /** @type {LocalizedString} */ (`Bestellung #${i?.number} ist zugestellt. Die Kundin oder der Kunde hat eine E-Mail bekommen.`);
	return /** @type {LocalizedString} */ (`Bestellung #${i?.number} ist storniert. Die Kundin oder der Kunde hat eine E-Mail bekommen.`)
	
};

/**
* | status | output |
* | --- | --- |
* | "pending" | "Order #{number} is pending again. The customer has been emailed." |
* | "processing" | "Order #{number} is being processed. The customer has been emailed." |
* | "shipped" | "Order #{number} is shipped. The customer has been emailed." |
* | "delivered" | "Order #{number} is delivered. The customer has been emailed." |
* | * | "Order #{number} is cancelled. The customer has been emailed." |
*
* @param {Shop_Admin_Order_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_updated = /** @type {((inputs: Shop_Admin_Order_UpdatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_UpdatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_updated(inputs)
	return en_shop_admin_order_updated(inputs)
});
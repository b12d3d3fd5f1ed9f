/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ event: NonNullable<unknown>, date: NonNullable<unknown> }} Shop_Admin_Order_Pickup_AtInputs */

const en_shop_admin_order_pickup_at = /** @type {(inputs: Shop_Admin_Order_Pickup_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup at ${i?.event}, ${i?.date}`)
};

const de_shop_admin_order_pickup_at = /** @type {(inputs: Shop_Admin_Order_Pickup_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abholung bei ${i?.event}, ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Pickup at {event}, {date}" |
*
* @param {Shop_Admin_Order_Pickup_AtInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_pickup_at = /** @type {((inputs: Shop_Admin_Order_Pickup_AtInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_Pickup_AtInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_pickup_at(inputs)
	return en_shop_admin_order_pickup_at(inputs)
});
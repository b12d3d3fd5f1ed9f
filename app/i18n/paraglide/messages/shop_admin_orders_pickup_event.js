/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Orders_Pickup_EventInputs */

const en_shop_admin_orders_pickup_event = /** @type {(inputs: Shop_Admin_Orders_Pickup_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup event`)
};

const de_shop_admin_orders_pickup_event = /** @type {(inputs: Shop_Admin_Orders_Pickup_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abholtermin`)
};

/**
* | output |
* | --- |
* | "Pickup event" |
*
* @param {Shop_Admin_Orders_Pickup_EventInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_orders_pickup_event = /** @type {((inputs?: Shop_Admin_Orders_Pickup_EventInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Orders_Pickup_EventInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_orders_pickup_event(inputs)
	return en_shop_admin_orders_pickup_event(inputs)
});
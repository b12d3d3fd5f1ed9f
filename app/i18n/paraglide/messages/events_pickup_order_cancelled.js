/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Pickup_Order_CancelledInputs */

const en_events_pickup_order_cancelled = /** @type {(inputs: Events_Pickup_Order_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order cancelled — do not hand it over`)
};

const de_events_pickup_order_cancelled = /** @type {(inputs: Events_Pickup_Order_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellung storniert – nicht aushändigen`)
};

/**
* | output |
* | --- |
* | "Order cancelled — do not hand it over" |
*
* @param {Events_Pickup_Order_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_order_cancelled = /** @type {((inputs?: Events_Pickup_Order_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_Order_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_pickup_order_cancelled(inputs)
	return en_events_pickup_order_cancelled(inputs)
});
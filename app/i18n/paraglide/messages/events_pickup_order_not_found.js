/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Pickup_Order_Not_FoundInputs */

const en_events_pickup_order_not_found = /** @type {(inputs: Events_Pickup_Order_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not an order to collect at this event`)
};

const de_events_pickup_order_not_found = /** @type {(inputs: Events_Pickup_Order_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Bestellung zum Abholen bei diesem Termin`)
};

/**
* | output |
* | --- |
* | "Not an order to collect at this event" |
*
* @param {Events_Pickup_Order_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_order_not_found = /** @type {((inputs?: Events_Pickup_Order_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_Order_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_pickup_order_not_found(inputs)
	return en_events_pickup_order_not_found(inputs)
});
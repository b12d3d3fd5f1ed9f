/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Pickup_GuestInputs */

const en_events_pickup_guest = /** @type {(inputs: Events_Pickup_GuestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guest`)
};

const de_events_pickup_guest = /** @type {(inputs: Events_Pickup_GuestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gast`)
};

/**
* | output |
* | --- |
* | "Guest" |
*
* @param {Events_Pickup_GuestInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_guest = /** @type {((inputs?: Events_Pickup_GuestInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_GuestInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_pickup_guest(inputs)
	return en_events_pickup_guest(inputs)
});
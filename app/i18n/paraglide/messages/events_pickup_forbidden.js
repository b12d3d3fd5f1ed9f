/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Pickup_ForbiddenInputs */

const en_events_pickup_forbidden = /** @type {(inputs: Events_Pickup_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only admins and this event's volunteers can hand over orders at its merch table.`)
};

const de_events_pickup_forbidden = /** @type {(inputs: Events_Pickup_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Admins und die Helfer:innen dieses Termins können am Merch-Stand Bestellungen aushändigen.`)
};

/**
* | output |
* | --- |
* | "Only admins and this event's volunteers can hand over orders at its merch table." |
*
* @param {Events_Pickup_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_forbidden = /** @type {((inputs?: Events_Pickup_ForbiddenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_ForbiddenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_pickup_forbidden(inputs)
	return en_events_pickup_forbidden(inputs)
});
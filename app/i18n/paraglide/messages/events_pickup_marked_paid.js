/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Pickup_Marked_PaidInputs */

const en_events_pickup_marked_paid = /** @type {(inputs: Events_Pickup_Marked_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment taken at the table: marked paid.`)
};

const de_events_pickup_marked_paid = /** @type {(inputs: Events_Pickup_Marked_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Am Stand bezahlt: als bezahlt markiert.`)
};

/**
* | output |
* | --- |
* | "Payment taken at the table: marked paid." |
*
* @param {Events_Pickup_Marked_PaidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_marked_paid = /** @type {((inputs?: Events_Pickup_Marked_PaidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_Marked_PaidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_pickup_marked_paid(inputs)
	return en_events_pickup_marked_paid(inputs)
});
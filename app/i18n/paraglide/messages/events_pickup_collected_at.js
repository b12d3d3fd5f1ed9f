/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Events_Pickup_Collected_AtInputs */

const en_events_pickup_collected_at = /** @type {(inputs: Events_Pickup_Collected_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Collected at ${i?.time}`)
};

const de_events_pickup_collected_at = /** @type {(inputs: Events_Pickup_Collected_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um ${i?.time} abgeholt`)
};

/**
* | output |
* | --- |
* | "Collected at {time}" |
*
* @param {Events_Pickup_Collected_AtInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_collected_at = /** @type {((inputs: Events_Pickup_Collected_AtInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_Collected_AtInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_pickup_collected_at(inputs)
	return en_events_pickup_collected_at(inputs)
});
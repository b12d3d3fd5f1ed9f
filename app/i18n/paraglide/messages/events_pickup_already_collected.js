/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Events_Pickup_Already_CollectedInputs */

const en_events_pickup_already_collected = /** @type {(inputs: Events_Pickup_Already_CollectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Already collected at ${i?.time}`)
};

const de_events_pickup_already_collected = /** @type {(inputs: Events_Pickup_Already_CollectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Schon um ${i?.time} abgeholt`)
};

/**
* | output |
* | --- |
* | "Already collected at {time}" |
*
* @param {Events_Pickup_Already_CollectedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_already_collected = /** @type {((inputs: Events_Pickup_Already_CollectedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_Already_CollectedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_pickup_already_collected(inputs)
	return en_events_pickup_already_collected(inputs)
});
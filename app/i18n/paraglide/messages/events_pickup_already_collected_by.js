/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown>, by: NonNullable<unknown> }} Events_Pickup_Already_Collected_ByInputs */

const en_events_pickup_already_collected_by = /** @type {(inputs: Events_Pickup_Already_Collected_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Already collected at ${i?.time} by ${i?.by}`)
};

const de_events_pickup_already_collected_by = /** @type {(inputs: Events_Pickup_Already_Collected_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Schon um ${i?.time} von ${i?.by} abgeholt`)
};

/**
* | output |
* | --- |
* | "Already collected at {time} by {by}" |
*
* @param {Events_Pickup_Already_Collected_ByInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_already_collected_by = /** @type {((inputs: Events_Pickup_Already_Collected_ByInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_Already_Collected_ByInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_pickup_already_collected_by(inputs)
	return en_events_pickup_already_collected_by(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Pickup_CollectedInputs */

const en_events_pickup_collected = /** @type {(inputs: Events_Pickup_CollectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Collected`)
};

const de_events_pickup_collected = /** @type {(inputs: Events_Pickup_CollectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgeholt`)
};

/**
* | output |
* | --- |
* | "Collected" |
*
* @param {Events_Pickup_CollectedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_collected = /** @type {((inputs?: Events_Pickup_CollectedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_CollectedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_pickup_collected(inputs)
	return en_events_pickup_collected(inputs)
});
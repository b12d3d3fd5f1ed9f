/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ query: NonNullable<unknown> }} Events_Pickup_No_ResultsInputs */

const en_events_pickup_no_results = /** @type {(inputs: Events_Pickup_No_ResultsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pickup order at this event matches “${i?.query}”.`)
};

const de_events_pickup_no_results = /** @type {(inputs: Events_Pickup_No_ResultsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keine Abholbestellung bei diesem Termin passt zu „${i?.query}“.`)
};

/**
* | output |
* | --- |
* | "No pickup order at this event matches “{query}”." |
*
* @param {Events_Pickup_No_ResultsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_no_results = /** @type {((inputs: Events_Pickup_No_ResultsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_No_ResultsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_pickup_no_results(inputs)
	return en_events_pickup_no_results(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ query: NonNullable<unknown> }} Events_Door_No_ResultsInputs */

const en_events_door_no_results = /** @type {(inputs: Events_Door_No_ResultsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No member or RSVP matches “${i?.query}”.`)
};

const de_events_door_no_results = /** @type {(inputs: Events_Door_No_ResultsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kein Mitglied und keine Zusage passt zu „${i?.query}“.`)
};

/**
* | output |
* | --- |
* | "No member or RSVP matches “{query}”." |
*
* @param {Events_Door_No_ResultsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_no_results = /** @type {((inputs: Events_Door_No_ResultsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_No_ResultsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_no_results(inputs)
	return en_events_door_no_results(inputs)
});
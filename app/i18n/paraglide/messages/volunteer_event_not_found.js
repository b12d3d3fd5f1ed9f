/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Event_Not_FoundInputs */

const en_volunteer_event_not_found = /** @type {(inputs: Volunteer_Event_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That event does not exist: choose one from the list.`)
};

const de_volunteer_event_not_found = /** @type {(inputs: Volunteer_Event_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diesen Termin gibt es nicht: Wähle einen aus der Liste.`)
};

/**
* | output |
* | --- |
* | "That event does not exist: choose one from the list." |
*
* @param {Volunteer_Event_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_event_not_found = /** @type {((inputs?: Volunteer_Event_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Event_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_event_not_found(inputs)
	return en_volunteer_event_not_found(inputs)
});
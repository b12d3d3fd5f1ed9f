/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Rsvp_Not_FoundInputs */

const en_events_rsvp_not_found = /** @type {(inputs: Events_Rsvp_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event does not exist.`)
};

const de_events_rsvp_not_found = /** @type {(inputs: Events_Rsvp_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diesen Termin gibt es nicht.`)
};

/**
* | output |
* | --- |
* | "This event does not exist." |
*
* @param {Events_Rsvp_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_not_found = /** @type {((inputs?: Events_Rsvp_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_rsvp_not_found(inputs)
	return en_events_rsvp_not_found(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Rsvp_PastInputs */

const en_events_rsvp_past = /** @type {(inputs: Events_Rsvp_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event has already taken place, so RSVPs are closed.`)
};

const de_events_rsvp_past = /** @type {(inputs: Events_Rsvp_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Termin ist schon vorbei, Zusagen sind geschlossen.`)
};

/**
* | output |
* | --- |
* | "This event has already taken place, so RSVPs are closed." |
*
* @param {Events_Rsvp_PastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_past = /** @type {((inputs?: Events_Rsvp_PastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_PastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_rsvp_past(inputs)
	return en_events_rsvp_past(inputs)
});
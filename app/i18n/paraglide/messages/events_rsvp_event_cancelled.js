/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Rsvp_Event_CancelledInputs */

const en_events_rsvp_event_cancelled = /** @type {(inputs: Events_Rsvp_Event_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event has been cancelled.`)
};

const de_events_rsvp_event_cancelled = /** @type {(inputs: Events_Rsvp_Event_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Termin wurde abgesagt.`)
};

/**
* | output |
* | --- |
* | "This event has been cancelled." |
*
* @param {Events_Rsvp_Event_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_event_cancelled = /** @type {((inputs?: Events_Rsvp_Event_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_Event_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_rsvp_event_cancelled(inputs)
	return en_events_rsvp_event_cancelled(inputs)
});
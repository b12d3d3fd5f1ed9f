/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Rsvp_RsvpingInputs */

const en_events_rsvp_rsvping = /** @type {(inputs: Events_Rsvp_RsvpingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RSVPing...`)
};

const de_events_rsvp_rsvping = /** @type {(inputs: Events_Rsvp_RsvpingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird zugesagt …`)
};

/**
* | output |
* | --- |
* | "RSVPing..." |
*
* @param {Events_Rsvp_RsvpingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_rsvping = /** @type {((inputs?: Events_Rsvp_RsvpingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_RsvpingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_rsvp_rsvping(inputs)
	return en_events_rsvp_rsvping(inputs)
});
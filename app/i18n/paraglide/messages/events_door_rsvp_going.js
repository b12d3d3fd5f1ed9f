/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_Rsvp_GoingInputs */

const en_events_door_rsvp_going = /** @type {(inputs: Events_Door_Rsvp_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RSVP'd going`)
};

const de_events_door_rsvp_going = /** @type {(inputs: Events_Door_Rsvp_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zugesagt`)
};

/**
* | output |
* | --- |
* | "RSVP'd going" |
*
* @param {Events_Door_Rsvp_GoingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_rsvp_going = /** @type {((inputs?: Events_Door_Rsvp_GoingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Rsvp_GoingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_rsvp_going(inputs)
	return en_events_door_rsvp_going(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_Rsvp_NoneInputs */

const en_events_door_rsvp_none = /** @type {(inputs: Events_Door_Rsvp_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No RSVP (walk-in)`)
};

const de_events_door_rsvp_none = /** @type {(inputs: Events_Door_Rsvp_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Zusage (spontan)`)
};

/**
* | output |
* | --- |
* | "No RSVP (walk-in)" |
*
* @param {Events_Door_Rsvp_NoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_rsvp_none = /** @type {((inputs?: Events_Door_Rsvp_NoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Rsvp_NoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_rsvp_none(inputs)
	return en_events_door_rsvp_none(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_Rsvp_WaitlistedInputs */

const en_events_door_rsvp_waitlisted = /** @type {(inputs: Events_Door_Rsvp_WaitlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On the waitlist`)
};

const de_events_door_rsvp_waitlisted = /** @type {(inputs: Events_Door_Rsvp_WaitlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf der Warteliste`)
};

/**
* | output |
* | --- |
* | "On the waitlist" |
*
* @param {Events_Door_Rsvp_WaitlistedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_rsvp_waitlisted = /** @type {((inputs?: Events_Door_Rsvp_WaitlistedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Rsvp_WaitlistedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_rsvp_waitlisted(inputs)
	return en_events_door_rsvp_waitlisted(inputs)
});
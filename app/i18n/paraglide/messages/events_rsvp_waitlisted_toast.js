/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Rsvp_Waitlisted_ToastInputs */

const en_events_rsvp_waitlisted_toast = /** @type {(inputs: Events_Rsvp_Waitlisted_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The event is full, so you're on the waitlist. We'll email you if a place opens up.`)
};

const de_events_rsvp_waitlisted_toast = /** @type {(inputs: Events_Rsvp_Waitlisted_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Termin ist ausgebucht, du stehst auf der Warteliste. Wir schreiben dir, sobald ein Platz frei wird.`)
};

/**
* | output |
* | --- |
* | "The event is full, so you're on the waitlist. We'll email you if a place opens up." |
*
* @param {Events_Rsvp_Waitlisted_ToastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_waitlisted_toast = /** @type {((inputs?: Events_Rsvp_Waitlisted_ToastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_Waitlisted_ToastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_rsvp_waitlisted_toast(inputs)
	return en_events_rsvp_waitlisted_toast(inputs)
});
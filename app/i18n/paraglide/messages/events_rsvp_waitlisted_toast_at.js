/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown> }} Events_Rsvp_Waitlisted_Toast_AtInputs */

const en_events_rsvp_waitlisted_toast_at = /** @type {(inputs: Events_Rsvp_Waitlisted_Toast_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The event is full, so you're on the waitlist (#${i?.position}). We'll email you if a place opens up.`)
};

const de_events_rsvp_waitlisted_toast_at = /** @type {(inputs: Events_Rsvp_Waitlisted_Toast_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Termin ist ausgebucht, du stehst auf der Warteliste (Platz ${i?.position}). Wir schreiben dir, sobald ein Platz frei wird.`)
};

/**
* | output |
* | --- |
* | "The event is full, so you're on the waitlist (#{position}). We'll email you if a place opens up." |
*
* @param {Events_Rsvp_Waitlisted_Toast_AtInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_waitlisted_toast_at = /** @type {((inputs: Events_Rsvp_Waitlisted_Toast_AtInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_Waitlisted_Toast_AtInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_rsvp_waitlisted_toast_at(inputs)
	return en_events_rsvp_waitlisted_toast_at(inputs)
});
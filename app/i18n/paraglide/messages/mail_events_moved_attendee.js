/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Mail_Events_Moved_AttendeeInputs */

const en_mail_events_moved_attendee = /** @type {(inputs: Mail_Events_Moved_AttendeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Can't make the new time? Cancel your RSVP at ${i?.url} so someone else gets the place.`)
};

const de_mail_events_moved_attendee = /** @type {(inputs: Mail_Events_Moved_AttendeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du kannst zur neuen Zeit nicht? Zieh deine Zusage unter ${i?.url} zurück, damit jemand anderes den Platz bekommt.`)
};

/**
* | output |
* | --- |
* | "Can't make the new time? Cancel your RSVP at {url} so someone else gets the place." |
*
* @param {Mail_Events_Moved_AttendeeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_events_moved_attendee = /** @type {((inputs: Mail_Events_Moved_AttendeeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Events_Moved_AttendeeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_events_moved_attendee(inputs)
	return en_mail_events_moved_attendee(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Events_Cancelled_AttendeeInputs */

const en_mail_events_cancelled_attendee = /** @type {(inputs: Mail_Events_Cancelled_AttendeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your RSVP no longer holds anything; there is nothing you need to do.`)
};

const de_mail_events_cancelled_attendee = /** @type {(inputs: Mail_Events_Cancelled_AttendeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Zusage ist damit hinfällig; du musst nichts weiter tun.`)
};

/**
* | output |
* | --- |
* | "Your RSVP no longer holds anything; there is nothing you need to do." |
*
* @param {Mail_Events_Cancelled_AttendeeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_events_cancelled_attendee = /** @type {((inputs?: Mail_Events_Cancelled_AttendeeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Events_Cancelled_AttendeeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_events_cancelled_attendee(inputs)
	return en_mail_events_cancelled_attendee(inputs)
});
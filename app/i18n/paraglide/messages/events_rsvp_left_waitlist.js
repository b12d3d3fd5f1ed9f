/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Rsvp_Left_WaitlistInputs */

const en_events_rsvp_left_waitlist = /** @type {(inputs: Events_Rsvp_Left_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You've left the waitlist.`)
};

const de_events_rsvp_left_waitlist = /** @type {(inputs: Events_Rsvp_Left_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast die Warteliste verlassen.`)
};

/**
* | output |
* | --- |
* | "You've left the waitlist." |
*
* @param {Events_Rsvp_Left_WaitlistInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_left_waitlist = /** @type {((inputs?: Events_Rsvp_Left_WaitlistInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_Left_WaitlistInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_rsvp_left_waitlist(inputs)
	return en_events_rsvp_left_waitlist(inputs)
});
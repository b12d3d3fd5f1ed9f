/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown> }} Events_Rsvp_On_Waitlist_AtInputs */

const en_events_rsvp_on_waitlist_at = /** @type {(inputs: Events_Rsvp_On_Waitlist_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You're on the waitlist (#${i?.position})`)
};

const de_events_rsvp_on_waitlist_at = /** @type {(inputs: Events_Rsvp_On_Waitlist_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du stehst auf der Warteliste (Platz ${i?.position})`)
};

/**
* | output |
* | --- |
* | "You're on the waitlist (#{position})" |
*
* @param {Events_Rsvp_On_Waitlist_AtInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_on_waitlist_at = /** @type {((inputs: Events_Rsvp_On_Waitlist_AtInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_On_Waitlist_AtInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_rsvp_on_waitlist_at(inputs)
	return en_events_rsvp_on_waitlist_at(inputs)
});
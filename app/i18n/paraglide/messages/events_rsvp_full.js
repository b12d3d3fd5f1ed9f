/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Rsvp_FullInputs */

const en_events_rsvp_full = /** @type {(inputs: Events_Rsvp_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full — join the waitlist`)
};

const de_events_rsvp_full = /** @type {(inputs: Events_Rsvp_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausgebucht – auf die Warteliste`)
};

/**
* | output |
* | --- |
* | "Full — join the waitlist" |
*
* @param {Events_Rsvp_FullInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_full = /** @type {((inputs?: Events_Rsvp_FullInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_FullInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_rsvp_full(inputs)
	return en_events_rsvp_full(inputs)
});
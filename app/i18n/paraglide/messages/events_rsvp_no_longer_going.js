/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Rsvp_No_Longer_GoingInputs */

const en_events_rsvp_no_longer_going = /** @type {(inputs: Events_Rsvp_No_Longer_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You're no longer going to this event.`)
};

const de_events_rsvp_no_longer_going = /** @type {(inputs: Events_Rsvp_No_Longer_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du bist bei diesem Termin nicht mehr dabei.`)
};

/**
* | output |
* | --- |
* | "You're no longer going to this event." |
*
* @param {Events_Rsvp_No_Longer_GoingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_no_longer_going = /** @type {((inputs?: Events_Rsvp_No_Longer_GoingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_No_Longer_GoingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_rsvp_no_longer_going(inputs)
	return en_events_rsvp_no_longer_going(inputs)
});
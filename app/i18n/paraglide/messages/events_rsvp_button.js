/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Rsvp_ButtonInputs */

const en_events_rsvp_button = /** @type {(inputs: Events_Rsvp_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RSVP`)
};

const de_events_rsvp_button = /** @type {(inputs: Events_Rsvp_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zusagen`)
};

/**
* | output |
* | --- |
* | "RSVP" |
*
* @param {Events_Rsvp_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_button = /** @type {((inputs?: Events_Rsvp_ButtonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_ButtonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_rsvp_button(inputs)
	return en_events_rsvp_button(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Rsvp_FailedInputs */

const en_events_rsvp_failed = /** @type {(inputs: Events_Rsvp_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to RSVP. Please try again.`)
};

const de_events_rsvp_failed = /** @type {(inputs: Events_Rsvp_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zusage fehlgeschlagen. Bitte versuch es noch einmal.`)
};

/**
* | output |
* | --- |
* | "Failed to RSVP. Please try again." |
*
* @param {Events_Rsvp_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_failed = /** @type {((inputs?: Events_Rsvp_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_rsvp_failed(inputs)
	return en_events_rsvp_failed(inputs)
});
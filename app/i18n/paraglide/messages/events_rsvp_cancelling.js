/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Rsvp_CancellingInputs */

const en_events_rsvp_cancelling = /** @type {(inputs: Events_Rsvp_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelling...`)
};

const de_events_rsvp_cancelling = /** @type {(inputs: Events_Rsvp_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird zurückgezogen …`)
};

/**
* | output |
* | --- |
* | "Cancelling..." |
*
* @param {Events_Rsvp_CancellingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_cancelling = /** @type {((inputs?: Events_Rsvp_CancellingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_CancellingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_rsvp_cancelling(inputs)
	return en_events_rsvp_cancelling(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Rsvp_CancelInputs */

const en_events_rsvp_cancel = /** @type {(inputs: Events_Rsvp_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel RSVP`)
};

const de_events_rsvp_cancel = /** @type {(inputs: Events_Rsvp_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zusage zurückziehen`)
};

/**
* | output |
* | --- |
* | "Cancel RSVP" |
*
* @param {Events_Rsvp_CancelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_cancel = /** @type {((inputs?: Events_Rsvp_CancelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_CancelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_rsvp_cancel(inputs)
	return en_events_rsvp_cancel(inputs)
});
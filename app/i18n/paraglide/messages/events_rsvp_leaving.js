/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Rsvp_LeavingInputs */

const en_events_rsvp_leaving = /** @type {(inputs: Events_Rsvp_LeavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leaving...`)
};

const de_events_rsvp_leaving = /** @type {(inputs: Events_Rsvp_LeavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird verlassen …`)
};

/**
* | output |
* | --- |
* | "Leaving..." |
*
* @param {Events_Rsvp_LeavingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_leaving = /** @type {((inputs?: Events_Rsvp_LeavingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_LeavingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_rsvp_leaving(inputs)
	return en_events_rsvp_leaving(inputs)
});
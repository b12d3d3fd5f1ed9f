/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Rsvp_ConfirmedInputs */

const en_events_rsvp_confirmed = /** @type {(inputs: Events_Rsvp_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RSVP confirmed!`)
};

const de_events_rsvp_confirmed = /** @type {(inputs: Events_Rsvp_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zusage bestätigt!`)
};

/**
* | output |
* | --- |
* | "RSVP confirmed!" |
*
* @param {Events_Rsvp_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_confirmed = /** @type {((inputs?: Events_Rsvp_ConfirmedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_ConfirmedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_rsvp_confirmed(inputs)
	return en_events_rsvp_confirmed(inputs)
});
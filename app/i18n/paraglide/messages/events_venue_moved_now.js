/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ where: NonNullable<unknown> }} Events_Venue_Moved_NowInputs */

const en_events_venue_moved_now = /** @type {(inputs: Events_Venue_Moved_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Now: ${i?.where}`)
};

const de_events_venue_moved_now = /** @type {(inputs: Events_Venue_Moved_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jetzt: ${i?.where}`)
};

/**
* | output |
* | --- |
* | "Now: {where}" |
*
* @param {Events_Venue_Moved_NowInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_venue_moved_now = /** @type {((inputs: Events_Venue_Moved_NowInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Venue_Moved_NowInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_venue_moved_now(inputs)
	return en_events_venue_moved_now(inputs)
});
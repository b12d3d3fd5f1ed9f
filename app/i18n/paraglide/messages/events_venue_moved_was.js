/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ where: NonNullable<unknown> }} Events_Venue_Moved_WasInputs */

const en_events_venue_moved_was = /** @type {(inputs: Events_Venue_Moved_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Was: ${i?.where}`)
};

const de_events_venue_moved_was = /** @type {(inputs: Events_Venue_Moved_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bisher: ${i?.where}`)
};

/**
* | output |
* | --- |
* | "Was: {where}" |
*
* @param {Events_Venue_Moved_WasInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_venue_moved_was = /** @type {((inputs: Events_Venue_Moved_WasInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Venue_Moved_WasInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_venue_moved_was(inputs)
	return en_events_venue_moved_was(inputs)
});
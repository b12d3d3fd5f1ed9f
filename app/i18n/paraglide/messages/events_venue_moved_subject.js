/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Events_Venue_Moved_SubjectInputs */

const en_events_venue_moved_subject = /** @type {(inputs: Events_Venue_Moved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New venue: ${i?.title}`)
};

const de_events_venue_moved_subject = /** @type {(inputs: Events_Venue_Moved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neuer Ort: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "New venue: {title}" |
*
* @param {Events_Venue_Moved_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_venue_moved_subject = /** @type {((inputs: Events_Venue_Moved_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Venue_Moved_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_venue_moved_subject(inputs)
	return en_events_venue_moved_subject(inputs)
});
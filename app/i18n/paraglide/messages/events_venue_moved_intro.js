/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, when: NonNullable<unknown> }} Events_Venue_Moved_IntroInputs */

const en_events_venue_moved_intro = /** @type {(inputs: Events_Venue_Moved_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} on ${i?.when} is at a new venue.`)
};

const de_events_venue_moved_intro = /** @type {(inputs: Events_Venue_Moved_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} am ${i?.when} findet an einem neuen Ort statt.`)
};

/**
* | output |
* | --- |
* | "{title} on {when} is at a new venue." |
*
* @param {Events_Venue_Moved_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_venue_moved_intro = /** @type {((inputs: Events_Venue_Moved_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Venue_Moved_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_venue_moved_intro(inputs)
	return en_events_venue_moved_intro(inputs)
});
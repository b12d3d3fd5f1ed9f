/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Field_Watch_Party_Venue_MissingInputs */

const en_events_field_watch_party_venue_missing = /** @type {(inputs: Events_Field_Watch_Party_Venue_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the watch party's venue`)
};

const de_events_field_watch_party_venue_missing = /** @type {(inputs: Events_Field_Watch_Party_Venue_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib den Ort des Public Viewings ein`)
};

/**
* | output |
* | --- |
* | "Enter the watch party's venue" |
*
* @param {Events_Field_Watch_Party_Venue_MissingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_watch_party_venue_missing = /** @type {((inputs?: Events_Field_Watch_Party_Venue_MissingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Watch_Party_Venue_MissingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_field_watch_party_venue_missing(inputs)
	return en_events_field_watch_party_venue_missing(inputs)
});
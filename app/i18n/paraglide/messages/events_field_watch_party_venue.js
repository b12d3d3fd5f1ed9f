/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Field_Watch_Party_VenueInputs */

const en_events_field_watch_party_venue = /** @type {(inputs: Events_Field_Watch_Party_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Watch party venue`)
};

const de_events_field_watch_party_venue = /** @type {(inputs: Events_Field_Watch_Party_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort des Public Viewings`)
};

/**
* | output |
* | --- |
* | "Watch party venue" |
*
* @param {Events_Field_Watch_Party_VenueInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_watch_party_venue = /** @type {((inputs?: Events_Field_Watch_Party_VenueInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Watch_Party_VenueInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_field_watch_party_venue(inputs)
	return en_events_field_watch_party_venue(inputs)
});
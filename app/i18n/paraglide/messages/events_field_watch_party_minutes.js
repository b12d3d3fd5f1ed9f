/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Field_Watch_Party_MinutesInputs */

const en_events_field_watch_party_minutes = /** @type {(inputs: Events_Field_Watch_Party_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter minutes from kickoff, e.g. -60 for an hour before`)
};

const de_events_field_watch_party_minutes = /** @type {(inputs: Events_Field_Watch_Party_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib Minuten ab Anstoß ein, z. B. -60 für eine Stunde vorher`)
};

/**
* | output |
* | --- |
* | "Enter minutes from kickoff, e.g. -60 for an hour before" |
*
* @param {Events_Field_Watch_Party_MinutesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_watch_party_minutes = /** @type {((inputs?: Events_Field_Watch_Party_MinutesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Watch_Party_MinutesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_field_watch_party_minutes(inputs)
	return en_events_field_watch_party_minutes(inputs)
});
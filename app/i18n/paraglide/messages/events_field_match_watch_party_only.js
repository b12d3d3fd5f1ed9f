/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Field_Match_Watch_Party_OnlyInputs */

const en_events_field_match_watch_party_only = /** @type {(inputs: Events_Field_Match_Watch_Party_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a watch party has a match`)
};

const de_events_field_match_watch_party_only = /** @type {(inputs: Events_Field_Match_Watch_Party_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur ein Public Viewing hat ein Spiel`)
};

/**
* | output |
* | --- |
* | "Only a watch party has a match" |
*
* @param {Events_Field_Match_Watch_Party_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_match_watch_party_only = /** @type {((inputs?: Events_Field_Match_Watch_Party_OnlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Match_Watch_Party_OnlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_field_match_watch_party_only(inputs)
	return en_events_field_match_watch_party_only(inputs)
});
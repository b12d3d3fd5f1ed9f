/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Field_Watch_Party_Away_OnlyInputs */

const en_events_field_watch_party_away_only = /** @type {(inputs: Events_Field_Watch_Party_Away_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A watch party goes with an away match`)
};

const de_events_field_watch_party_away_only = /** @type {(inputs: Events_Field_Watch_Party_Away_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Public Viewing gehört zu einem Auswärtsspiel`)
};

/**
* | output |
* | --- |
* | "A watch party goes with an away match" |
*
* @param {Events_Field_Watch_Party_Away_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_watch_party_away_only = /** @type {((inputs?: Events_Field_Watch_Party_Away_OnlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Watch_Party_Away_OnlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_field_watch_party_away_only(inputs)
	return en_events_field_watch_party_away_only(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Text_Trip_AddedInputs */

const en_away_text_trip_added = /** @type {(inputs: Away_Text_Trip_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coach added. Members with a place can now book seats.`)
};

const de_away_text_trip_added = /** @type {(inputs: Away_Text_Trip_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bus hinzugefügt. Mitglieder mit Platz können jetzt Sitze buchen.`)
};

/**
* | output |
* | --- |
* | "Coach added. Members with a place can now book seats." |
*
* @param {Away_Text_Trip_AddedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_trip_added = /** @type {((inputs?: Away_Text_Trip_AddedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_Trip_AddedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_text_trip_added(inputs)
	return en_away_text_trip_added(inputs)
});
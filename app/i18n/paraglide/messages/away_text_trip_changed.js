/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Text_Trip_ChangedInputs */

const en_away_text_trip_changed = /** @type {(inputs: Away_Text_Trip_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coach changed. Members whose pickup moved are emailed.`)
};

const de_away_text_trip_changed = /** @type {(inputs: Away_Text_Trip_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bus geändert. Mitglieder, deren Abfahrtsort sich geändert hat, bekommen eine E-Mail.`)
};

/**
* | output |
* | --- |
* | "Coach changed. Members whose pickup moved are emailed." |
*
* @param {Away_Text_Trip_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_trip_changed = /** @type {((inputs?: Away_Text_Trip_ChangedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_Trip_ChangedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_text_trip_changed(inputs)
	return en_away_text_trip_changed(inputs)
});
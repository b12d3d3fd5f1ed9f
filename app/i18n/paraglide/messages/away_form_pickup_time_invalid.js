/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Form_Pickup_Time_InvalidInputs */

const en_away_form_pickup_time_invalid = /** @type {(inputs: Away_Form_Pickup_Time_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the pickup time as a date and time`)
};

const de_away_form_pickup_time_invalid = /** @type {(inputs: Away_Form_Pickup_Time_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib die Abfahrtszeit als Datum und Uhrzeit an`)
};

/**
* | output |
* | --- |
* | "Enter the pickup time as a date and time" |
*
* @param {Away_Form_Pickup_Time_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_form_pickup_time_invalid = /** @type {((inputs?: Away_Form_Pickup_Time_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Form_Pickup_Time_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_form_pickup_time_invalid(inputs)
	return en_away_form_pickup_time_invalid(inputs)
});
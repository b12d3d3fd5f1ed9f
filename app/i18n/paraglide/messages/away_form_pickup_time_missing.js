/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Form_Pickup_Time_MissingInputs */

const en_away_form_pickup_time_missing = /** @type {(inputs: Away_Form_Pickup_Time_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter when the coach picks up here`)
};

const de_away_form_pickup_time_missing = /** @type {(inputs: Away_Form_Pickup_Time_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib an, wann der Bus hier abfährt`)
};

/**
* | output |
* | --- |
* | "Enter when the coach picks up here" |
*
* @param {Away_Form_Pickup_Time_MissingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_form_pickup_time_missing = /** @type {((inputs?: Away_Form_Pickup_Time_MissingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Form_Pickup_Time_MissingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_form_pickup_time_missing(inputs)
	return en_away_form_pickup_time_missing(inputs)
});
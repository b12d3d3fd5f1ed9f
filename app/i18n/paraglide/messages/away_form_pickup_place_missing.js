/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Form_Pickup_Place_MissingInputs */

const en_away_form_pickup_place_missing = /** @type {(inputs: Away_Form_Pickup_Place_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter where the coach picks up`)
};

const de_away_form_pickup_place_missing = /** @type {(inputs: Away_Form_Pickup_Place_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib an, wo der Bus abfährt`)
};

/**
* | output |
* | --- |
* | "Enter where the coach picks up" |
*
* @param {Away_Form_Pickup_Place_MissingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_form_pickup_place_missing = /** @type {((inputs?: Away_Form_Pickup_Place_MissingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Form_Pickup_Place_MissingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_form_pickup_place_missing(inputs)
	return en_away_form_pickup_place_missing(inputs)
});
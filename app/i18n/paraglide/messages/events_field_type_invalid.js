/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Field_Type_InvalidInputs */

const en_events_field_type_invalid = /** @type {(inputs: Events_Field_Type_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose match, watch-party or community`)
};

const de_events_field_type_invalid = /** @type {(inputs: Events_Field_Type_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle Spiel, Public Viewing oder Vereinstermin`)
};

/**
* | output |
* | --- |
* | "Choose match, watch-party or community" |
*
* @param {Events_Field_Type_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_type_invalid = /** @type {((inputs?: Events_Field_Type_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Type_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_field_type_invalid(inputs)
	return en_events_field_type_invalid(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Field_Capacity_WholeInputs */

const en_events_field_capacity_whole = /** @type {(inputs: Events_Field_Capacity_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capacity must be a whole number of places, or empty for unlimited`)
};

const de_events_field_capacity_whole = /** @type {(inputs: Events_Field_Capacity_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Kapazität ist eine ganze Zahl von Plätzen oder leer für unbegrenzt`)
};

/**
* | output |
* | --- |
* | "Capacity must be a whole number of places, or empty for unlimited" |
*
* @param {Events_Field_Capacity_WholeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_capacity_whole = /** @type {((inputs?: Events_Field_Capacity_WholeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Capacity_WholeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_field_capacity_whole(inputs)
	return en_events_field_capacity_whole(inputs)
});
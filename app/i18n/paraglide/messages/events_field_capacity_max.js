/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Field_Capacity_MaxInputs */

const en_events_field_capacity_max = /** @type {(inputs: Events_Field_Capacity_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capacity can be at most 1,000,000`)
};

const de_events_field_capacity_max = /** @type {(inputs: Events_Field_Capacity_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Kapazität darf höchstens 1.000.000 sein`)
};

/**
* | output |
* | --- |
* | "Capacity can be at most 1,000,000" |
*
* @param {Events_Field_Capacity_MaxInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_capacity_max = /** @type {((inputs?: Events_Field_Capacity_MaxInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Capacity_MaxInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_field_capacity_max(inputs)
	return en_events_field_capacity_max(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Field_Capacity_MinInputs */

const en_events_field_capacity_min = /** @type {(inputs: Events_Field_Capacity_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capacity must be at least 1 (leave it empty for unlimited)`)
};

const de_events_field_capacity_min = /** @type {(inputs: Events_Field_Capacity_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Kapazität muss mindestens 1 sein (leer lassen für unbegrenzt)`)
};

/**
* | output |
* | --- |
* | "Capacity must be at least 1 (leave it empty for unlimited)" |
*
* @param {Events_Field_Capacity_MinInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_capacity_min = /** @type {((inputs?: Events_Field_Capacity_MinInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Capacity_MinInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_field_capacity_min(inputs)
	return en_events_field_capacity_min(inputs)
});
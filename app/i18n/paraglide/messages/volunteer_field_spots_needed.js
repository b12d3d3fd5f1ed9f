/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Field_Spots_NeededInputs */

const en_volunteer_field_spots_needed = /** @type {(inputs: Volunteer_Field_Spots_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spots needed`)
};

const de_volunteer_field_spots_needed = /** @type {(inputs: Volunteer_Field_Spots_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benötigte Plätze`)
};

/**
* | output |
* | --- |
* | "Spots needed" |
*
* @param {Volunteer_Field_Spots_NeededInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_field_spots_needed = /** @type {((inputs?: Volunteer_Field_Spots_NeededInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Field_Spots_NeededInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_field_spots_needed(inputs)
	return en_volunteer_field_spots_needed(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_Field_LocationInputs */

const en_volunteer_templates_field_location = /** @type {(inputs: Volunteer_Templates_Field_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location (optional)`)
};

const de_volunteer_templates_field_location = /** @type {(inputs: Volunteer_Templates_Field_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort (optional)`)
};

/**
* | output |
* | --- |
* | "Location (optional)" |
*
* @param {Volunteer_Templates_Field_LocationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_field_location = /** @type {((inputs?: Volunteer_Templates_Field_LocationInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_Field_LocationInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_field_location(inputs)
	return en_volunteer_templates_field_location(inputs)
});
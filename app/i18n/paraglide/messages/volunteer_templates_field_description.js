/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_Field_DescriptionInputs */

const en_volunteer_templates_field_description = /** @type {(inputs: Volunteer_Templates_Field_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description (optional)`)
};

const de_volunteer_templates_field_description = /** @type {(inputs: Volunteer_Templates_Field_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beschreibung (optional)`)
};

/**
* | output |
* | --- |
* | "Description (optional)" |
*
* @param {Volunteer_Templates_Field_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_field_description = /** @type {((inputs?: Volunteer_Templates_Field_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_Field_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_field_description(inputs)
	return en_volunteer_templates_field_description(inputs)
});
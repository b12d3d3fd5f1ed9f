/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_Field_EndsInputs */

const en_volunteer_templates_field_ends = /** @type {(inputs: Volunteer_Templates_Field_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ends (minutes from kickoff)`)
};

const de_volunteer_templates_field_ends = /** @type {(inputs: Volunteer_Templates_Field_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ende (Minuten ab Anpfiff)`)
};

/**
* | output |
* | --- |
* | "Ends (minutes from kickoff)" |
*
* @param {Volunteer_Templates_Field_EndsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_field_ends = /** @type {((inputs?: Volunteer_Templates_Field_EndsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_Field_EndsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_field_ends(inputs)
	return en_volunteer_templates_field_ends(inputs)
});
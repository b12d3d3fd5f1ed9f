/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_Field_StartsInputs */

const en_volunteer_templates_field_starts = /** @type {(inputs: Volunteer_Templates_Field_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starts (minutes from kickoff)`)
};

const de_volunteer_templates_field_starts = /** @type {(inputs: Volunteer_Templates_Field_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beginn (Minuten ab Anpfiff)`)
};

/**
* | output |
* | --- |
* | "Starts (minutes from kickoff)" |
*
* @param {Volunteer_Templates_Field_StartsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_field_starts = /** @type {((inputs?: Volunteer_Templates_Field_StartsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_Field_StartsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_field_starts(inputs)
	return en_volunteer_templates_field_starts(inputs)
});
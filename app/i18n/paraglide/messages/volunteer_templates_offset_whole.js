/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Volunteer_Templates_Offset_WholeInputs */

const en_volunteer_templates_offset_whole = /** @type {(inputs: Volunteer_Templates_Offset_WholeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be a whole number of minutes from kickoff, e.g. -120`)
};

const de_volunteer_templates_offset_whole = /** @type {(inputs: Volunteer_Templates_Offset_WholeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} muss eine ganze Zahl an Minuten ab Anpfiff sein, z. B. -120`)
};

/**
* | output |
* | --- |
* | "{label} must be a whole number of minutes from kickoff, e.g. -120" |
*
* @param {Volunteer_Templates_Offset_WholeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_offset_whole = /** @type {((inputs: Volunteer_Templates_Offset_WholeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_Offset_WholeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_offset_whole(inputs)
	return en_volunteer_templates_offset_whole(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, min: NonNullable<unknown>, max: NonNullable<unknown> }} Volunteer_Templates_Offset_RangeInputs */

const en_volunteer_templates_offset_range = /** @type {(inputs: Volunteer_Templates_Offset_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be within a week of kickoff (${i?.min} to ${i?.max} minutes)`)
};

const de_volunteer_templates_offset_range = /** @type {(inputs: Volunteer_Templates_Offset_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} muss innerhalb einer Woche um den Anpfiff liegen (${i?.min} bis ${i?.max} Minuten)`)
};

/**
* | output |
* | --- |
* | "{label} must be within a week of kickoff ({min} to {max} minutes)" |
*
* @param {Volunteer_Templates_Offset_RangeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_offset_range = /** @type {((inputs: Volunteer_Templates_Offset_RangeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_Offset_RangeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_offset_range(inputs)
	return en_volunteer_templates_offset_range(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Volunteer_Templates_Shift_NInputs */

const en_volunteer_templates_shift_n = /** @type {(inputs: Volunteer_Templates_Shift_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shift ${i?.number}`)
};

const de_volunteer_templates_shift_n = /** @type {(inputs: Volunteer_Templates_Shift_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Schicht ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Shift {number}" |
*
* @param {Volunteer_Templates_Shift_NInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_shift_n = /** @type {((inputs: Volunteer_Templates_Shift_NInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_Shift_NInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_shift_n(inputs)
	return en_volunteer_templates_shift_n(inputs)
});
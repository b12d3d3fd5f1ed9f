/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_ShiftsInputs */

const en_volunteer_templates_shifts = /** @type {(inputs: Volunteer_Templates_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shifts`)
};

const de_volunteer_templates_shifts = /** @type {(inputs: Volunteer_Templates_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schichten`)
};

/**
* | output |
* | --- |
* | "Shifts" |
*
* @param {Volunteer_Templates_ShiftsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_shifts = /** @type {((inputs?: Volunteer_Templates_ShiftsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_ShiftsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_shifts(inputs)
	return en_volunteer_templates_shifts(inputs)
});
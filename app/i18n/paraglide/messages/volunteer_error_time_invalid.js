/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Volunteer_Error_Time_InvalidInputs */

const en_volunteer_error_time_invalid = /** @type {(inputs: Volunteer_Error_Time_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be a time like 18:30`)
};

const de_volunteer_error_time_invalid = /** @type {(inputs: Volunteer_Error_Time_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} muss eine Uhrzeit wie 18:30 sein`)
};

/**
* | output |
* | --- |
* | "{label} must be a time like 18:30" |
*
* @param {Volunteer_Error_Time_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_error_time_invalid = /** @type {((inputs: Volunteer_Error_Time_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Error_Time_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_error_time_invalid(inputs)
	return en_volunteer_error_time_invalid(inputs)
});
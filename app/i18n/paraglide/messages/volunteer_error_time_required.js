/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Volunteer_Error_Time_RequiredInputs */

const en_volunteer_error_time_required = /** @type {(inputs: Volunteer_Error_Time_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} is required`)
};

const de_volunteer_error_time_required = /** @type {(inputs: Volunteer_Error_Time_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} fehlt`)
};

/**
* | output |
* | --- |
* | "{label} is required" |
*
* @param {Volunteer_Error_Time_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_error_time_required = /** @type {((inputs: Volunteer_Error_Time_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Error_Time_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_error_time_required(inputs)
	return en_volunteer_error_time_required(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Error_End_Before_StartInputs */

const en_volunteer_error_end_before_start = /** @type {(inputs: Volunteer_Error_End_Before_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End time must be after the start time`)
};

const de_volunteer_error_end_before_start = /** @type {(inputs: Volunteer_Error_End_Before_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Ende muss nach dem Beginn liegen`)
};

/**
* | output |
* | --- |
* | "End time must be after the start time" |
*
* @param {Volunteer_Error_End_Before_StartInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_error_end_before_start = /** @type {((inputs?: Volunteer_Error_End_Before_StartInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Error_End_Before_StartInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_error_end_before_start(inputs)
	return en_volunteer_error_end_before_start(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Field_Start_TimeInputs */

const en_volunteer_field_start_time = /** @type {(inputs: Volunteer_Field_Start_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start time`)
};

const de_volunteer_field_start_time = /** @type {(inputs: Volunteer_Field_Start_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beginn`)
};

/**
* | output |
* | --- |
* | "Start time" |
*
* @param {Volunteer_Field_Start_TimeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_field_start_time = /** @type {((inputs?: Volunteer_Field_Start_TimeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Field_Start_TimeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_field_start_time(inputs)
	return en_volunteer_field_start_time(inputs)
});
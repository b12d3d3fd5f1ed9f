/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Error_Spots_MinInputs */

const en_volunteer_error_spots_min = /** @type {(inputs: Volunteer_Error_Spots_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spots needed must be at least 1`)
};

const de_volunteer_error_spots_min = /** @type {(inputs: Volunteer_Error_Spots_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es muss mindestens 1 Platz benötigt werden`)
};

/**
* | output |
* | --- |
* | "Spots needed must be at least 1" |
*
* @param {Volunteer_Error_Spots_MinInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_error_spots_min = /** @type {((inputs?: Volunteer_Error_Spots_MinInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Error_Spots_MinInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_error_spots_min(inputs)
	return en_volunteer_error_spots_min(inputs)
});
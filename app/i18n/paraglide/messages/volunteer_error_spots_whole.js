/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Error_Spots_WholeInputs */

const en_volunteer_error_spots_whole = /** @type {(inputs: Volunteer_Error_Spots_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spots needed must be a whole number of at least 1`)
};

const de_volunteer_error_spots_whole = /** @type {(inputs: Volunteer_Error_Spots_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benötigte Plätze: eine ganze Zahl ab 1`)
};

/**
* | output |
* | --- |
* | "Spots needed must be a whole number of at least 1" |
*
* @param {Volunteer_Error_Spots_WholeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_error_spots_whole = /** @type {((inputs?: Volunteer_Error_Spots_WholeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Error_Spots_WholeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_error_spots_whole(inputs)
	return en_volunteer_error_spots_whole(inputs)
});
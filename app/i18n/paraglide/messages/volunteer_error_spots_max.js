/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Volunteer_Error_Spots_MaxInputs */

const en_volunteer_error_spots_max = /** @type {(inputs: Volunteer_Error_Spots_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Spots needed must be at most ${i?.max}`)
};

const de_volunteer_error_spots_max = /** @type {(inputs: Volunteer_Error_Spots_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Es können höchstens ${i?.max} Plätze benötigt werden`)
};

/**
* | output |
* | --- |
* | "Spots needed must be at most {max}" |
*
* @param {Volunteer_Error_Spots_MaxInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_error_spots_max = /** @type {((inputs: Volunteer_Error_Spots_MaxInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Error_Spots_MaxInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_error_spots_max(inputs)
	return en_volunteer_error_spots_max(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Error_Location_RequiredInputs */

const en_volunteer_error_location_required = /** @type {(inputs: Volunteer_Error_Location_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location is required`)
};

const de_volunteer_error_location_required = /** @type {(inputs: Volunteer_Error_Location_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort fehlt`)
};

/**
* | output |
* | --- |
* | "Location is required" |
*
* @param {Volunteer_Error_Location_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_error_location_required = /** @type {((inputs?: Volunteer_Error_Location_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Error_Location_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_error_location_required(inputs)
	return en_volunteer_error_location_required(inputs)
});
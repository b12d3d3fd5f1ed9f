/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Error_Date_InvalidInputs */

const en_volunteer_error_date_invalid = /** @type {(inputs: Volunteer_Error_Date_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid date, e.g. 2026-08-01`)
};

const de_volunteer_error_date_invalid = /** @type {(inputs: Volunteer_Error_Date_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib ein gültiges Datum ein, z. B. 2026-08-01`)
};

/**
* | output |
* | --- |
* | "Enter a valid date, e.g. 2026-08-01" |
*
* @param {Volunteer_Error_Date_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_error_date_invalid = /** @type {((inputs?: Volunteer_Error_Date_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Error_Date_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_error_date_invalid(inputs)
	return en_volunteer_error_date_invalid(inputs)
});
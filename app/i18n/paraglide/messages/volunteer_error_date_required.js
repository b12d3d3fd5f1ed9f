/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Error_Date_RequiredInputs */

const en_volunteer_error_date_required = /** @type {(inputs: Volunteer_Error_Date_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date is required`)
};

const de_volunteer_error_date_required = /** @type {(inputs: Volunteer_Error_Date_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datum fehlt`)
};

/**
* | output |
* | --- |
* | "Date is required" |
*
* @param {Volunteer_Error_Date_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_error_date_required = /** @type {((inputs?: Volunteer_Error_Date_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Error_Date_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_error_date_required(inputs)
	return en_volunteer_error_date_required(inputs)
});
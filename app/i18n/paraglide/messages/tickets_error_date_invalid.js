/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Error_Date_InvalidInputs */

const en_tickets_error_date_invalid = /** @type {(inputs: Tickets_Error_Date_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid date and time`)
};

const de_tickets_error_date_invalid = /** @type {(inputs: Tickets_Error_Date_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib ein gültiges Datum mit Uhrzeit ein`)
};

/**
* | output |
* | --- |
* | "Enter a valid date and time" |
*
* @param {Tickets_Error_Date_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_error_date_invalid = /** @type {((inputs?: Tickets_Error_Date_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Error_Date_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_error_date_invalid(inputs)
	return en_tickets_error_date_invalid(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Error_Date_RequiredInputs */

const en_tickets_error_date_required = /** @type {(inputs: Tickets_Error_Date_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Match date is required`)
};

const de_tickets_error_date_required = /** @type {(inputs: Tickets_Error_Date_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spieldatum fehlt`)
};

/**
* | output |
* | --- |
* | "Match date is required" |
*
* @param {Tickets_Error_Date_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_error_date_required = /** @type {((inputs?: Tickets_Error_Date_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Error_Date_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_error_date_required(inputs)
	return en_tickets_error_date_required(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Error_Seats_RequiredInputs */

const en_tickets_error_seats_required = /** @type {(inputs: Tickets_Error_Seats_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats is required`)
};

const de_tickets_error_seats_required = /** @type {(inputs: Tickets_Error_Seats_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plätze fehlen`)
};

/**
* | output |
* | --- |
* | "Seats is required" |
*
* @param {Tickets_Error_Seats_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_error_seats_required = /** @type {((inputs?: Tickets_Error_Seats_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Error_Seats_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_error_seats_required(inputs)
	return en_tickets_error_seats_required(inputs)
});
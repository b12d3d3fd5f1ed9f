/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ section: NonNullable<unknown>, seats: NonNullable<unknown> }} Tickets_Seat_Line_No_RowInputs */

const en_tickets_seat_line_no_row = /** @type {(inputs: Tickets_Seat_Line_No_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Section ${i?.section}, Seats ${i?.seats}`)
};

const de_tickets_seat_line_no_row = /** @type {(inputs: Tickets_Seat_Line_No_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Block ${i?.section}, Plätze ${i?.seats}`)
};

/**
* | output |
* | --- |
* | "Section {section}, Seats {seats}" |
*
* @param {Tickets_Seat_Line_No_RowInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_seat_line_no_row = /** @type {((inputs: Tickets_Seat_Line_No_RowInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Seat_Line_No_RowInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_seat_line_no_row(inputs)
	return en_tickets_seat_line_no_row(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ section: NonNullable<unknown>, row: NonNullable<unknown>, seats: NonNullable<unknown> }} Tickets_Seat_LineInputs */

const en_tickets_seat_line = /** @type {(inputs: Tickets_Seat_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Section ${i?.section}, Row ${i?.row}, Seats ${i?.seats}`)
};

const de_tickets_seat_line = /** @type {(inputs: Tickets_Seat_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Block ${i?.section}, Reihe ${i?.row}, Plätze ${i?.seats}`)
};

/**
* | output |
* | --- |
* | "Section {section}, Row {row}, Seats {seats}" |
*
* @param {Tickets_Seat_LineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_seat_line = /** @type {((inputs: Tickets_Seat_LineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Seat_LineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_seat_line(inputs)
	return en_tickets_seat_line(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ section: NonNullable<unknown>, row: NonNullable<unknown>, seats: NonNullable<unknown>, price: NonNullable<unknown> }} Mail_Tickets_Seats_Line_RowInputs */

const en_mail_tickets_seats_line_row = /** @type {(inputs: Mail_Tickets_Seats_Line_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Section ${i?.section}, row ${i?.row}, seats ${i?.seats}: ${i?.price}`)
};

const de_mail_tickets_seats_line_row = /** @type {(inputs: Mail_Tickets_Seats_Line_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Block ${i?.section}, Reihe ${i?.row}, Plätze ${i?.seats}: ${i?.price}`)
};

/**
* | output |
* | --- |
* | "Section {section}, row {row}, seats {seats}: {price}" |
*
* @param {Mail_Tickets_Seats_Line_RowInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_tickets_seats_line_row = /** @type {((inputs: Mail_Tickets_Seats_Line_RowInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Tickets_Seats_Line_RowInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_tickets_seats_line_row(inputs)
	return en_mail_tickets_seats_line_row(inputs)
});
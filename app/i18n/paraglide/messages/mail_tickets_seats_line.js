/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ section: NonNullable<unknown>, seats: NonNullable<unknown>, price: NonNullable<unknown> }} Mail_Tickets_Seats_LineInputs */

const en_mail_tickets_seats_line = /** @type {(inputs: Mail_Tickets_Seats_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Section ${i?.section}, seats ${i?.seats}: ${i?.price}`)
};

const de_mail_tickets_seats_line = /** @type {(inputs: Mail_Tickets_Seats_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Block ${i?.section}, Plätze ${i?.seats}: ${i?.price}`)
};

/**
* | output |
* | --- |
* | "Section {section}, seats {seats}: {price}" |
*
* @param {Mail_Tickets_Seats_LineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_tickets_seats_line = /** @type {((inputs: Mail_Tickets_Seats_LineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Tickets_Seats_LineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_tickets_seats_line(inputs)
	return en_mail_tickets_seats_line(inputs)
});
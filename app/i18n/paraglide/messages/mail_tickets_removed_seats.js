/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ section: NonNullable<unknown>, seats: NonNullable<unknown> }} Mail_Tickets_Removed_SeatsInputs */

const en_mail_tickets_removed_seats = /** @type {(inputs: Mail_Tickets_Removed_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Section ${i?.section}, seats ${i?.seats}`)
};

const de_mail_tickets_removed_seats = /** @type {(inputs: Mail_Tickets_Removed_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Block ${i?.section}, Plätze ${i?.seats}`)
};

/**
* | output |
* | --- |
* | "Section {section}, seats {seats}" |
*
* @param {Mail_Tickets_Removed_SeatsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_tickets_removed_seats = /** @type {((inputs: Mail_Tickets_Removed_SeatsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Tickets_Removed_SeatsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_tickets_removed_seats(inputs)
	return en_mail_tickets_removed_seats(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, section: NonNullable<unknown>, seats: NonNullable<unknown> }} Tickets_Mail_SubjectInputs */

const en_tickets_mail_subject = /** @type {(inputs: Tickets_Mail_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tickets: ${i?.title}, section ${i?.section}, seats ${i?.seats}`)
};

const de_tickets_mail_subject = /** @type {(inputs: Tickets_Mail_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tickets: ${i?.title}, Block ${i?.section}, Plätze ${i?.seats}`)
};

/**
* | output |
* | --- |
* | "Tickets: {title}, section {section}, seats {seats}" |
*
* @param {Tickets_Mail_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_mail_subject = /** @type {((inputs: Tickets_Mail_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Mail_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_mail_subject(inputs)
	return en_tickets_mail_subject(inputs)
});
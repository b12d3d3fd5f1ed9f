/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, title: NonNullable<unknown> }} Mail_Tickets_Message_SubjectInputs */

const en_mail_tickets_message_subject = /** @type {(inputs: Mail_Tickets_Message_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} wrote about your tickets: ${i?.title}`)
};

const de_mail_tickets_message_subject = /** @type {(inputs: Mail_Tickets_Message_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat dir zu deinen Tickets geschrieben: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "{name} wrote about your tickets: {title}" |
*
* @param {Mail_Tickets_Message_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_tickets_message_subject = /** @type {((inputs: Mail_Tickets_Message_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Tickets_Message_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_tickets_message_subject(inputs)
	return en_mail_tickets_message_subject(inputs)
});
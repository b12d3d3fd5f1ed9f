/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Mail_Tickets_Message_IntroInputs */

const en_mail_tickets_message_intro = /** @type {(inputs: Mail_Tickets_Message_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} wrote to you about your listing on the ticket exchange:`)
};

const de_mail_tickets_message_intro = /** @type {(inputs: Mail_Tickets_Message_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat dir zu deinem Angebot in der Ticketbörse geschrieben:`)
};

/**
* | output |
* | --- |
* | "{name} wrote to you about your listing on the ticket exchange:" |
*
* @param {Mail_Tickets_Message_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_tickets_message_intro = /** @type {((inputs: Mail_Tickets_Message_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Tickets_Message_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_tickets_message_intro(inputs)
	return en_mail_tickets_message_intro(inputs)
});
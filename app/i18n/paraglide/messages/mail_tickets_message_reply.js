/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Mail_Tickets_Message_ReplyInputs */

const en_mail_tickets_message_reply = /** @type {(inputs: Mail_Tickets_Message_ReplyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reply to this email to answer ${i?.name}: your answer goes to their address.`)
};

const de_mail_tickets_message_reply = /** @type {(inputs: Mail_Tickets_Message_ReplyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Antworte auf diese E-Mail, um ${i?.name} zu antworten: deine Antwort geht an die Adresse von ${i?.name}.`)
};

/**
* | output |
* | --- |
* | "Reply to this email to answer {name}: your answer goes to their address." |
*
* @param {Mail_Tickets_Message_ReplyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_tickets_message_reply = /** @type {((inputs: Mail_Tickets_Message_ReplyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Tickets_Message_ReplyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_tickets_message_reply(inputs)
	return en_mail_tickets_message_reply(inputs)
});
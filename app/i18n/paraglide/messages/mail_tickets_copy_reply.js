/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Tickets_Copy_ReplyInputs */

const en_mail_tickets_copy_reply = /** @type {(inputs: Mail_Tickets_Copy_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We emailed it to the poster with your address to reply to, so an answer comes to this address.`)
};

const de_mail_tickets_copy_reply = /** @type {(inputs: Mail_Tickets_Copy_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir haben sie mit deiner Adresse als Antwortadresse weitergeschickt, eine Antwort kommt also an diese Adresse.`)
};

/**
* | output |
* | --- |
* | "We emailed it to the poster with your address to reply to, so an answer comes to this address." |
*
* @param {Mail_Tickets_Copy_ReplyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_tickets_copy_reply = /** @type {((inputs?: Mail_Tickets_Copy_ReplyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Tickets_Copy_ReplyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_tickets_copy_reply(inputs)
	return en_mail_tickets_copy_reply(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Tickets_Message_PrivateInputs */

const en_mail_tickets_message_private = /** @type {(inputs: Mail_Tickets_Message_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We have not given them yours; they see it only if you answer.`)
};

const de_mail_tickets_message_private = /** @type {(inputs: Mail_Tickets_Message_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Adresse haben wir nicht weitergegeben; sie wird erst sichtbar, wenn du antwortest.`)
};

/**
* | output |
* | --- |
* | "We have not given them yours; they see it only if you answer." |
*
* @param {Mail_Tickets_Message_PrivateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_tickets_message_private = /** @type {((inputs?: Mail_Tickets_Message_PrivateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Tickets_Message_PrivateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_tickets_message_private(inputs)
	return en_mail_tickets_message_private(inputs)
});
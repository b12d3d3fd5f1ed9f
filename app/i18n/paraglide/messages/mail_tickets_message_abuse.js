/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Tickets_Message_AbuseInputs */

const en_mail_tickets_message_abuse = /** @type {(inputs: Mail_Tickets_Message_AbuseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unwanted or abusive? Tell us at ${i?.email}. You can turn off 'Allow member contact' at ${i?.url}.`)
};

const de_mail_tickets_message_abuse = /** @type {(inputs: Mail_Tickets_Message_AbuseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unerwünscht oder beleidigend? Sag uns Bescheid unter ${i?.email}. „Kontakt durch Mitglieder erlauben“ kannst du unter ${i?.url} abschalten.`)
};

/**
* | output |
* | --- |
* | "Unwanted or abusive? Tell us at {email}. You can turn off 'Allow member contact' at {url}." |
*
* @param {Mail_Tickets_Message_AbuseInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_tickets_message_abuse = /** @type {((inputs: Mail_Tickets_Message_AbuseInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Tickets_Message_AbuseInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_tickets_message_abuse(inputs)
	return en_mail_tickets_message_abuse(inputs)
});
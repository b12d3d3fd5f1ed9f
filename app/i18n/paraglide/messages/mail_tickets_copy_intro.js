/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Tickets_Copy_IntroInputs */

const en_mail_tickets_copy_intro = /** @type {(inputs: Mail_Tickets_Copy_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is a copy of your message to the poster of this listing on the ticket exchange:`)
};

const de_mail_tickets_copy_intro = /** @type {(inputs: Mail_Tickets_Copy_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das ist eine Kopie deiner Nachricht an die Person, die dieses Angebot in der Ticketbörse eingestellt hat:`)
};

/**
* | output |
* | --- |
* | "This is a copy of your message to the poster of this listing on the ticket exchange:" |
*
* @param {Mail_Tickets_Copy_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_tickets_copy_intro = /** @type {((inputs?: Mail_Tickets_Copy_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Tickets_Copy_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_tickets_copy_intro(inputs)
	return en_mail_tickets_copy_intro(inputs)
});
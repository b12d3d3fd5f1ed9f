/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ group: NonNullable<unknown> }} Mail_Tickets_Removed_IntroInputs */

const en_mail_tickets_removed_intro = /** @type {(inputs: Mail_Tickets_Removed_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An admin of ${i?.group} removed your listing from the ticket exchange:`)
};

const de_mail_tickets_removed_intro = /** @type {(inputs: Mail_Tickets_Removed_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Verwaltung von ${i?.group} hat dein Angebot aus der Ticketbörse entfernt:`)
};

/**
* | output |
* | --- |
* | "An admin of {group} removed your listing from the ticket exchange:" |
*
* @param {Mail_Tickets_Removed_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_tickets_removed_intro = /** @type {((inputs: Mail_Tickets_Removed_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Tickets_Removed_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_tickets_removed_intro(inputs)
	return en_mail_tickets_removed_intro(inputs)
});
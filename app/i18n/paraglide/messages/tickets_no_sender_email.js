/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_No_Sender_EmailInputs */

const en_tickets_no_sender_email = /** @type {(inputs: Tickets_No_Sender_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add an email address to your profile first: the poster answers you by email.`)
};

const de_tickets_no_sender_email = /** @type {(inputs: Tickets_No_Sender_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trag erst eine E-Mail-Adresse in dein Profil ein: Die Antwort kommt per E-Mail.`)
};

/**
* | output |
* | --- |
* | "Add an email address to your profile first: the poster answers you by email." |
*
* @param {Tickets_No_Sender_EmailInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_no_sender_email = /** @type {((inputs?: Tickets_No_Sender_EmailInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_No_Sender_EmailInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_no_sender_email(inputs)
	return en_tickets_no_sender_email(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Contact_SentInputs */

const en_tickets_contact_sent = /** @type {(inputs: Tickets_Contact_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We emailed your message to the poster and a copy to you. Their answer comes to your email address.`)
};

const de_tickets_contact_sent = /** @type {(inputs: Tickets_Contact_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir haben deine Nachricht per E-Mail weitergeleitet und dir eine Kopie geschickt. Die Antwort kommt an deine E-Mail-Adresse.`)
};

/**
* | output |
* | --- |
* | "We emailed your message to the poster and a copy to you. Their answer comes to your email address." |
*
* @param {Tickets_Contact_SentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_contact_sent = /** @type {((inputs?: Tickets_Contact_SentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Contact_SentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_contact_sent(inputs)
	return en_tickets_contact_sent(inputs)
});
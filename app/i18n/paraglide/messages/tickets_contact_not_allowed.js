/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Contact_Not_AllowedInputs */

const en_tickets_contact_not_allowed = /** @type {(inputs: Tickets_Contact_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This member does not take messages through the exchange. No contact info available.`)
};

const de_tickets_contact_not_allowed = /** @type {(inputs: Tickets_Contact_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Mitglied nimmt keine Nachrichten über die Ticketbörse an. Keine Kontaktdaten vorhanden.`)
};

/**
* | output |
* | --- |
* | "This member does not take messages through the exchange. No contact info available." |
*
* @param {Tickets_Contact_Not_AllowedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_contact_not_allowed = /** @type {((inputs?: Tickets_Contact_Not_AllowedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Contact_Not_AllowedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_contact_not_allowed(inputs)
	return en_tickets_contact_not_allowed(inputs)
});
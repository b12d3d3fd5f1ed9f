/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Contact_Sent_TitleInputs */

const en_tickets_contact_sent_title = /** @type {(inputs: Tickets_Contact_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message Sent`)
};

const de_tickets_contact_sent_title = /** @type {(inputs: Tickets_Contact_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachricht gesendet`)
};

/**
* | output |
* | --- |
* | "Message Sent" |
*
* @param {Tickets_Contact_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_contact_sent_title = /** @type {((inputs?: Tickets_Contact_Sent_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Contact_Sent_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_contact_sent_title(inputs)
	return en_tickets_contact_sent_title(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Contact_ExplainInputs */

const en_tickets_contact_explain = /** @type {(inputs: Tickets_Contact_ExplainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We email your message to the poster with your name, and they answer to your email address. Their own address stays private unless they answer. You get a copy.`)
};

const de_tickets_contact_explain = /** @type {(inputs: Tickets_Contact_ExplainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir schicken deine Nachricht mit deinem Namen per E-Mail weiter, die Antwort geht an deine E-Mail-Adresse. Die Adresse der anderen Person bleibt privat, bis sie antwortet. Du bekommst eine Kopie.`)
};

/**
* | output |
* | --- |
* | "We email your message to the poster with your name, and they answer to your email address. Their own address stays private unless they answer. You get a copy." |
*
* @param {Tickets_Contact_ExplainInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_contact_explain = /** @type {((inputs?: Tickets_Contact_ExplainInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Contact_ExplainInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_contact_explain(inputs)
	return en_tickets_contact_explain(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_No_ContactInputs */

const en_tickets_no_contact = /** @type {(inputs: Tickets_No_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No contact info available`)
};

const de_tickets_no_contact = /** @type {(inputs: Tickets_No_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Kontaktdaten vorhanden`)
};

/**
* | output |
* | --- |
* | "No contact info available" |
*
* @param {Tickets_No_ContactInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_no_contact = /** @type {((inputs?: Tickets_No_ContactInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_No_ContactInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_no_contact(inputs)
	return en_tickets_no_contact(inputs)
});
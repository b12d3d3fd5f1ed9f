/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Contact_RequiredInputs */

const en_tickets_contact_required = /** @type {(inputs: Tickets_Contact_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write a message to the poster`)
};

const de_tickets_contact_required = /** @type {(inputs: Tickets_Contact_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schreib eine Nachricht an die Person, die es anbietet`)
};

/**
* | output |
* | --- |
* | "Write a message to the poster" |
*
* @param {Tickets_Contact_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_contact_required = /** @type {((inputs?: Tickets_Contact_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Contact_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_contact_required(inputs)
	return en_tickets_contact_required(inputs)
});
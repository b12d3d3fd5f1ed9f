/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tickets_Contact_Posted_ByInputs */

const en_tickets_contact_posted_by = /** @type {(inputs: Tickets_Contact_Posted_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Posted by ${i?.name}`)
};

const de_tickets_contact_posted_by = /** @type {(inputs: Tickets_Contact_Posted_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eingestellt von ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Posted by {name}" |
*
* @param {Tickets_Contact_Posted_ByInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_contact_posted_by = /** @type {((inputs: Tickets_Contact_Posted_ByInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Contact_Posted_ByInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_contact_posted_by(inputs)
	return en_tickets_contact_posted_by(inputs)
});
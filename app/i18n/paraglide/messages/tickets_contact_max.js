/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Tickets_Contact_MaxInputs */

const en_tickets_contact_max = /** @type {(inputs: Tickets_Contact_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.max} characters.`)
};

const de_tickets_contact_max = /** @type {(inputs: Tickets_Contact_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Höchstens ${i?.max} Zeichen.`)
};

/**
* | output |
* | --- |
* | "At most {max} characters." |
*
* @param {Tickets_Contact_MaxInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_contact_max = /** @type {((inputs: Tickets_Contact_MaxInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Contact_MaxInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_contact_max(inputs)
	return en_tickets_contact_max(inputs)
});
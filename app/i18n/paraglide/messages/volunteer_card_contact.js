/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contact: NonNullable<unknown> }} Volunteer_Card_ContactInputs */

const en_volunteer_card_contact = /** @type {(inputs: Volunteer_Card_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contact: ${i?.contact}`)
};

const de_volunteer_card_contact = /** @type {(inputs: Volunteer_Card_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ansprechperson: ${i?.contact}`)
};

/**
* | output |
* | --- |
* | "Contact: {contact}" |
*
* @param {Volunteer_Card_ContactInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_card_contact = /** @type {((inputs: Volunteer_Card_ContactInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Card_ContactInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_card_contact(inputs)
	return en_volunteer_card_contact(inputs)
});
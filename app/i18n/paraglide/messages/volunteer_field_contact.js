/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Field_ContactInputs */

const en_volunteer_field_contact = /** @type {(inputs: Volunteer_Field_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

const de_volunteer_field_contact = /** @type {(inputs: Volunteer_Field_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ansprechperson`)
};

/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Volunteer_Field_ContactInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_field_contact = /** @type {((inputs?: Volunteer_Field_ContactInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Field_ContactInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_field_contact(inputs)
	return en_volunteer_field_contact(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contact: NonNullable<unknown> }} Mail_Line_ContactInputs */

const en_mail_line_contact = /** @type {(inputs: Mail_Line_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contact: ${i?.contact}`)
};

const de_mail_line_contact = /** @type {(inputs: Mail_Line_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kontakt: ${i?.contact}`)
};

/**
* | output |
* | --- |
* | "Contact: {contact}" |
*
* @param {Mail_Line_ContactInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_line_contact = /** @type {((inputs: Mail_Line_ContactInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Line_ContactInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_line_contact(inputs)
	return en_mail_line_contact(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Mail_Line_WhenInputs */

const en_mail_line_when = /** @type {(inputs: Mail_Line_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`When: ${i?.when}`)
};

const de_mail_line_when = /** @type {(inputs: Mail_Line_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wann: ${i?.when}`)
};

/**
* | output |
* | --- |
* | "When: {when}" |
*
* @param {Mail_Line_WhenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_line_when = /** @type {((inputs: Mail_Line_WhenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Line_WhenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_line_when(inputs)
	return en_mail_line_when(inputs)
});
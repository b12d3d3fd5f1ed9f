/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ note: NonNullable<unknown> }} Mail_Line_Please_NoteInputs */

const en_mail_line_please_note = /** @type {(inputs: Mail_Line_Please_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please note: ${i?.note}`)
};

const de_mail_line_please_note = /** @type {(inputs: Mail_Line_Please_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bitte beachten: ${i?.note}`)
};

/**
* | output |
* | --- |
* | "Please note: {note}" |
*
* @param {Mail_Line_Please_NoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_line_please_note = /** @type {((inputs: Mail_Line_Please_NoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Line_Please_NoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_line_please_note(inputs)
	return en_mail_line_please_note(inputs)
});
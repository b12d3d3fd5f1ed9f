/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contact: NonNullable<unknown> }} Mail_Line_QuestionsInputs */

const en_mail_line_questions = /** @type {(inputs: Mail_Line_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Questions: ${i?.contact}`)
};

const de_mail_line_questions = /** @type {(inputs: Mail_Line_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fragen: ${i?.contact}`)
};

/**
* | output |
* | --- |
* | "Questions: {contact}" |
*
* @param {Mail_Line_QuestionsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_line_questions = /** @type {((inputs: Mail_Line_QuestionsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Line_QuestionsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_line_questions(inputs)
	return en_mail_line_questions(inputs)
});
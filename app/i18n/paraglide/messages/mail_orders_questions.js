/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Mail_Orders_QuestionsInputs */

const en_mail_orders_questions = /** @type {(inputs: Mail_Orders_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Questions? Reply to ${i?.email}.`)
};

const de_mail_orders_questions = /** @type {(inputs: Mail_Orders_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fragen? Schreib an ${i?.email}.`)
};

/**
* | output |
* | --- |
* | "Questions? Reply to {email}." |
*
* @param {Mail_Orders_QuestionsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_orders_questions = /** @type {((inputs: Mail_Orders_QuestionsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Orders_QuestionsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_orders_questions(inputs)
	return en_mail_orders_questions(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Meetings_Mail_Receipt_SubjectInputs */

const en_meetings_mail_receipt_subject = /** @type {(inputs: Meetings_Mail_Receipt_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your voting receipts: ${i?.title}`)
};

const de_meetings_mail_receipt_subject = /** @type {(inputs: Meetings_Mail_Receipt_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Abstimmungsbelege: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Your voting receipts: {title}" |
*
* @param {Meetings_Mail_Receipt_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_mail_receipt_subject = /** @type {((inputs: Meetings_Mail_Receipt_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Mail_Receipt_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_mail_receipt_subject(inputs)
	return en_meetings_mail_receipt_subject(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, receipt: NonNullable<unknown> }} Meetings_Mail_Receipt_LineInputs */

const en_meetings_mail_receipt_line = /** @type {(inputs: Meetings_Mail_Receipt_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: ${i?.receipt}`)
};

const de_meetings_mail_receipt_line = /** @type {(inputs: Meetings_Mail_Receipt_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: ${i?.receipt}`)
};

/**
* | output |
* | --- |
* | "{title}: {receipt}" |
*
* @param {Meetings_Mail_Receipt_LineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_mail_receipt_line = /** @type {((inputs: Meetings_Mail_Receipt_LineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Mail_Receipt_LineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_mail_receipt_line(inputs)
	return en_meetings_mail_receipt_line(inputs)
});
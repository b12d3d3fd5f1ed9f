/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Meetings_Mail_Receipt_CheckInputs */

const en_meetings_mail_receipt_check = /** @type {(inputs: Meetings_Mail_Receipt_CheckInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`When voting closes, find them in the results to see how each vote was counted: ${i?.url}`)
};

const de_meetings_mail_receipt_check = /** @type {(inputs: Meetings_Mail_Receipt_CheckInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nach dem Ende der Abstimmung findest du sie in den Ergebnissen und siehst, wie jede Stimme gezählt wurde: ${i?.url}`)
};

/**
* | output |
* | --- |
* | "When voting closes, find them in the results to see how each vote was counted: {url}" |
*
* @param {Meetings_Mail_Receipt_CheckInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_mail_receipt_check = /** @type {((inputs: Meetings_Mail_Receipt_CheckInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Mail_Receipt_CheckInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_mail_receipt_check(inputs)
	return en_meetings_mail_receipt_check(inputs)
});
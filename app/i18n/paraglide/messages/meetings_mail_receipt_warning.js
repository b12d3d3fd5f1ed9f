/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Mail_Receipt_WarningInputs */

const en_meetings_mail_receipt_warning = /** @type {(inputs: Meetings_Mail_Receipt_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anyone who sees a receipt can find its vote in the results. Keep this mail to yourself.`)
};

const de_meetings_mail_receipt_warning = /** @type {(inputs: Meetings_Mail_Receipt_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer einen Beleg sieht, findet seine Stimme in den Ergebnissen. Behalte diese Mail für dich.`)
};

/**
* | output |
* | --- |
* | "Anyone who sees a receipt can find its vote in the results. Keep this mail to yourself." |
*
* @param {Meetings_Mail_Receipt_WarningInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_mail_receipt_warning = /** @type {((inputs?: Meetings_Mail_Receipt_WarningInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Mail_Receipt_WarningInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_mail_receipt_warning(inputs)
	return en_meetings_mail_receipt_warning(inputs)
});
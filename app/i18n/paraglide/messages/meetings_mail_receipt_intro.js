/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Mail_Receipt_IntroInputs */

const en_meetings_mail_receipt_intro = /** @type {(inputs: Meetings_Mail_Receipt_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your vote is cast. These are your receipts, one per item:`)
};

const de_meetings_mail_receipt_intro = /** @type {(inputs: Meetings_Mail_Receipt_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Stimme ist abgegeben. Hier sind deine Belege, einer je Punkt:`)
};

/**
* | output |
* | --- |
* | "Your vote is cast. These are your receipts, one per item:" |
*
* @param {Meetings_Mail_Receipt_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_mail_receipt_intro = /** @type {((inputs?: Meetings_Mail_Receipt_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Mail_Receipt_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_mail_receipt_intro(inputs)
	return en_meetings_mail_receipt_intro(inputs)
});
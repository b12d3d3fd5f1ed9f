/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Mail_Receipt_Intro_ProxyInputs */

const en_meetings_mail_receipt_intro_proxy = /** @type {(inputs: Meetings_Mail_Receipt_Intro_ProxyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your proxy has cast your vote. These are its receipts, one per item:`)
};

const de_meetings_mail_receipt_intro_proxy = /** @type {(inputs: Meetings_Mail_Receipt_Intro_ProxyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Vertretung hat deine Stimme abgegeben. Hier sind die Belege, einer je Punkt:`)
};

/**
* | output |
* | --- |
* | "Your proxy has cast your vote. These are its receipts, one per item:" |
*
* @param {Meetings_Mail_Receipt_Intro_ProxyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_mail_receipt_intro_proxy = /** @type {((inputs?: Meetings_Mail_Receipt_Intro_ProxyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Mail_Receipt_Intro_ProxyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_mail_receipt_intro_proxy(inputs)
	return en_meetings_mail_receipt_intro_proxy(inputs)
});
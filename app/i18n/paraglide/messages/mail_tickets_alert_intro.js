/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Tickets_Alert_IntroInputs */

const en_mail_tickets_alert_intro = /** @type {(inputs: Mail_Tickets_Alert_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members have listed these tickets since your last alert:`)
};

const de_mail_tickets_alert_intro = /** @type {(inputs: Mail_Tickets_Alert_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seit deiner letzten Benachrichtigung haben Mitglieder diese Tickets eingestellt:`)
};

/**
* | output |
* | --- |
* | "Members have listed these tickets since your last alert:" |
*
* @param {Mail_Tickets_Alert_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_tickets_alert_intro = /** @type {((inputs?: Mail_Tickets_Alert_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Tickets_Alert_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_tickets_alert_intro(inputs)
	return en_mail_tickets_alert_intro(inputs)
});
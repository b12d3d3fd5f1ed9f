/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Mail_Tickets_Alert_WhyInputs */

const en_mail_tickets_alert_why = /** @type {(inputs: Mail_Tickets_Alert_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You get at most one of these a day because Ticket alerts are on. Turn them off at ${i?.url}.`)
};

const de_mail_tickets_alert_why = /** @type {(inputs: Mail_Tickets_Alert_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du bekommst höchstens eine solche E-Mail pro Tag, weil Ticket-Benachrichtigungen an sind. Abschalten kannst du sie unter ${i?.url}.`)
};

/**
* | output |
* | --- |
* | "You get at most one of these a day because Ticket alerts are on. Turn them off at {url}." |
*
* @param {Mail_Tickets_Alert_WhyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_tickets_alert_why = /** @type {((inputs: Mail_Tickets_Alert_WhyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Tickets_Alert_WhyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_tickets_alert_why(inputs)
	return en_mail_tickets_alert_why(inputs)
});
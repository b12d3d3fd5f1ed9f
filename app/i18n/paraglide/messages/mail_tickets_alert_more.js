/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Mail_Tickets_Alert_MoreInputs */

const en_mail_tickets_alert_more = /** @type {(inputs: Mail_Tickets_Alert_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`More on the exchange: ${i?.url}`)
};

const de_mail_tickets_alert_more = /** @type {(inputs: Mail_Tickets_Alert_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mehr in der Ticketbörse: ${i?.url}`)
};

/**
* | output |
* | --- |
* | "More on the exchange: {url}" |
*
* @param {Mail_Tickets_Alert_MoreInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_tickets_alert_more = /** @type {((inputs: Mail_Tickets_Alert_MoreInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Tickets_Alert_MoreInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_tickets_alert_more(inputs)
	return en_mail_tickets_alert_more(inputs)
});
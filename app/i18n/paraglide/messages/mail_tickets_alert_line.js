/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, when: NonNullable<unknown>, section: NonNullable<unknown>, seats: NonNullable<unknown>, price: NonNullable<unknown> }} Mail_Tickets_Alert_LineInputs */

const en_mail_tickets_alert_line = /** @type {(inputs: Mail_Tickets_Alert_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- ${i?.title}, ${i?.when}: section ${i?.section}, seats ${i?.seats}, ${i?.price}`)
};

const de_mail_tickets_alert_line = /** @type {(inputs: Mail_Tickets_Alert_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- ${i?.title}, ${i?.when}: Block ${i?.section}, Plätze ${i?.seats}, ${i?.price}`)
};

/**
* | output |
* | --- |
* | "- {title}, {when}: section {section}, seats {seats}, {price}" |
*
* @param {Mail_Tickets_Alert_LineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_tickets_alert_line = /** @type {((inputs: Mail_Tickets_Alert_LineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Tickets_Alert_LineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_tickets_alert_line(inputs)
	return en_mail_tickets_alert_line(inputs)
});
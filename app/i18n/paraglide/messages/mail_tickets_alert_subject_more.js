/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Mail_Tickets_Alert_Subject_MoreInputs */

const en_mail_tickets_alert_subject_more = /** @type {(inputs: Mail_Tickets_Alert_Subject_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`New on the ticket exchange: ${i?.count}+ listing`);
	return /** @type {LocalizedString} */ (`New on the ticket exchange: ${i?.count}+ listings`)
	
};

const de_mail_tickets_alert_subject_more = /** @type {(inputs: Mail_Tickets_Alert_Subject_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Neu in der Ticketbörse: ${i?.count}+ Angebot`);
	return /** @type {LocalizedString} */ (`Neu in der Ticketbörse: ${i?.count}+ Angebote`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "New on the ticket exchange: {count}+ listing" |
* | * | "New on the ticket exchange: {count}+ listings" |
*
* @param {Mail_Tickets_Alert_Subject_MoreInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_tickets_alert_subject_more = /** @type {((inputs: Mail_Tickets_Alert_Subject_MoreInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Tickets_Alert_Subject_MoreInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_tickets_alert_subject_more(inputs)
	return en_mail_tickets_alert_subject_more(inputs)
});
/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Mail_Away_Offered_TicketsInputs */

const en_mail_away_offered_tickets = /** @type {(inputs: Mail_Away_Offered_TicketsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ticket`);
	return /** @type {LocalizedString} */ (`${i?.count} tickets (you and your partner)`)
	
};

const de_mail_away_offered_tickets = /** @type {(inputs: Mail_Away_Offered_TicketsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Ticket`);
	return /** @type {LocalizedString} */ (`${i?.count} Tickets (du und deine Begleitung)`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} ticket" |
* | * | "{count} tickets (you and your partner)" |
*
* @param {Mail_Away_Offered_TicketsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_away_offered_tickets = /** @type {((inputs: Mail_Away_Offered_TicketsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Away_Offered_TicketsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_away_offered_tickets(inputs)
	return en_mail_away_offered_tickets(inputs)
});
/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ applications: NonNullable<unknown>, tickets: NonNullable<unknown> }} Away_List_TicketsInputs */

const en_away_list_tickets = /** @type {(inputs: Away_List_TicketsInputs) => LocalizedString} */ (i) => {const ticketsPlural = registry.plural("en", i?.tickets, {});
	if (ticketsPlural === "one") return /** @type {LocalizedString} */ (`${i?.tickets} ticket · ${i?.applications} applied`);
	return /** @type {LocalizedString} */ (`${i?.tickets} tickets · ${i?.applications} applied`)
	
};

const de_away_list_tickets = /** @type {(inputs: Away_List_TicketsInputs) => LocalizedString} */ (i) => {const ticketsPlural = registry.plural("de", i?.tickets, {});
	if (ticketsPlural === "one") return /** @type {LocalizedString} */ (`${i?.tickets} Ticket · ${i?.applications} beworben`);
	return /** @type {LocalizedString} */ (`${i?.tickets} Tickets · ${i?.applications} beworben`)
	
};

/**
* | ticketsPlural | output |
* | --- | --- |
* | "one" | "{tickets} ticket · {applications} applied" |
* | * | "{tickets} tickets · {applications} applied" |
*
* @param {Away_List_TicketsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_list_tickets = /** @type {((inputs: Away_List_TicketsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_List_TicketsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_list_tickets(inputs)
	return en_away_list_tickets(inputs)
});
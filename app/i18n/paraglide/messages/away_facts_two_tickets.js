/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Facts_Two_TicketsInputs */

const en_away_facts_two_tickets = /** @type {(inputs: Away_Facts_Two_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 or 2 tickets (with a partner)`)
};

const de_away_facts_two_tickets = /** @type {(inputs: Away_Facts_Two_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 oder 2 Tickets (mit Partner:in)`)
};

/**
* | output |
* | --- |
* | "1 or 2 tickets (with a partner)" |
*
* @param {Away_Facts_Two_TicketsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_two_tickets = /** @type {((inputs?: Away_Facts_Two_TicketsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_Two_TicketsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_facts_two_tickets(inputs)
	return en_away_facts_two_tickets(inputs)
});
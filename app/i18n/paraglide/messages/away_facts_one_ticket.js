/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Facts_One_TicketInputs */

const en_away_facts_one_ticket = /** @type {(inputs: Away_Facts_One_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 ticket`)
};

const de_away_facts_one_ticket = /** @type {(inputs: Away_Facts_One_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 Ticket`)
};

/**
* | output |
* | --- |
* | "1 ticket" |
*
* @param {Away_Facts_One_TicketInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_one_ticket = /** @type {((inputs?: Away_Facts_One_TicketInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_One_TicketInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_facts_one_ticket(inputs)
	return en_away_facts_one_ticket(inputs)
});
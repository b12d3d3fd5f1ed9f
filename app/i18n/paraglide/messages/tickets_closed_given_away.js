/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Closed_Given_AwayInputs */

const en_tickets_closed_given_away = /** @type {(inputs: Tickets_Closed_Given_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your listing is marked given away and has left the exchange.`)
};

const de_tickets_closed_given_away = /** @type {(inputs: Tickets_Closed_Given_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Angebot ist als verschenkt markiert und aus der Ticketbörse raus.`)
};

/**
* | output |
* | --- |
* | "Your listing is marked given away and has left the exchange." |
*
* @param {Tickets_Closed_Given_AwayInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_closed_given_away = /** @type {((inputs?: Tickets_Closed_Given_AwayInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Closed_Given_AwayInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_closed_given_away(inputs)
	return en_tickets_closed_given_away(inputs)
});
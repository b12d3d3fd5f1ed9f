/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Closed_WithdrawnInputs */

const en_tickets_closed_withdrawn = /** @type {(inputs: Tickets_Closed_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your listing was withdrawn from the exchange.`)
};

const de_tickets_closed_withdrawn = /** @type {(inputs: Tickets_Closed_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Angebot wurde aus der Ticketbörse zurückgezogen.`)
};

/**
* | output |
* | --- |
* | "Your listing was withdrawn from the exchange." |
*
* @param {Tickets_Closed_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_closed_withdrawn = /** @type {((inputs?: Tickets_Closed_WithdrawnInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Closed_WithdrawnInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_closed_withdrawn(inputs)
	return en_tickets_closed_withdrawn(inputs)
});
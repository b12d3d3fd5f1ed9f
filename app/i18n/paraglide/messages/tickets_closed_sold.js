/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Closed_SoldInputs */

const en_tickets_closed_sold = /** @type {(inputs: Tickets_Closed_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your listing is marked sold and has left the exchange.`)
};

const de_tickets_closed_sold = /** @type {(inputs: Tickets_Closed_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Angebot ist als verkauft markiert und aus der Ticketbörse raus.`)
};

/**
* | output |
* | --- |
* | "Your listing is marked sold and has left the exchange." |
*
* @param {Tickets_Closed_SoldInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_closed_sold = /** @type {((inputs?: Tickets_Closed_SoldInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Closed_SoldInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_closed_sold(inputs)
	return en_tickets_closed_sold(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_ExchangeInputs */

const en_tickets_exchange = /** @type {(inputs: Tickets_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket Exchange`)
};

const de_tickets_exchange = /** @type {(inputs: Tickets_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticketbörse`)
};

/**
* | output |
* | --- |
* | "Ticket Exchange" |
*
* @param {Tickets_ExchangeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_exchange = /** @type {((inputs?: Tickets_ExchangeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_ExchangeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_exchange(inputs)
	return en_tickets_exchange(inputs)
});
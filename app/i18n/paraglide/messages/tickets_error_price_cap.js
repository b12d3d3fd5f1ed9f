/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Tickets_Error_Price_CapInputs */

const en_tickets_error_price_cap = /** @type {(inputs: Tickets_Error_Price_CapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Price may not exceed ${i?.price}, the exchange's limit per ticket`)
};

const de_tickets_error_price_cap = /** @type {(inputs: Tickets_Error_Price_CapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Preis darf ${i?.price} nicht übersteigen, die Grenze der Ticketbörse pro Ticket`)
};

/**
* | output |
* | --- |
* | "Price may not exceed {price}, the exchange's limit per ticket" |
*
* @param {Tickets_Error_Price_CapInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_error_price_cap = /** @type {((inputs: Tickets_Error_Price_CapInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Error_Price_CapInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_error_price_cap(inputs)
	return en_tickets_error_price_cap(inputs)
});
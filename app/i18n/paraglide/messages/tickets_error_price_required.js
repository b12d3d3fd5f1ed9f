/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Error_Price_RequiredInputs */

const en_tickets_error_price_required = /** @type {(inputs: Tickets_Error_Price_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the price per ticket for a sale`)
};

const de_tickets_error_price_required = /** @type {(inputs: Tickets_Error_Price_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib für einen Verkauf den Preis pro Ticket an`)
};

/**
* | output |
* | --- |
* | "Enter the price per ticket for a sale" |
*
* @param {Tickets_Error_Price_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_error_price_required = /** @type {((inputs?: Tickets_Error_Price_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Error_Price_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_error_price_required(inputs)
	return en_tickets_error_price_required(inputs)
});
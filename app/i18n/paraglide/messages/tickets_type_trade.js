/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Type_TradeInputs */

const en_tickets_type_trade = /** @type {(inputs: Tickets_Type_TradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For Trade`)
};

const de_tickets_type_trade = /** @type {(inputs: Tickets_Type_TradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Tausch`)
};

/**
* | output |
* | --- |
* | "For Trade" |
*
* @param {Tickets_Type_TradeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_type_trade = /** @type {((inputs?: Tickets_Type_TradeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Type_TradeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_type_trade(inputs)
	return en_tickets_type_trade(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Price_TradeInputs */

const en_tickets_price_trade = /** @type {(inputs: Tickets_Price_TradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trade Only`)
};

const de_tickets_price_trade = /** @type {(inputs: Tickets_Price_TradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Tausch`)
};

/**
* | output |
* | --- |
* | "Trade Only" |
*
* @param {Tickets_Price_TradeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_price_trade = /** @type {((inputs?: Tickets_Price_TradeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Price_TradeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_price_trade(inputs)
	return en_tickets_price_trade(inputs)
});
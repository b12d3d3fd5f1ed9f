/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Filter_TradeInputs */

const en_tickets_filter_trade = /** @type {(inputs: Tickets_Filter_TradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trade`)
};

const de_tickets_filter_trade = /** @type {(inputs: Tickets_Filter_TradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tausch`)
};

/**
* | output |
* | --- |
* | "Trade" |
*
* @param {Tickets_Filter_TradeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_filter_trade = /** @type {((inputs?: Tickets_Filter_TradeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Filter_TradeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_filter_trade(inputs)
	return en_tickets_filter_trade(inputs)
});
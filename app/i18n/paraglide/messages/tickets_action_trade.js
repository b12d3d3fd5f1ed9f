/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Action_TradeInputs */

const en_tickets_action_trade = /** @type {(inputs: Tickets_Action_TradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propose Trade`)
};

const de_tickets_action_trade = /** @type {(inputs: Tickets_Action_TradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tausch vorschlagen`)
};

/**
* | output |
* | --- |
* | "Propose Trade" |
*
* @param {Tickets_Action_TradeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_action_trade = /** @type {((inputs?: Tickets_Action_TradeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Action_TradeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_action_trade(inputs)
	return en_tickets_action_trade(inputs)
});
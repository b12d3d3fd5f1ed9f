/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Form_TradeInputs */

const en_tickets_form_trade = /** @type {(inputs: Tickets_Form_TradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you would trade for`)
};

const de_tickets_form_trade = /** @type {(inputs: Tickets_Form_TradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was du dafür haben möchtest`)
};

/**
* | output |
* | --- |
* | "What you would trade for" |
*
* @param {Tickets_Form_TradeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_form_trade = /** @type {((inputs?: Tickets_Form_TradeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Form_TradeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_form_trade(inputs)
	return en_tickets_form_trade(inputs)
});